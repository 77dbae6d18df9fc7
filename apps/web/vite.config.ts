import { constants } from 'node:zlib';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    // Compressed once here at the highest levels, so the server only picks the .br or .gz
    // file (@fastify/static preCompressed) instead of compressing every answer again.
    compression({
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
      logLevel: 'silent',
    }),
  ],
  server: {
    // The Host header is passed through unchanged: the API picks the municipality from it,
    // so amherst.localhost:5173 shows Amherst just as amherst.localhost:3000 does.
    proxy: { '/api': 'http://localhost:3000' },
  },
});
