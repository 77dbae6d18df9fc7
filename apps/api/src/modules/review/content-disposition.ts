/**
 * Whether a browser may show a stored file in place rather than save it (decision 028): an
 * image, or a PDF. Every stored PDF is script-free: the upload pipeline refuses a PDF with
 * JavaScript, a /Launch action, an XFA form, or an object stream it cannot look inside
 * (plugins/upload-pipeline/pdf-guard.ts), for owners and staff alike, and storage is written only
 * through it. So a PDF that could run something when opened never gets here, and showing the
 * accepted ones inline stays safe. Everything else (Word and Excel files) is an attachment: a
 * browser hands those to another program, which is no place to open them unasked.
 */
export function opensInline(mime: string): boolean {
  return mime === 'application/pdf' || mime.startsWith('image/');
}

/**
 * RFC 6266: an ASCII fallback name and the exact UTF-8 one. Quotes, backslashes and control
 * characters never reach the header.
 */
export function contentDisposition(mime: string, originalName: string): string {
  const kind = opensInline(mime) ? 'inline' : 'attachment';
  const ascii = originalName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(originalName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
