import type { FileHandle } from 'node:fs/promises';

/**
 * Just enough of the POSIX ustar format for the embedded database's backups: regular files
 * with short names, written and read in order. A backup is then a plain `.tar` that
 * `tar -tvf` lists and any tar extracts, without a dependency for a hundred lines.
 */

const BLOCK = 512;
const MAX_SIZE = 0o77777777777; // 11 octal digits: 8 GiB per entry

export class TarError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TarError';
  }
}

function octal(value: number, width: number): string {
  return `${value.toString(8).padStart(width - 1, '0')}\0`;
}

function header(name: string, size: number, mtime: Date): Buffer {
  if (Buffer.byteLength(name) > 100) throw new TarError(`name too long for the archive: ${name}`);
  if (size > MAX_SIZE) throw new TarError(`${name} is too large for the archive`);
  const block = Buffer.alloc(BLOCK);
  block.write(name, 0, 100, 'utf8');
  block.write(octal(0o644, 8), 100, 'ascii');
  block.write(octal(0, 8), 108, 'ascii');
  block.write(octal(0, 8), 116, 'ascii');
  block.write(octal(size, 12), 124, 'ascii');
  block.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136, 'ascii');
  block.write(' '.repeat(8), 148, 'ascii');
  block.write('0', 156, 'ascii');
  block.write('ustar\0', 257, 'ascii');
  block.write('00', 263, 'ascii');
  block.write(`${checksum(block).toString(8).padStart(6, '0')}\0 `, 148, 'ascii');
  return block;
}

/** The sum of the header's bytes with the checksum field read as spaces. */
function checksum(block: Buffer): number {
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : (block[i] as number);
  return sum;
}

const padding = (size: number) => (BLOCK - (size % BLOCK)) % BLOCK;

/** Appends entries to an open file, in order; `finish` writes the end-of-archive blocks. */
export class TarWriter {
  private position = 0;
  constructor(private readonly out: FileHandle) {}

  private async write(bytes: Uint8Array): Promise<void> {
    let done = 0;
    while (done < bytes.length) {
      const { bytesWritten } = await this.out.write(bytes, done, bytes.length - done, null);
      done += bytesWritten;
    }
    this.position += bytes.length;
  }

  async addBytes(name: string, bytes: Uint8Array, mtime = new Date()): Promise<void> {
    await this.write(header(name, bytes.length, mtime));
    await this.write(bytes);
    await this.write(Buffer.alloc(padding(bytes.length)));
  }

  /** Copies a file in 1 MiB pieces, so a large upload never sits in memory whole. */
  async addFile(name: string, source: FileHandle, mtime = new Date()): Promise<void> {
    const { size } = await source.stat();
    await this.write(header(name, size, mtime));
    const chunk = Buffer.alloc(1024 * 1024);
    let copied = 0;
    while (copied < size) {
      const { bytesRead } = await source.read(
        chunk,
        0,
        Math.min(chunk.length, size - copied),
        copied,
      );
      if (bytesRead === 0) throw new TarError(`${name} shrank while it was being copied`);
      await this.write(chunk.subarray(0, bytesRead));
      copied += bytesRead;
    }
    await this.write(Buffer.alloc(padding(size)));
  }

  async finish(): Promise<void> {
    await this.write(Buffer.alloc(BLOCK * 2));
  }
}

export interface TarEntry {
  name: string;
  size: number;
  /** Where the entry's bytes start in the archive. */
  offset: number;
}

/** The regular files of an archive written by TarWriter (or any plain ustar tar). */
export async function listTar(archive: FileHandle): Promise<TarEntry[]> {
  const { size: total } = await archive.stat();
  const entries: TarEntry[] = [];
  const block = Buffer.alloc(BLOCK);
  let position = 0;
  for (;;) {
    if (position + BLOCK > total) throw new TarError('the archive is cut short');
    const { bytesRead } = await archive.read(block, 0, BLOCK, position);
    if (bytesRead !== BLOCK) throw new TarError('the archive is cut short');
    if (block.every((b) => b === 0)) return entries;
    const stored = parseInt(block.toString('ascii', 148, 156).replace(/[\0 ]/g, ''), 8);
    if (stored !== checksum(block)) throw new TarError('the archive is damaged (bad checksum)');
    const field = (start: number, length: number) =>
      block.toString('utf8', start, start + length).replace(/\0.*$/s, '');
    const prefix = field(345, 155);
    const name = prefix ? `${prefix}/${field(0, 100)}` : field(0, 100);
    const size = parseInt(field(124, 12).trim() || '0', 8);
    const type = field(156, 1);
    position += BLOCK;
    if (position + size > total) throw new TarError(`the archive is cut short in ${name}`);
    if (type === '0' || type === '') entries.push({ name, size, offset: position });
    position += size + padding(size);
  }
}

/** Reads an entry's bytes in pieces of at most 1 MiB. */
export async function* readEntry(archive: FileHandle, entry: TarEntry): AsyncGenerator<Buffer> {
  let read = 0;
  while (read < entry.size) {
    const length = Math.min(1024 * 1024, entry.size - read);
    const chunk = Buffer.alloc(length);
    const { bytesRead } = await archive.read(chunk, 0, length, entry.offset + read);
    if (bytesRead === 0) throw new TarError(`the archive is cut short in ${entry.name}`);
    yield chunk.subarray(0, bytesRead);
    read += bytesRead;
  }
}
