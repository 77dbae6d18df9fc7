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

export type ZipProblem =
  | 'entries'
  | 'total'
  | 'ratio'
  | 'encrypted'
  | 'broken'
  | 'macros'
  // A batch's ZIP (zip-archive.ts): an entry in a folder or with a path, or a name twice.
  | 'path'
  | 'duplicate';

/**
 * The parts that carry macros: a VBA project (`word/vbaProject.bin`, `xl/vbaProject.bin`, and
 * its signature) and Excel 4.0 macro sheets, which run without any VBA.
 */
const MACRO_PART = /(^|\/)vbaproject(signature)?\.bin$|^xl\/macrosheets\//i;
/** What [Content_Types].xml declares for a macro-enabled document, a VBA project or a macro sheet. */
const MACRO_CONTENT_TYPE = /macroEnabled|vbaProject|macrosheet/i;
const CONTENT_TYPES = '[Content_Types].xml';
/** A real [Content_Types].xml is a few KiB; it is read whole, so it is bounded. */
const CONTENT_TYPES_MAX_BYTES = 1024 * 1024;

export class ZipRefusal extends Error {
  constructor(
    readonly problem: ZipProblem,
    message: string,
    /** The entry at fault, when one is (for a refusal that names it). */
    readonly entry?: string,
  ) {
    super(message);
    this.name = 'ZipRefusal';
  }
}

/**
 * Reads every entry of the zip at `file` and throws ZipRefusal when it is broken, encrypted,
 * expands past the limits, or carries macros (a macro part, or a macro content type declared).
 * Entries are inflated (and thrown away) because only that proves the declared sizes the
 * limits are checked on.
 */
export async function checkZip(file: string, limits: ZipLimits = ZIP_LIMITS): Promise<void> {
  const zip = await openZip(file);
  try {
    if (zip.entryCount > limits.maxEntries) {
      throw new ZipRefusal('entries', `${zip.entryCount} entries (at most ${limits.maxEntries})`);
    }
    let declared = 0;
    for (let entry = await nextEntry(zip); entry; entry = await nextEntry(zip)) {
      declared = withinLimits(entry, declared, limits);
      if (MACRO_PART.test(entry.fileName)) {
        throw new ZipRefusal('macros', `${entry.fileName} holds macros`);
      }
      if (entry.fileName.endsWith('/')) continue;
      const isContentTypes = entry.fileName === CONTENT_TYPES;
      if (isContentTypes && entry.uncompressedSize > CONTENT_TYPES_MAX_BYTES) {
        throw new ZipRefusal('total', `${CONTENT_TYPES} of ${entry.uncompressedSize} bytes`);
      }
      const content = await inflate(zip, entry, isContentTypes);
      if (content !== undefined && MACRO_CONTENT_TYPE.test(content)) {
        throw new ZipRefusal('macros', `${CONTENT_TYPES} declares macros`);
      }
    }
  } catch (error) {
    if (error instanceof ZipRefusal) throw error;
    throw new ZipRefusal('broken', `not a readable zip: ${(error as Error).message}`);
  } finally {
    zip.close();
  }
}

/**
 * Refuses an encrypted entry, or one that takes the declared total (`declared` before it) or
 * its own expansion ratio past the limits; the declared total with it.
 */
export function withinLimits(entry: yauzl.Entry, declared: number, limits: ZipLimits): number {
  if (entry.isEncrypted()) {
    throw new ZipRefusal('encrypted', `${entry.fileName} is encrypted`, entry.fileName);
  }
  const total = declared + entry.uncompressedSize;
  if (total > limits.maxTotalBytes) {
    throw new ZipRefusal('total', `expands past ${limits.maxTotalBytes} bytes`);
  }
  const ratio = entry.uncompressedSize / Math.max(entry.compressedSize, 1);
  if (entry.uncompressedSize >= limits.ratioMinBytes && ratio > limits.maxRatio) {
    throw new ZipRefusal(
      'ratio',
      `${entry.fileName} expands ${Math.round(ratio)}×`,
      entry.fileName,
    );
  }
  return total;
}

export function openZip(file: string): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.open(
      file,
      { lazyEntries: true, autoClose: false, validateEntrySizes: true, strictFileNames: false },
      (error, zip) => (error ? reject(new ZipRefusal('broken', error.message)) : resolve(zip)),
    );
  });
}

/** The next entry, or undefined at the end of the central directory. */
export function nextEntry(zip: yauzl.ZipFile): Promise<yauzl.Entry | undefined> {
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

/**
 * Inflates an entry, to its text when `keep` (bounded by the limits already checked) or else to
 * nothing; yauzl fails it if its bytes exceed its declared size.
 */
async function inflate(
  zip: yauzl.ZipFile,
  entry: yauzl.Entry,
  keep: boolean,
): Promise<string | undefined> {
  const stream = await new Promise<Readable>((resolve, reject) => {
    zip.openReadStream(entry, (error, s) => (error ? reject(error) : resolve(s)));
  });
  if (!keep) {
    await finished(stream.resume());
    return undefined;
  }
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
