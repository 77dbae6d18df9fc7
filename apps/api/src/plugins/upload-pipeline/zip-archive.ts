import { createWriteStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type yauzl from 'yauzl';
import { nextEntry, openZip, withinLimits, ZipRefusal, type ZipLimits } from './zip-guard.ts';

export { ZipRefusal, type ZipProblem } from './zip-guard.ts';

/**
 * What a batch's ZIP may hold (decision 035): PDFs and photos hardly compress, so a real
 * ZIP of 500 MB expands to little more; a zip bomb's entries expand 1000×, or declare less than
 * they hold (yauzl fails an entry whose bytes exceed its declared size).
 */
export const BATCH_ZIP_LIMITS: ZipLimits = {
  maxEntries: 20_000,
  maxTotalBytes: 2 * 1024 * 1024 * 1024,
  maxRatio: 200,
  ratioMinBytes: 1024 * 1024,
};

/** An entry name that is a plain file name: no folder, no path, no drive. */
function isPlainName(name: string): boolean {
  return (
    name !== '' && !/[/\\]/.test(name) && !/^[a-zA-Z]:/.test(name) && name !== '..' && name !== '.'
  );
}

/**
 * A batch's ZIP, read through its central directory: every entry is a plain file name at the
 * top of the ZIP, none twice, none encrypted, and within the limits, or the whole ZIP is
 * refused (ZipRefusal) before any entry is read. Entries are then extracted one at a time, by
 * name, to a file the caller names (never to a path taken from the ZIP).
 */
export class ZipArchive {
  private constructor(
    private readonly zip: yauzl.ZipFile,
    private readonly entries: ReadonlyMap<string, yauzl.Entry>,
  ) {}

  static async open(file: string, limits: ZipLimits = BATCH_ZIP_LIMITS): Promise<ZipArchive> {
    const zip = await openZip(file);
    try {
      if (zip.entryCount > limits.maxEntries) {
        throw new ZipRefusal('entries', `${zip.entryCount} entries (at most ${limits.maxEntries})`);
      }
      const entries = new Map<string, yauzl.Entry>();
      let declared = 0;
      let compressed = 0;
      for (let entry = await nextEntry(zip); entry; entry = await nextEntry(zip)) {
        if (!isPlainName(entry.fileName)) throw new ZipRefusal('path', entry.fileName);
        if (entries.has(entry.fileName)) throw new ZipRefusal('duplicate', entry.fileName);
        declared = withinLimits(entry, declared, limits);
        compressed += entry.compressedSize;
        entries.set(entry.fileName, entry);
      }
      // Entries under ratioMinBytes skip their own ratio check (a small file may compress
      // well); thousands of them together must not expand like a bomb.
      const ratio = declared / Math.max(compressed, 1);
      if (declared >= limits.ratioMinBytes && ratio > limits.maxRatio) {
        throw new ZipRefusal('ratio', `the archive expands ${Math.round(ratio)}×`);
      }
      return new ZipArchive(zip, entries);
    } catch (error) {
      zip.close();
      if (error instanceof ZipRefusal) throw error;
      // yauzl's own check of entry names ('../x', '/x').
      const named =
        /^(?:absolute path|invalid relative path|invalid characters in fileName): (.*)$/.exec(
          (error as Error).message,
        );
      if (named?.[1] !== undefined) throw new ZipRefusal('path', named[1]);
      throw new ZipRefusal('broken', `not a readable zip: ${(error as Error).message}`);
    }
  }

  has(name: string): boolean {
    return this.entries.has(name);
  }

  /** The entry's declared (and, once extracted, proven) size. */
  sizeOf(name: string): number {
    return this.entries.get(name)?.uncompressedSize ?? 0;
  }

  /** Inflates the entry to `file` (mode 600); ZipRefusal 'broken' when its bytes are not as declared. */
  async extract(name: string, file: string): Promise<number> {
    const entry = this.entries.get(name);
    if (!entry) throw new Error(`no entry ${name}`);
    try {
      const stream = await new Promise<Readable>((resolve, reject) => {
        this.zip.openReadStream(entry, (error, s) => (error ? reject(error) : resolve(s)));
      });
      const out = createWriteStream(file, { flags: 'wx', mode: 0o600 });
      await pipeline(stream, out);
      return out.bytesWritten;
    } catch (error) {
      throw new ZipRefusal('broken', `${name}: ${(error as Error).message}`);
    }
  }

  close(): void {
    this.zip.close();
  }
}
