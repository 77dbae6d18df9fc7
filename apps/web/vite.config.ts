import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    // The Host header is passed through unchanged: the API picks the municipality from it,
    // so amherst.localhost:5173 shows Amherst just as amherst.localhost:3000 does.
    proxy: { '/api': 'http://localhost:3000' },
  },
});
