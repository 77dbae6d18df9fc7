import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import {
  UPLOAD_MAX_BYTES,
  UPLOAD_TYPES,
  uploadExtension,
  withoutForbiddenCharacters,
  type UploadExtension,
} from '@ir/domain';
import { boundedWork } from '../busy.ts';
import type { ScanOutcome } from '../metrics.ts';
import type { FileStorage } from '../storage.ts';
import { ClamdError, scanWithClamd } from './clamd.ts';
import { sniffAs } from './content-type.ts';
import { oleHasMacros } from './ole-guard.ts';
import { checkPdf, checkPdfBytes, PdfRefusal } from './pdf-guard.ts';
import { UploadRefusal } from './refusal.ts';
import { checkZip, ZipRefusal } from './zip-guard.ts';

/** A file that passed every check and is stored. */
export interface AcceptedUpload {
  sha256: string;
  size: number;
  /** From the allow-list for the extension, never from the client's Content-Type. */
  mime: string;
  ext: UploadExtension;
  /** The client's file name, for display only; storage never uses it. */
  originalName: string;
}

export interface ReceivedUpload {
  file: AcceptedUpload;
  /** The form's text fields (e.g. printkey); validate them like any other input. */
  fields: Record<string, string>;
}

export interface UploadPipelineOptions {
  storage: FileStorage;
  /** clamd to scan with; unset only outside production (config.ts requires it there). */
  clamavUrl: string | undefined;
  log: FastifyBaseLogger;
  /** Told each scan's outcome, for the metrics. */
  onScan?: (outcome: ScanOutcome) => void;
}

export interface ReceiveOptions {
  /**
   * Runs once the whole form is read and before the file is checked, scanned or stored: a
   * refusal here (an unknown parcel in the form's fields, an account past its daily quota with
   * this file's `size`) throws and stores nothing.
   */
  checkFields?: (fields: Record<string, string>, file: { size: number }) => Promise<void>;
}

/** A file field of a form: its cap, and what reads it (spooled to disk when nothing does). */
export interface FormFileSpec {
  maxBytes: number;
  tooLarge: Error;
  /**
   * Reads the part as it arrives instead of spooling it (a batch's CSV, refused at its row
   * limit without reading the rest); a throw stops the form there. The bytes it is given are
   * capped at maxBytes.
   */
  read?: (part: AsyncIterable<Buffer>) => Promise<void>;
}

/** A batch form's shape: its file fields with their caps, and its text fields. */
export interface FormSpec {
  files: Record<string, FormFileSpec>;
  fields: readonly string[];
  fieldSize: number;
  /**
   * Runs once on the text fields sent before the first file part (or at the end, with no file
   * part): a refusal here (a captcha) throws before a byte of any file is read.
   */
  beforeFiles?: (fields: Record<string, string>) => Promise<void>;
}

/** A file part on disk, as sent: nothing about it is checked yet. */
export interface SpooledPart {
  file: string;
  size: number;
  /** The client's file name, for messages only. */
  originalName: string;
}

export interface ReceivedForm {
  fields: Record<string, string>;
  /** The spooled file parts; a part its spec's `read` took is not among them. */
  files: Record<string, SpooledPart | undefined>;
  /** The private temp folder the parts are in; the caller may put more files there. */
  dir: string;
  dispose: () => Promise<void>;
}

interface Spooled {
  file: string;
  size: number;
  ext: UploadExtension;
  originalName: string;
}

/**
 * Files checked, scanned and stored at once per instance, and how many may wait: clamd and
 * the database do that work, and past this they only queue. A file past the queue is refused
 * with 503 after its body was read, so the browser gets the answer, not a reset.
 */
const CHECK_CONCURRENCY = 4;
const CHECK_QUEUE = 32;
const checking = boundedWork('upload-check', CHECK_CONCURRENCY, CHECK_QUEUE);

/**
 * The spooled file is read in pieces of this size for the scan and the store: a 1 MB photo
 * in one or two reads instead of sixteen of the default 64 KiB, each a trip through libuv's
 * thread pool and back (the database store keeps 1 MiB chunks; clamd gets its own chunks).
 */
