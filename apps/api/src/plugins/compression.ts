import fp from 'fastify-plugin';
import compress from '@fastify/compress';

/** Answers smaller than this go out as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD = 1024;

/**
 * Compresses answers above the threshold (br or gzip, by Accept-Encoding) for every route
 * registered after it. Built web assets are compressed at build time and sent from their
 * .br or .gz file (plugins/web-app.ts); they carry a Content-Encoding, which this leaves alone.
 */
export const compressionPlugin = fp(
  async (app) => {
    await app.register(compress, {
      encodings: ['br', 'gzip'],
      threshold: COMPRESSION_THRESHOLD,
      // Request bodies are small JSON forms; nothing sends them compressed.
      globalDecompression: false,
    });
  },
  { name: 'compression' },
);
