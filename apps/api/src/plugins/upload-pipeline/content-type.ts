import { open } from 'node:fs/promises';
import { fileTypeFromBuffer, fileTypeFromFile, type FileTypeResult } from 'file-type';
import type { UploadExtension } from '@ir/domain';

/**
 * The brands (ISO/IEC 23008-12) an ISO-BMFF file's `ftyp` box names when it is a HEIF image or
 * image sequence: the structural ones (mif1, msf1) and the HEVC-coded ones iPhones write
 * (heic, heix, heim, heis, hevc, hevx, hevm, hevs). AVIF (avif, avis) is HEIF-based too but
 * not on SPEC's list, so it counts only alongside one of these.
 */
const HEIF_BRANDS = new Set([
  'mif1',
  'msf1',
  'heic',
  'heix',
  'heim',
  'heis',
  'hevc',
  'hevx',
  'hevm',
  'hevs',
]);
const AVIF_BRANDS = new Set(['avif', 'avis']);

/**
 * What the content of a file with each accepted extension must be, by file-type's sniffing.
 * doc and xls are OLE compound files, which file-type reports only as `cfb`: accepted for
 * those two extensions alone (clamd's OLE2 scanning looks inside them). A macro-enabled
 * docm/xlsm renamed to docx/xlsx is sniffed as what it is and refused. HEIF is decided by
 * the ftyp brands (heifType below), since file-type reads only the major brand.
 */
const ACCEPTS: Record<Exclude<UploadExtension, 'heif' | 'heic'>, (t: FileTypeResult) => boolean> = {
  pdf: (t) => t.ext === 'pdf',
  png: (t) => t.ext === 'png',
  jpg: (t) => t.ext === 'jpg',
  jpeg: (t) => t.ext === 'jpg',
  doc: (t) => t.ext === 'cfb',
  xls: (t) => t.ext === 'cfb',
  docx: (t) => t.ext === 'docx',
  xlsx: (t) => t.ext === 'xlsx',
};

/**
 * The sniffed type when the content is what the extension claims, else undefined. `bytes`:
 * the whole file when the caller holds it, read instead of the file.
 */
export async function sniffAs(
  file: string,
  ext: UploadExtension,
  bytes?: Buffer,
): Promise<FileTypeResult | undefined> {
  if (ext === 'heif' || ext === 'heic') return heifType(file);
  const type = bytes ? await fileTypeFromBuffer(bytes) : await fileTypeFromFile(file);
  return type && ACCEPTS[ext](type) ? type : undefined;
}

/**
 * HEIF when the file starts with an `ftyp` box whose major or a compatible brand is a HEIF
 * brand. A camera's .heic often has the structural major brand `mif1` with `heic` among the
 * compatible ones, so both are read. The major brand says image/heic or image/heif.
 */
export async function heifType(file: string): Promise<FileTypeResult | undefined> {
  const brands = await ftypBrands(file);
  if (!brands) return undefined;
  const [major] = brands;
  if (!brands.some((b) => HEIF_BRANDS.has(b))) return undefined;
  // An AVIF image that also names mif1 is still AVIF: its major brand says so.
  if (major && AVIF_BRANDS.has(major)) return undefined;
  const hevc = major !== undefined && major.startsWith('he');
  return hevc ? { ext: 'heic', mime: 'image/heic' } : { ext: 'heic', mime: 'image/heif' };
}

/** The first box's brands (major first) when it is an ftyp box, else undefined. */
async function ftypBrands(file: string): Promise<string[] | undefined> {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(256);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    if (bytesRead < 16 || head.toString('latin1', 4, 8) !== 'ftyp') return undefined;
    // size, 'ftyp', major brand, minor version, then 4-byte compatible brands to the box end.
    const size = head.readUInt32BE(0);
    if (size < 16 || size % 4 !== 0) return undefined;
    const end = Math.min(size, bytesRead);
    const brands = [head.toString('latin1', 8, 12)];
    for (let at = 16; at + 4 <= end; at += 4) brands.push(head.toString('latin1', at, at + 4));
    return brands;
  } finally {
    await handle.close();
  }
}
