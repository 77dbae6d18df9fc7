import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import * as fixture from '../../../test/upload-fixtures.ts';
import { checkPdfBytes, PdfRefusal, type PdfProblem } from './pdf-guard.ts';

/** A PDF of these objects (numbered from 1), the first being the catalog. */
function pdf(...objects: (string | Buffer)[]): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  objects.forEach((object, i) => {
    parts.push(Buffer.from(`${i + 1} 0 obj\n`), Buffer.from(object), Buffer.from('\nendobj\n'));
  });
  parts.push(Buffer.from('trailer\n<< /Root 1 0 R >>\n%%EOF\n'));
  return Buffer.concat(parts);
}

/** A stream object: its dictionary entries, then its bytes as they are in the file. */
function stream(dictionary: string, data: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(`<< ${dictionary} /Length ${data.length} >>\nstream\n`),
    data,
    Buffer.from('\nendstream'),
  ]);
}

/** An object stream holding `objects` (numbered from 10), compressed unless `filter` says. */
function objectStream(objects: string[], filter = '/Filter /FlateDecode'): Buffer {
  const body = objects.join('\n');
  const offsets: number[] = [];
  let at = 0;
  for (const object of objects) {
    offsets.push(at);
    at += object.length + 1;
  }
  const header = offsets.map((offset, i) => `${10 + i} ${offset}`).join(' ') + '\n';
  const plain = Buffer.from(header + body);
  const data = filter.includes('FlateDecode') ? deflateSync(plain) : plain;
  return stream(
    `/Type /ObjStm /N ${objects.length} /First ${header.length} ${filter}`,
    filter.includes('ASCIIHex') ? Buffer.from(plain.toString('hex') + '>') : data,
  );
}

const CATALOG = '<< /Type /Catalog /Pages 2 0 R >>';
const PAGES = '<< /Type /Pages /Kids [] /Count 0 >>';

function problem(bytes: Buffer): PdfProblem | undefined {
  try {
    checkPdfBytes(bytes);
    return undefined;
  } catch (error) {
    expect(error).toBeInstanceOf(PdfRefusal);
    return (error as PdfRefusal).problem;
  }
}

/** Bytes that look like compressed image data: every byte value, in a fixed shuffle. */
function binary(size: number): Buffer {
  const bytes = Buffer.alloc(size);
  let x = 12345;
  for (let i = 0; i < size; i += 1) {
    x = (x * 1103515245 + 12345) >>> 0;
    bytes[i] = x >>> 24;
  }
  return bytes;
}

describe('checkPdfBytes', () => {
  it('passes an ordinary document: text, fonts, images and a clean object stream', () => {
    expect(problem(fixture.pdf())).toBeUndefined();
    const content = Buffer.from('BT /F1 12 Tf 72 712 Td (See the JavaScript note /JS) Tj ET');
    const withImage = Buffer.concat([binary(200_000), Buffer.from('/JS /JS) /JS<')]);
    expect(
      problem(
        pdf(
          CATALOG,
          PAGES,
          stream('', content),
          stream('/Type /XObject /Subtype /Image /Filter /DCTDecode', withImage),
          objectStream(['<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>']),
        ),
      ),
    ).toBeUndefined();
  });

  it.each([
    [
      'an /OpenAction running JavaScript',
      '<< /Type /Catalog /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >>',
    ],
    [
      'an /OpenAction naming a script object',
      '<< /Type /Catalog /OpenAction 3 0 R >>',
      '<< /S /JavaScript /JS 4 0 R >>',
    ],
    [
      'a document-level script in the /Names tree',
      '<< /Type /Catalog /Names << /JavaScript 3 0 R >> >>',
      '<< /Names [(a) 4 0 R] >>',
    ],
    [
      'a /JS written with a # escape',
      '<< /Type /Catalog /AA << /WC << /S /Java#53cript /J#53 (x) >> >> >>',
    ],
    ['a /Launch action', '<< /Type /Catalog /OpenAction << /S /Launch /F (cmd.exe) >> >>'],
    ['an XFA form', '<< /Type /Catalog /AcroForm << /Fields [] /XFA 3 0 R >> >>', '<< >>'],
  ])('refuses %s', (_what, ...objects) => {
    expect(problem(pdf(...objects))).toBe('script');
  });

  it('refuses a script hidden in a compressed object stream', () => {
    expect(
      problem(
        pdf(
          '<< /Type /Catalog /OpenAction 10 0 R >>',
          objectStream(['<< /S /JavaScript /JS (app.alert(1)) >>']),
        ),
      ),
    ).toBe('script');
  });

  it('refuses a script object placed inside another stream’s bytes, where the xref can point', () => {
    const hidden = Buffer.concat([
      binary(1000),
      Buffer.from('\n9 0 obj\n<< /S /JavaScript /JS (app.alert(1)) >>\nendobj\n'),
      binary(1000),
    ]);
    expect(problem(pdf(CATALOG, stream('/Filter /DCTDecode', hidden)))).toBe('script');
  });

  it('refuses, as unreadable, what it cannot look inside: an encrypted or oddly filtered object stream', () => {
    const encrypted = stream('/Type /ObjStm /N 1 /First 5 /Filter /FlateDecode', binary(500));
    expect(problem(pdf(CATALOG, encrypted))).toBe('unreadable');
    expect(problem(pdf(CATALOG, objectStream(['<< >>'], '/Filter /ASCIIHexDecode')))).toBe(
      'unreadable',
    );
    const nested = Buffer.concat([binary(100), Buffer.from('<< /Type /ObjStm >>'), binary(100)]);
    expect(problem(pdf(CATALOG, stream('', nested)))).toBe('unreadable');
  });
});
