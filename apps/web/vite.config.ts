import { fileURLToPath } from 'node:url';
import { constants } from 'node:zlib';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

const ENTRY = fileURLToPath(new URL('./src/main.tsx', import.meta.url));

/** The modules the entry imports statically, its own included: every page's first script. */
let firstScript: Set<string> | undefined;
function inFirstScript(
  id: string,
  graph: { getModuleInfo: (id: string) => { importedIds: readonly string[] } | null },
): boolean {
  if (!firstScript) {
    firstScript = new Set();
    const stack = [ENTRY];
    for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
      if (firstScript.has(next)) continue;
      firstScript.add(next);
      stack.push(...(graph.getModuleInfo(next)?.importedIds ?? []));
    }
  }
  return firstScript.has(id);
}

export default defineConfig({
  build: {
    rolldownOptions: {
      output: {
        // The first script as one file, where the default split makes six (React, the
        // texts, the query client…, each shared with some feature chunk): one request and one
        // compression context instead of six. Feature chunks import what they share from it.
        codeSplitting: {
          groups: [
            {
              name: (id, graph) => (inFirstScript(id, graph) ? 'index' : null),
            },
          ],
        },
      },
    },
  },
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
