import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import yauzl from 'yauzl';

/**
 * What a docx/xlsx may expand to. Office files are XML and media in a zip: real ones of 25 MiB
 * expand to a few hundred MiB at most, with XML compressing 10-30×; a zip bomb reaches
 * 1000× per entry, or hides a huge entry behind small declared sizes.
 */
export interface ZipLimits {
  maxEntries: number;
  /**
   * Sum of the declared uncompressed sizes. Every entry is inflated and yauzl fails one whose
   * bytes exceed its declared size, so the declared sum bounds the real expansion too.
   */
  maxTotalBytes: number;
  /** Uncompressed / compressed, for entries of at least ratioMinBytes uncompressed. */
  maxRatio: number;
  ratioMinBytes: number;
}

export const ZIP_LIMITS: ZipLimits = {
  maxEntries: 10_000,
  maxTotalBytes: 300 * 1024 * 1024,
  maxRatio: 200,
  ratioMinBytes: 1024 * 1024,
};

export type ZipProblem = 'entries' | 'total' | 'ratio' | 'encrypted' | 'broken';

export class ZipRefusal extends Error {
  constructor(
    readonly problem: ZipProblem,
    message: string,
  ) {
    super(message);
    this.name = 'ZipRefusal';
  }
}

/**
 * Reads every entry of the zip at `file` and throws ZipRefusal when it is broken, encrypted,
 * or expands past the limits. Entries are inflated (and thrown away) because only that proves
 * the declared sizes the limits are checked on.
 */
export async function checkZip(file: string, limits: ZipLimits = ZIP_LIMITS): Promise<void> {
  const zip = await open(file);
  try {
    if (zip.entryCount > limits.maxEntries) {
      throw new ZipRefusal('entries', `${zip.entryCount} entries (at most ${limits.maxEntries})`);
    }
    let declared = 0;
    for (let entry = await next(zip); entry; entry = await next(zip)) {
      if (entry.isEncrypted()) throw new ZipRefusal('encrypted', `${entry.fileName} is encrypted`);
      declared += entry.uncompressedSize;
      if (declared > limits.maxTotalBytes) {
        throw new ZipRefusal('total', `expands past ${limits.maxTotalBytes} bytes`);
      }
      const ratio = entry.uncompressedSize / Math.max(entry.compressedSize, 1);
      if (entry.uncompressedSize >= limits.ratioMinBytes && ratio > limits.maxRatio) {
        throw new ZipRefusal('ratio', `${entry.fileName} expands ${Math.round(ratio)}×`);
      }
      if (entry.fileName.endsWith('/')) continue;
      await inflate(zip, entry);
    }
  } catch (error) {
    if (error instanceof ZipRefusal) throw error;
    throw new ZipRefusal('broken', `not a readable zip: ${(error as Error).message}`);
  } finally {
    zip.close();
  }
}

function open(file: string): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.open(
      file,
      { lazyEntries: true, autoClose: false, validateEntrySizes: true, strictFileNames: false },
      (error, zip) => (error ? reject(new ZipRefusal('broken', error.message)) : resolve(zip)),
    );
  });
}

/** The next entry, or undefined at the end of the central directory. */
function next(zip: yauzl.ZipFile): Promise<yauzl.Entry | undefined> {
  return new Promise((resolve, reject) => {
    const done = () => {
      zip.off('entry', onEntry).off('end', onEnd).off('error', onError);
    };
    const onEntry = (entry: yauzl.Entry) => {
      done();
      resolve(entry);
    };
    const onEnd = () => {
      done();
      resolve(undefined);
    };
    const onError = (error: Error) => {
      done();
      reject(error);
    };
    zip.on('entry', onEntry).on('end', onEnd).on('error', onError);
    zip.readEntry();
  });
}

/** Inflates an entry to nothing; yauzl fails it if its bytes exceed its declared size. */
async function inflate(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<void> {
  const stream = await new Promise<Readable>((resolve, reject) => {
    zip.openReadStream(entry, (error, s) => (error ? reject(error) : resolve(s)));
  });
  await finished(stream.resume());
}
