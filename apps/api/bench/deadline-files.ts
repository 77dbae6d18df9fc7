/**
 * The evidence a virtual owner attaches: a scanned appraisal (a one-page PDF holding a
 * greyscale JPEG, about 200 KB) and a photo (a JPEG of about 1 MB). Both are real files that
 * any reader opens, built once per bench run; each journey's copy carries its own tag, so the
 * server's content-addressed storage stores and scans every one anew.
 */
import { createHash, randomBytes } from 'node:crypto';

export interface Evidence {
  name: string;
  type: string;
  bytes: Buffer;
  sha256: string;
}

const TAG_LENGTH = 32;
const PLACEHOLDER = 'T'.repeat(TAG_LENGTH);

/** Entropy-coded data with JPEG's byte stuffing (an 0xFF data byte is followed by 0x00). */
class BitWriter {
  private readonly out: number[] = [];
  private acc = 0;
  private bits = 0;

  write(value: number, length: number): void {
    this.acc = (this.acc << length) | (value & ((1 << length) - 1));
    this.bits += length;
    while (this.bits >= 8) {
      const byte = (this.acc >> (this.bits - 8)) & 0xff;
      this.out.push(byte);
      if (byte === 0xff) this.out.push(0);
      this.bits -= 8;
      this.acc &= (1 << this.bits) - 1;
    }
  }

  /** Pads the last byte with 1 bits, as the standard asks. */
  finish(): Buffer {
    if (this.bits > 0) this.write((1 << (8 - this.bits)) - 1, 8 - this.bits);
    return Buffer.from(this.out);
  }
}

function segment(marker: number, body: Buffer): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt16BE(marker, 0);
  head.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([head, body]);
}

/** A Huffman table whose symbols all have 4-bit codes: symbol i gets code i. */
function huffmanTable(tableClass: number, symbols: number[]): Buffer {
  const counts = Buffer.alloc(16);
  counts[3] = symbols.length;
  return Buffer.concat([Buffer.from([tableClass << 4]), counts, Buffer.from(symbols)]);
}

const bitLength = (n: number) => (n === 0 ? 0 : 32 - Math.clz32(n));

/** xorshift32: a cheap, seeded source for the noise (the content only has to be incompressible). */
function noise(seed: number): () => number {
  let x = seed >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return x >>> 0;
  };
}

/**
 * A baseline greyscale JPEG of random texture, with a comment segment holding PLACEHOLDER.
 * Every coefficient is coded (no zero runs), with two small Huffman tables of 4-bit codes, so
 * the scan is about 52 bytes per 8×8 block: photo-like size for the pixels, with no encoder
 * library needed.
 */
function jpeg(width: number, height: number, seed: number): Buffer {
  const next = noise(seed);
  const scan = new BitWriter();
  let previousDc = 0;
  const blocks = Math.ceil(width / 8) * Math.ceil(height / 8);
  for (let b = 0; b < blocks; b++) {
    const dc = (next() % 801) - 400;
    const diff = dc - previousDc;
    previousDc = dc;
    const category = bitLength(Math.abs(diff));
    scan.write(category, 4);
    if (category > 0) scan.write(diff > 0 ? diff : diff + (1 << category) - 1, category);
    for (let k = 1; k < 64; k++) {
      const r = next();
      const magnitude = 1 + (r % 7);
      const value = r & 0x80000000 ? -magnitude : magnitude;
      const size = bitLength(magnitude);
      // AC symbol (run 0, size s) is s in the table below; its code is s.
      scan.write(size, 4);
      scan.write(value > 0 ? value : value + (1 << size) - 1, size);
    }
  }
  const frame = Buffer.alloc(9);
  frame.writeUInt8(8, 0);
  frame.writeUInt16BE(height, 1);
  frame.writeUInt16BE(width, 3);
  frame.set([1, 1, 0x11, 0], 5);
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    segment(0xffe0, Buffer.from('JFIF\0\x01\x01\0\0\x01\0\x01\0\0', 'latin1')),
    segment(0xfffe, Buffer.from(`evidence ${PLACEHOLDER}`, 'latin1')),
    segment(0xffdb, Buffer.concat([Buffer.from([0]), Buffer.alloc(64, 1)])),
    segment(0xffc0, frame),
    segment(
      0xffc4,
      huffmanTable(
        0,
        Array.from({ length: 12 }, (_, i) => i),
      ),
    ),
    segment(
      0xffc4,
      huffmanTable(
        1,
        Array.from({ length: 11 }, (_, i) => i),
      ),
    ),
    segment(0xffda, Buffer.from([1, 1, 0, 0, 63, 0])),
    scan.finish(),
    Buffer.from([0xff, 0xd9]),
  ]);
}

