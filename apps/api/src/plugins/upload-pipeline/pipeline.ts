import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { UPLOAD_MAX_BYTES, UPLOAD_TYPES, uploadExtension, type UploadExtension } from '@ir/domain';
import type { FileStorage } from '../storage.ts';
import { ClamdError, scanWithClamd } from './clamd.ts';
import { sniffAs } from './content-type.ts';
import { UploadRefusal } from './refusal.ts';
import { checkZip, ZipRefusal, type ZipLimits } from './zip-guard.ts';

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
  maxBytes?: number;
  zipLimits?: ZipLimits;
  clamdTimeoutMs?: number;
}

/** Room for the form's text fields and multipart boundaries beside the file itself. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

/**
 * Receives one file from a multipart request: streamed to a private temp file with a byte
 * cap, sniffed against the allow-list (the extension alone is never trusted), zip-checked
 * for docx/xlsx, scanned by clamd (fail closed), then put in storage. Throws UploadRefusal.
 */
export class UploadPipeline {
  private readonly maxBytes: number;
  private warnedNoScanner = false;

  constructor(private readonly options: UploadPipelineOptions) {
    this.maxBytes = options.maxBytes ?? UPLOAD_MAX_BYTES;
  }

  async receive(request: FastifyRequest): Promise<ReceivedUpload> {
    try {
      return await this.receiveFile(request);
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

  private async receiveFile(request: FastifyRequest): Promise<ReceivedUpload> {
    if (typeof request.isMultipart !== 'function') {
      throw new Error('Register acceptMultipart in the route module that receives uploads');
    }
    if (!request.isMultipart()) throw new UploadRefusal('no_file', 'not a multipart request');
    // A body declared too large is refused before a byte of it is read.
    const declared = Number(request.headers['content-length']);
    if (declared > this.maxBytes + FORM_OVERHEAD_BYTES) {
      throw new UploadRefusal('too_large', `declared ${declared} bytes`);
    }
    const fields: Record<string, string> = {};
    let file: AcceptedUpload | undefined;
    try {
      const parts = request.parts({
        limits: { fileSize: this.maxBytes, files: 1, fields: 20, fieldSize: 2048, parts: 21 },
      });
      for await (const part of parts) {
        if (part.type === 'field') fields[part.fieldname] = String(part.value);
        else file = await this.accept(part);
      }
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
        throw new UploadRefusal('too_large', `over ${this.maxBytes} bytes`);
      }
      throw error;
    }
    if (!file) throw new UploadRefusal('no_file', 'no file part');
    return { file, fields };
  }

  private async accept(part: MultipartFile): Promise<AcceptedUpload> {
    const originalName = displayName(part.filename);
    const ext = uploadExtension(originalName);
    if (!ext) {
      part.file.resume();
      throw new UploadRefusal('bad_file_type', `extension of ${JSON.stringify(originalName)}`);
    }
    const dir = await mkdtemp(path.join(os.tmpdir(), 'ir-upload-'));
    const spooled = path.join(dir, 'upload');
    try {
      await pipeline(part.file, createWriteStream(spooled, { flags: 'wx', mode: 0o600 }));
      if (part.file.truncated) throw new UploadRefusal('too_large', `over ${this.maxBytes} bytes`);
      if (ext === 'docx' || ext === 'xlsx') await this.checkZip(spooled);
      const type = await sniffAs(spooled, ext);
      if (!type) throw new UploadRefusal('bad_file_type', `content is not .${ext}`);
      await this.scan(spooled);
      const stored = await this.options.storage.put(createReadStream(spooled));
      return { ...stored, mime: UPLOAD_TYPES[ext], ext, originalName };
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  private async checkZip(file: string): Promise<void> {
    try {
      await checkZip(file, this.options.zipLimits);
    } catch (error) {
      if (error instanceof ZipRefusal) {
        throw new UploadRefusal('bad_file_type', `zip ${error.problem}: ${error.message}`);
      }
      throw error;
    }
  }

  private async scan(file: string): Promise<void> {
    const { clamavUrl, log } = this.options;
    if (!clamavUrl) {
      if (!this.warnedNoScanner) {
        this.warnedNoScanner = true;
        log.warn('CLAMAV_URL is not set: uploads are not scanned for malware (development only)');
      }
      return;
    }
    let result;
    try {
      result = await scanWithClamd(clamavUrl, createReadStream(file), {
        ...(this.options.clamdTimeoutMs ? { timeoutMs: this.options.clamdTimeoutMs } : {}),
      });
    } catch (error) {
      if (error instanceof ClamdError) {
        throw new UploadRefusal('scan_failed', `${error.reason}: ${error.message}`);
      }
      throw error;
    }
    if (!result.clean) throw new UploadRefusal('malware', result.signature);
  }
}

/** The base name without control characters, at most 255 characters: for display only. */
function displayName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const printable = [...base].filter((c) => c >= ' ' && c !== '\u007f').join('');
  return printable.trim().slice(-255);
}
