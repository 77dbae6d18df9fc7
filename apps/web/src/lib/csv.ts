/**
 * Hands a CSV text to the browser as a download. The byte-order mark makes Excel read the file
 * as UTF-8 (names with accents); RFC 4180 readers ignore it.
 */
export function downloadCsv(fileName: string, text: string): void {
  const blob = new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // After the click the browser holds its own reference to the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