/** A one-page PDF showing `image` (a greyscale JPEG) as a scanned page, with PLACEHOLDER in a comment. */
function scannedPdf(image: Buffer, width: number, height: number): Buffer {
  const parts: Buffer[] = [];
  const offsets: number[] = [];
  let length = 0;
  const add = (part: string | Buffer) => {
    const bytes = typeof part === 'string' ? Buffer.from(part, 'latin1') : part;
    parts.push(bytes);
    length += bytes.length;
  };
  const object = (n: number, head: string, stream?: Buffer) => {
    offsets[n] = length;
    add(`${n} 0 obj\n${head}\n`);
    if (stream) {
      add('stream\n');
      add(stream);
      add('\nendstream\n');
    }
    add('endobj\n');
  };
  add(`%PDF-1.4\n%\xe2\xe3\xcf\xd3\n% evidence ${PLACEHOLDER}\n`);
  const drawing = Buffer.from(
    `q 540 0 0 ${Math.round((540 * height) / width)} 36 120 cm /Im1 Do Q\n`,
  );
  object(1, '<< /Type /Catalog /Pages 2 0 R >>');
  object(2, '<< /Type /Pages /Kids [3 0 R] /Count 1 >>');
  object(
    3,
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /XObject << /Im1 4 0 R >> >> /Contents 5 0 R >>',
  );
  object(
    4,
    `<< /Type /XObject /Subtype /Image /Width ${width} /Height ${height} /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /DCTDecode /Length ${image.length} >>`,
    image,
  );
  object(5, `<< /Length ${drawing.length} >>`, drawing);
  const xref = length;
  add(`xref\n0 6\n0000000000 65535 f \n`);
  for (let n = 1; n <= 5; n++) add(`${String(offsets[n]).padStart(10, '0')} 00000 n \n`);
  add(`trailer\n<< /Size 6 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
  return Buffer.concat(parts);
}

interface Template {
  name: string;
  type: string;
  bytes: Buffer;
  /** Where PLACEHOLDER is: a fixed-width tag, so no offset inside the file moves. */
  tagAt: number;
}

function template(name: string, type: string, bytes: Buffer): Template {
  const tagAt = bytes.indexOf(PLACEHOLDER, 0, 'latin1');
  if (tagAt < 0) throw new Error(`${name} has no tag placeholder`);
  return { name, type, bytes, tagAt };
}

/** The two files of a journey, from templates made once. */
export function evidenceMaker(): () => [Evidence, Evidence] {
  const scanWidth = 576;
  const scanHeight = 448;
  const templates = [
    template(
      'appraisal.pdf',
      'application/pdf',
      scannedPdf(jpeg(scanWidth, scanHeight, 0x5ca77ed), scanWidth, scanHeight),
    ),
    template('front-of-house.jpg', 'image/jpeg', jpeg(1280, 1024, 0x9407a)),
  ];
  return () =>
    templates.map((t) => {
      const bytes = Buffer.from(t.bytes);
      bytes.write(randomBytes(TAG_LENGTH / 2).toString('hex'), t.tagAt, 'latin1');
      return {
        name: t.name,
        type: t.type,
        bytes,
        sha256: createHash('sha256').update(bytes).digest('hex'),
      };
    }) as [Evidence, Evidence];
}
