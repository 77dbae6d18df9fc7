import { fileTypeFromFile, type FileTypeResult } from 'file-type';
import type { UploadExtension } from '@ir/domain';

/**
 * What the content of a file with each accepted extension must be, by file-type's sniffing.
 * doc and xls are OLE compound files, which file-type reports only as `cfb`: accepted for
 * those two extensions alone (clamd's OLE2 scanning looks inside them). A macro-enabled
 * docm/xlsm renamed to docx/xlsx is sniffed as what it is and refused.
 */
const ACCEPTS: Record<UploadExtension, (type: FileTypeResult) => boolean> = {
  pdf: (t) => t.ext === 'pdf',
  png: (t) => t.ext === 'png',
  jpg: (t) => t.ext === 'jpg',
  jpeg: (t) => t.ext === 'jpg',
  doc: (t) => t.ext === 'cfb',
  xls: (t) => t.ext === 'cfb',
  docx: (t) => t.ext === 'docx',
  xlsx: (t) => t.ext === 'xlsx',
  // file-type names every HEIF image `heic`; the brand decides image/heif or image/heic.
  heif: (t) => t.ext === 'heic' && (t.mime === 'image/heif' || t.mime === 'image/heic'),
};

/** The sniffed type when the content is what the extension claims, else undefined. */
export async function sniffAs(
  file: string,
  ext: UploadExtension,
): Promise<FileTypeResult | undefined> {
  const type = await fileTypeFromFile(file);
  return type && ACCEPTS[ext](type) ? type : undefined;
}