const READ_BYTES = 1024 * 1024;

/**
 * A file up to this size (a phone's photo, a scanned page) is read once, whole, and that one
 * Buffer is sniffed, checked, scanned and stored: streamed, each of those reads allocated its
 * own 1 MiB pieces, and collecting them was most of the check's CPU. Larger files stream; at
 * most CHECK_CONCURRENCY files are held at once.
 */
const IN_MEMORY_BYTES = 4 * 1024 * 1024;

/** Room for the form's text fields and multipart boundaries beside the file itself. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

/**
 * Receives one file from a multipart request: streamed to a private temp file with a byte
 * cap, sniffed against the allow-list (the extension alone is never trusted), zip-checked
 * for docx/xlsx, refused when a PDF holds script or an Office file macros, scanned by clamd
 * (fail closed), then put in storage. Throws UploadRefusal.
 */
export class UploadPipeline {
  private readonly maxBytes = UPLOAD_MAX_BYTES;
  private warnedNoScanner = false;

  constructor(private readonly options: UploadPipelineOptions) {}

  async receive(request: FastifyRequest, options: ReceiveOptions = {}): Promise<ReceivedUpload> {
    try {
      return await this.receiveFile(request, options);
    } catch (error) {
      if (error instanceof UploadRefusal) {
        // The reason (a signature, a zip problem, clamd's failure) is for operators only.
        const level = error.code === 'malware' || error.code === 'scan_failed' ? 'warn' : 'info';
        request.log[level](
          { upload: { code: error.code, detail: error.detail } },
          'upload refused',
        );
      }
      throw error;
    }
  }

