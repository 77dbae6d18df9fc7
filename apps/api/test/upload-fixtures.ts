import { crc32, deflateRawSync, deflateSync } from 'node:zlib';

/**
 * The EICAR anti-virus test file, assembled here so that no committed file holds it whole
 * (a developer's own anti-virus would quarantine that file).
 */
export function eicar(): Buffer {
  return Buffer.from(
    ['X5O!P%@AP[4\\PZX54(P^)7CC)7}$', 'EICAR-STANDARD-', 'ANTIVIRUS-TEST-FILE!$H+H*'].join(''),
  );
}

export function pdf(body = 'a supporting document'): Buffer {
  return Buffer.from(
    `%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n% ${body}\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`,
  );
}

/** A valid 1×1 PNG. */
export function png(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 0, 0, 0, 0]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from([0, 0]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export function jpeg(): Buffer {
  return Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
    Buffer.from('JFIF\0', 'latin1'),
    Buffer.alloc(64),
    Buffer.from([0xff, 0xd9]),
  ]);
}

/** The start of an OLE compound file, as .doc and .xls files are. */
export function cfb(): Buffer {
  return Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(1024)]);
}

/** An ISO-BMFF box header with the HEIF brand. */
export function heif(): Buffer {
  const box = Buffer.alloc(24);
  box.writeUInt32BE(24, 0);
  box.write('ftypmif1', 4, 'latin1');
  box.write('mif1heic', 16, 'latin1');
  return Buffer.concat([box, Buffer.alloc(64)]);
}

/** An ISO-BMFF file starting with an ftyp box of these brands (major first), e.g. an iPhone photo. */
export function ftyp(major: string, compatible: string[]): Buffer {
  const box = Buffer.alloc(16 + 4 * compatible.length);
  box.writeUInt32BE(box.length, 0);
  box.write('ftyp', 4, 'latin1');
  box.write(major, 8, 'latin1');
  compatible.forEach((brand, i) => box.write(brand, 16 + 4 * i, 'latin1'));
  return Buffer.concat([box, Buffer.alloc(64)]);
}

/** An iPhone's .heic: the HEVC major brand, with the structural mif1 among the compatible. */
export function heic(): Buffer {
  return ftyp('heic', ['mif1', 'heic']);
}

/** A Windows executable's first bytes (the MZ header). */
export function exe(): Buffer {
  return Buffer.concat([
    Buffer.from('MZ'),
    Buffer.alloc(62),
    Buffer.from('This program cannot be run in DOS mode.'),
  ]);
}

export interface ZipEntry {
  name: string;
  data: Buffer;
  /** A size to write in the headers instead of the true one (a lying zip). */
  declaredSize?: number;
  encrypted?: boolean;
}

/** A minimal zip writer (deflate), enough for Office documents and bombs. */
export function zip(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const body = deflateRawSync(entry.data);
    const size = entry.declaredSize ?? entry.data.length;
    const flags = entry.encrypted ? 1 : 0;
    const crc = crc32(entry.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(flags, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const record = Buffer.alloc(46);
    record.writeUInt32LE(0x02014b50, 0);
    record.writeUInt16LE(20, 4);
    record.writeUInt16LE(20, 6);
    record.writeUInt16LE(flags, 8);
    record.writeUInt16LE(8, 10);
    record.writeUInt32LE(crc, 16);
    record.writeUInt32LE(body.length, 20);
    record.writeUInt32LE(size, 24);
    record.writeUInt16LE(name.length, 28);
    record.writeUInt32LE(offset, 42);
    locals.push(local, name, body);
    central.push(record, name);
    offset += local.length + name.length + body.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const WORD_MAIN =
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';
const SHEET_MAIN = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml';
const MACRO_WORD_MAIN = 'application/vnd.ms-word.document.macroEnabled.main+xml';

function contentTypes(part: string, type: string): Buffer {
  return Buffer.from(
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      `<Default Extension="xml" ContentType="application/xml"/><Override PartName="${part}" ContentType="${type}"/></Types>`,
  );
}

/** A docx; `extra` entries are added after the document (e.g. a bomb). */
export function docx(extra: ZipEntry[] = [], main = WORD_MAIN): Buffer {
  return zip([
    { name: '[Content_Types].xml', data: contentTypes('/word/document.xml', main) },
    {
      name: 'word/document.xml',
      data: Buffer.from('<w:document><w:body><w:p>Appraisal</w:p></w:body></w:document>'),
    },
    ...extra,
  ]);
}

export function docm(): Buffer {
  return docx([], MACRO_WORD_MAIN);
}

export function xlsx(): Buffer {
  return zip([
    { name: '[Content_Types].xml', data: contentTypes('/xl/workbook.xml', SHEET_MAIN) },
    { name: 'xl/workbook.xml', data: Buffer.from('<workbook><sheets/></workbook>') },
  ]);
}

const BOUNDARY = '----ir-test-boundary';

/**
 * A multipart/form-data body: text fields first, then the file part as `file` (omitted when
 * `file` is undefined). Spread `headers` and `payload` into `app.inject`.
 */
export function multipart(
  file: { name: string; content: Buffer; type?: string } | undefined,
  fields: Record<string, string> = {},
): { headers: Record<string, string>; payload: Buffer } {
  const head = Object.entries(fields)
    .map(([k, v]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
    .join('');
  const filePart = file
    ? [
        Buffer.from(
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
            `Content-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
        ),
        file.content,
        Buffer.from('\r\n'),
      ]
    : [];
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: Buffer.concat([Buffer.from(head), ...filePart, Buffer.from(`--${BOUNDARY}--\r\n`)]),
  };
}

/** A PDF that runs JavaScript when opened (an /OpenAction of type /JavaScript). */
export function pdfWithScript(): Buffer {
  return Buffer.from(
    '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /OpenAction 2 0 R >>\nendobj\n' +
      '2 0 obj\n<< /S /JavaScript /JS (app.alert\\("hello"\\)) >>\nendobj\n' +
      'trailer\n<< /Root 1 0 R >>\n%%EOF\n',
  );
}

/** A docx carrying a VBA project, with its ordinary content type (a renamed .docm). */
export function docxWithMacros(): Buffer {
  return docx([{ name: 'word/vbaProject.bin', data: cfb() }]);
}

/** A .doc whose compound file holds a VBA project (the `_VBA_PROJECT` stream). */
export function docWithMacros(): Buffer {
  return Buffer.concat([cfb(), Buffer.from('Macros\0VBA\0_VBA_PROJECT', 'utf16le')]);
}
