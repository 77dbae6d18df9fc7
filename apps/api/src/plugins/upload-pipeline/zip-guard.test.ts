import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { docx, xlsx, zip } from '../../../test/upload-fixtures.ts';
import { checkZip, ZIP_LIMITS, ZipRefusal, type ZipProblem } from './zip-guard.ts';

const dir = mkdtempSync(path.join(os.tmpdir(), 'ir-zip-guard-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let files = 0;
function onDisk(bytes: Buffer): string {
  files += 1;
  const file = path.join(dir, `${files}.zip`);
  writeFileSync(file, bytes);
  return file;
}

async function problem(bytes: Buffer, limits = ZIP_LIMITS): Promise<ZipProblem | undefined> {
  try {
    await checkZip(onDisk(bytes), limits);
    return undefined;
  } catch (error) {
    expect(error).toBeInstanceOf(ZipRefusal);
    return (error as ZipRefusal).problem;
  }
}

const MiB = 1024 * 1024;

describe('checkZip', () => {
  it('passes real-shaped Office documents', async () => {
    expect(await problem(docx())).toBeUndefined();
    expect(await problem(xlsx())).toBeUndefined();
    // Ordinary XML compresses 10-30×: a 4 MiB sheet of varied rows is fine.
    const rows = Array.from(
      { length: 60_000 },
      (_, i) => `<row r="${i}"><c>${(i * 7919) % 100_003}</c></row>`,
    );
    expect(
      await problem(docx([{ name: 'word/big.xml', data: Buffer.from(rows.join('')) }])),
    ).toBeUndefined();
  });

  it('refuses a zip bomb: one entry that expands about 1000×', async () => {
    expect(
      await problem(docx([{ name: 'word/media/bomb.bin', data: Buffer.alloc(64 * MiB) }])),
    ).toBe('ratio');
  });

  it('refuses an entry that is larger than its headers declare', async () => {
    const lying = docx([
      { name: 'word/media/x.bin', data: Buffer.alloc(4 * MiB, 'ab'), declaredSize: 1000 },
    ]);
    expect(await problem(lying)).toBe('broken');
  });

  it('refuses more expansion in total than the cap, counted on the declared sizes', async () => {
    const limits = { ...ZIP_LIMITS, maxTotalBytes: 100_000 };
    const parts = Array.from({ length: 5 }, (_, i) => ({
      name: `word/part${i}.xml`,
      data: Buffer.from(`<p>${'x'.repeat(30_000)}</p>`),
    }));
    expect(await problem(docx(parts), limits)).toBe('total');
  });

  it.each([
    ['a Word VBA project', 'word/vbaProject.bin'],
    ['an Excel VBA project, in any case', 'xl/VBAPROJECT.BIN'],
    ['a VBA project signature', 'word/vbaProjectSignature.bin'],
    ['an Excel 4.0 macro sheet', 'xl/macrosheets/sheet1.xml'],
  ])('refuses a document carrying %s', async (_what, name) => {
    expect(await problem(docx([{ name, data: Buffer.from('macro') }]))).toBe('macros');
  });

  it('refuses a document whose content types declare macros', async () => {
    const declared = zip([
      {
        name: '[Content_Types].xml',
        data: Buffer.from(
          '<Types><Default Extension="bin" ContentType="application/vnd.ms-office.vbaProject"/></Types>',
        ),
      },
      { name: 'word/document.xml', data: Buffer.from('<w:document/>') },
    ]);
    expect(await problem(declared)).toBe('macros');
  });

  it('refuses too many entries', async () => {
    const many = Array.from({ length: 30 }, (_, i) => ({
      name: `word/p${i}.xml`,
      data: Buffer.from('<p/>'),
    }));
    expect(await problem(docx(many), { ...ZIP_LIMITS, maxEntries: 20 })).toBe('entries');
  });

  it('refuses an encrypted entry', async () => {
    expect(
      await problem(
        docx([{ name: 'word/secret.xml', data: Buffer.from('<p/>'), encrypted: true }]),
      ),
    ).toBe('encrypted');
  });

  it.each([
    ['random bytes', Buffer.from('not a zip at all, just text')],
    ['a cut-off zip', docx().subarray(0, 120)],
    ['an empty file', Buffer.alloc(0)],
  ])('refuses %s as broken', async (_what, bytes) => {
    expect(await problem(bytes)).toBe('broken');
  });

  it('passes a plain zip of one entry', async () => {
    expect(await problem(zip([{ name: 'a.txt', data: Buffer.from('hello') }]))).toBeUndefined();
  });
});