  private async receiveFile(
    request: FastifyRequest,
    options: ReceiveOptions,
  ): Promise<ReceivedUpload> {
    if (typeof request.isMultipart !== 'function') {
      throw new Error('Register acceptMultipart in the route module that receives uploads');
    }
    if (!request.isMultipart()) throw new UploadRefusal('no_file', 'not a multipart request');
    // A body declared too large is refused before a byte of it is read.
    const declared = Number(request.headers['content-length']);
    if (declared > this.maxBytes + FORM_OVERHEAD_BYTES) {
      throw new UploadRefusal('too_large', `declared ${declared} bytes`);
    }
    // Nothing is checked or stored until the whole form is read: a refused form stores nothing.
    const dir = await mkdtemp(path.join(os.tmpdir(), 'ir-upload-'));
    try {
      const fields: Record<string, string> = {};
      let spooled: Spooled | undefined;
      try {
        const parts = request.parts({
          limits: { fileSize: this.maxBytes, files: 1, fields: 20, fieldSize: 2048, parts: 21 },
        });
        for await (const part of parts) {
          if (part.type === 'field') fields[part.fieldname] = String(part.value);
          else spooled = await this.spool(part, path.join(dir, 'upload'));
        }
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw new UploadRefusal('too_large', `over ${this.maxBytes} bytes`);
        }
        throw error;
      }
      if (!spooled) throw new UploadRefusal('no_file', 'no file part');
      await options.checkFields?.(fields, { size: spooled.size });
      const checked = spooled;
      return { file: await checking(() => this.check(checked)), fields };
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  /**
   * Reads a multipart form of several named files (a batch's CSV and ZIP) and text fields,
   * each file streamed to a private temp folder under its own byte cap; nothing is checked,
   * scanned or stored. A part over its cap throws its `tooLarge`. The caller disposes of the
   * folder (`dispose`) when done with the files.
   */
  async receiveForm(request: FastifyRequest, spec: FormSpec): Promise<ReceivedForm> {
    if (typeof request.isMultipart !== 'function') {
      throw new Error('Register acceptMultipart in the route module that receives uploads');
    }
    if (!request.isMultipart()) throw new UploadRefusal('no_file', 'not a multipart request');
    const caps = Object.values(spec.files);
    const declared = Number(request.headers['content-length']);
    const most = caps.reduce((sum, f) => sum + f.maxBytes, 0) + FORM_OVERHEAD_BYTES;
    if (declared > most) {
      throw caps.reduce((a, b) => (a.maxBytes >= b.maxBytes ? a : b)).tooLarge;
    }
    const dir = await mkdtemp(path.join(os.tmpdir(), 'ir-form-'));
    const dispose = () => rm(dir, { recursive: true, force: true });
    try {
      const fields: Record<string, string> = {};
      const files: Record<string, SpooledPart> = {};
      const read = new Set<string>();
      let checked = false;
      const checkFields = async () => {
        if (checked) return;
        checked = true;
        await spec.beforeFiles?.(fields);
      };
      const parts = request.parts({
        limits: {
          fileSize: Math.max(...caps.map((f) => f.maxBytes)) + 1,
          files: caps.length,
          fields: spec.fields.length,
          fieldSize: spec.fieldSize,
          parts: caps.length + spec.fields.length,
        },
      });
      for await (const part of parts) {
        if (part.type === 'field') {
          if (spec.fields.includes(part.fieldname)) fields[part.fieldname] = String(part.value);
          continue;
        }
        const cap = spec.files[part.fieldname];
        if (!cap || files[part.fieldname] || read.has(part.fieldname)) {
          part.file.resume();
          continue;
        }
        await checkFields();
        if (cap.read) {
          read.add(part.fieldname);
          await cap.read(capped(part, cap));
        } else {
          const file = path.join(dir, `part-${Object.keys(files).length}`);
          files[part.fieldname] = await spoolCapped(part, file, cap);
        }
      }
      await checkFields();
      return { fields, files, dir, dispose };
    } catch (error) {
      await dispose();
      throw error;
    }
  }

  /**
   * Checks a file already on disk (a ZIP entry) as `receive` checks an upload: the extension
   * on the allow-list, at most UPLOAD_MAX_BYTES, its content sniffed, Office and PDF files
   * checked for macros and script, scanned by clamd, then stored. Throws UploadRefusal.
   */
  async checkFile(file: string, name: string, size: number): Promise<AcceptedUpload> {
    const originalName = displayName(name);
    const ext = uploadExtension(originalName);
    try {
      if (!ext) throw new UploadRefusal('bad_file_type', `extension of ${JSON.stringify(name)}`);
      if (size > this.maxBytes) throw new UploadRefusal('too_large', `${size} bytes`);
      return await checking(() => this.check({ file, size, ext, originalName }));
    } catch (error) {
      if (error instanceof UploadRefusal) {
        const level = error.code === 'malware' || error.code === 'scan_failed' ? 'warn' : 'info';
        this.options.log[level](
          { upload: { code: error.code, detail: error.detail } },
          'file refused',
        );
      }
      throw error;
    }
  }

  /** Writes the file part to `file` (mode 600), refusing a bad extension or a cut-off file. */
  private async spool(part: MultipartFile, file: string): Promise<Spooled> {
    const originalName = displayName(part.filename);
    const ext = uploadExtension(originalName);
    if (!ext) {
      part.file.resume();
      throw new UploadRefusal('bad_file_type', `extension of ${JSON.stringify(originalName)}`);
    }
    const out = createWriteStream(file, { flags: 'wx', mode: 0o600 });
    // Refused at the limit, not at the end of the part: the parser would otherwise read a body
    // of any length (sent without Content-Length) to its end before the answer; the rest is
    // then read to nothing only up to a cap (discard-body.ts).
    part.file.once('limit', () =>
      part.file.destroy(new UploadRefusal('too_large', `over ${this.maxBytes} bytes`)),
    );
    await pipeline(part.file, out);
    if (part.file.truncated) throw new UploadRefusal('too_large', `over ${this.maxBytes} bytes`);
    return { file, size: out.bytesWritten, ext, originalName };
  }

  private async check({ file, size, ext, originalName }: Spooled): Promise<AcceptedUpload> {
    if (ext === 'docx' || ext === 'xlsx') await this.checkZip(file);
    const bytes = size <= IN_MEMORY_BYTES ? await readFile(file) : undefined;
    const content = () => bytes ?? createReadStream(file, { highWaterMark: READ_BYTES });
    const type = await sniffAs(file, ext, bytes);
    if (!type) throw new UploadRefusal('bad_file_type', `content is not .${ext}`);
    await this.checkActiveContent(file, ext, bytes);
    await this.scan(content);
    const stored = await this.options.storage.put(content());
    return { ...stored, mime: UPLOAD_TYPES[ext], ext, originalName };
  }

  private async checkZip(file: string): Promise<void> {
    try {
      await checkZip(file);
    } catch (error) {
      if (error instanceof ZipRefusal) {
        throw new UploadRefusal('bad_file_type', `zip ${error.problem}: ${error.message}`);
      }
      throw error;
    }
  }

  /**
   * A PDF with script and a .doc or .xls with macros get the bad-type answer (decision 028):
   * they run code on the reviewer's machine. docx/xlsx macros are found by checkZip.
   */
  private async checkActiveContent(
    file: string,
    ext: UploadExtension,
    bytes: Buffer | undefined,
  ): Promise<void> {
    if (ext === 'pdf') {
      try {
        if (bytes) checkPdfBytes(bytes);
        else await checkPdf(file);
      } catch (error) {
        if (error instanceof PdfRefusal) {
          throw new UploadRefusal('bad_file_type', `pdf ${error.problem}: ${error.message}`);
        }
        throw error;
      }
    }
    if ((ext === 'doc' || ext === 'xls') && (await oleHasMacros(file))) {
      throw new UploadRefusal('bad_file_type', `.${ext} with a VBA project`);
    }
  }

  private async scan(content: () => Buffer | Readable): Promise<void> {
    const { clamavUrl, log, onScan } = this.options;
    if (!clamavUrl) {
      onScan?.('unscanned');
      if (!this.warnedNoScanner) {
        this.warnedNoScanner = true;
        log.warn('CLAMAV_URL is not set: uploads are not scanned for malware (development only)');
      }
      return;
    }
    let result;
    try {
      result = await scanWithClamd(clamavUrl, content());
    } catch (error) {
      onScan?.('failed');
      if (error instanceof ClamdError) {
        throw new UploadRefusal('scan_failed', `${error.reason}: ${error.message}`);
      }
      throw error;
    }
    onScan?.(result.clean ? 'clean' : 'malware');
    if (!result.clean) throw new UploadRefusal('malware', result.signature);
  }
}

/**
 * The base name without the characters no text field takes (controls, and the bidi overrides
 * that make "invoice\u202Efdp.exe" read as "invoiceexe.pdf"), at most 255 characters: for
 * display only. They are dropped rather than the file refused: a name is not the owner's input
 * to correct, and the extension is read from what is left.
 */
function displayName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  return withoutForbiddenCharacters(base).trim().slice(-255);
}

/**
 * A file part's bytes as they arrive, throwing `cap.tooLarge` past `cap.maxBytes`. A reader
 * that stops early leaves the rest unread: the multipart parser then skips it, or the answer's
 * discard (discard-body.ts) reads it to nothing.
 */
async function* capped(
  part: MultipartFile,
  cap: { maxBytes: number; tooLarge: Error },
): AsyncGenerator<Buffer> {
  let size = 0;
  try {
    for await (const chunk of part.file as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > cap.maxBytes) throw cap.tooLarge;
      yield chunk;
    }
  } finally {
    // Let the parser move on past what was not read (an early stop, a refusal).
    if (!part.file.readableEnded) part.file.resume();
  }
  if (part.file.truncated) throw cap.tooLarge;
}

/** Writes a file part to `file` (mode 600), throwing `cap.tooLarge` past `cap.maxBytes`. */
async function spoolCapped(
  part: MultipartFile,
  file: string,
  cap: { maxBytes: number; tooLarge: Error },
): Promise<SpooledPart> {
  const out = createWriteStream(file, { flags: 'wx', mode: 0o600 });
  await pipeline(capped(part, cap), out);
  return { file, size: out.bytesWritten, originalName: displayName(part.filename) };
}
