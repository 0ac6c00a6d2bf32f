import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * Two builds (package.json `build`): the browser's into dist/, and the server render
 * (src/entry-server.tsx, docs/decisions/016-ssr.md) into dist-server/, outside the
 * directory served to browsers.
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
  server: {
    proxy: { '/api': 'http://localhost:8080' },
  },
  build: {
    target: isSsrBuild ? 'node20' : 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
    copyPublicDir: !isSsrBuild,
  },
}));
