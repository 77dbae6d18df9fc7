/** Types a browser may show in place (the upload allow-list's documents and images). */
const INLINE = new Set(['application/pdf', 'image/png', 'image/jpeg']);

/**
 * RFC 6266: an ASCII fallback name and the exact UTF-8 one. Quotes, backslashes and control
 * characters never reach the header.
 */
export function contentDisposition(mime: string, originalName: string): string {
  const kind = INLINE.has(mime) ? 'inline' : 'attachment';
  const ascii = originalName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(originalName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
