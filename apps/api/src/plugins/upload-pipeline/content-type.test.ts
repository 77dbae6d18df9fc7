import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { UploadExtension } from '@ir/domain';
import * as fixture from '../../../test/upload-fixtures.ts';
import { heifType, sniffAs } from './content-type.ts';

const dir = mkdtempSync(path.join(os.tmpdir(), 'ir-sniff-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let files = 0;
function fileOf(bytes: Buffer): string {
  files += 1;
  const file = path.join(dir, String(files));
  writeFileSync(file, bytes);
  return file;
}

describe('HEIF by its ftyp brands', () => {
  it.each([
    ['an iPhone .heic (major heic)', fixture.heic(), 'image/heic'],
    ['major mif1 with heic compatible', fixture.ftyp('mif1', ['mif1', 'heic']), 'image/heif'],
    ['a plain HEIF image (mif1 only)', fixture.heif(), 'image/heif'],
    ['an HEVC image sequence (hevc)', fixture.ftyp('hevc', ['msf1', 'hevc']), 'image/heic'],
    ['major msf1 (an image sequence)', fixture.ftyp('msf1', ['iso8']), 'image/heif'],
  ])('recognises %s', async (_what, bytes, mime) => {
    expect(await heifType(fileOf(bytes))).toEqual({ ext: 'heic', mime });
  });

  it.each([
    ['an MP4 video', fixture.ftyp('isom', ['isom', 'iso2', 'mp41'])],
    ['a QuickTime movie', fixture.ftyp('qt  ', ['qt  '])],
    ['an AVIF image that names mif1 too', fixture.ftyp('avif', ['mif1', 'avif'])],
    ['a PNG', fixture.png()],
    ['an executable', fixture.exe()],
    [
      'a box that is not ftyp',
      Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('moovheic'), Buffer.alloc(32)]),
    ],
    ['a file shorter than a box', Buffer.from('ftyp')],
    [
      'an ftyp box with a broken size',
      Buffer.concat([Buffer.from([0, 0, 0, 7]), Buffer.from('ftypheicmif1'), Buffer.alloc(32)]),
    ],
  ])('refuses %s', async (_what, bytes) => {
    expect(await heifType(fileOf(bytes))).toBeUndefined();
  });

  it.each<[UploadExtension, Buffer]>([
    ['heic', fixture.heic()],
    ['heif', fixture.heic()],
    ['heic', fixture.heif()],
  ])('accepts HEIF content named .%s', async (ext, bytes) => {
    expect(await sniffAs(fileOf(bytes), ext)).toBeDefined();
  });

  it.each<[UploadExtension, Buffer]>([
    ['heic', fixture.pdf()],
    ['heic', fixture.exe()],
    ['pdf', fixture.heic()],
    ['jpg', fixture.heic()],
  ])('refuses other content named .%s, and HEIF named otherwise', async (ext, bytes) => {
    expect(await sniffAs(fileOf(bytes), ext)).toBeUndefined();
  });
});
