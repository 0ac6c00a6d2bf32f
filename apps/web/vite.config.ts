import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    proxy: { '/api': 'http://localhost:8080' },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
    // Read by scripts/budgets (first-load JS and CSS per route, gzip-sized).
    manifest: true,
    // Every browser the shop supports preloads modules natively; the polyfill was dead weight.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'shell-vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|i18next-resources-to-backend|@tanstack[\\/]query-core|@tanstack[\\/]react-query|use-sync-external-store)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
