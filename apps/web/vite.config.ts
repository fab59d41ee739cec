// Vite builds the SPA into dist/, which the API serves in production; in development it proxies /api.
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiProxy = { '/api': { target: 'http://localhost:3000', changeOrigin: false } };

export default defineConfig({
  // @wefe/contract declares "sideEffects": false, so schemas (and zod) the web never uses drop out.
  plugins: [react(), tailwindcss()],
  // The `@/` alias is declared once in tsconfig.json; Vite reads it from there.
  resolve: { tsconfigPaths: true },
  build: {
    outDir: 'dist',
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across our releases.
        codeSplitting: {
          groups: [
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'router', test: /[\\/]node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/ },
            { name: 'i18n', test: /[\\/]node_modules[\\/](i18next|react-i18next|i18next-icu|intl-messageformat|@formatjs[\\/][^\\/]+|use-sync-external-store|html-parse-stringify|void-elements)[\\/]/ },
            { name: 'query', test: /[\\/]node_modules[\\/]@tanstack[\\/]/ },
            // The globe's geometry loads with the globe only (index, maps and home pages), never on first paint.
            { name: 'globe', test: /[\\/]node_modules[\\/](d3-[a-z]+|topojson-client)[\\/]/ },
            // Radix, Floating UI and the rest; only scripts, so the fonts' CSS stays in the one stylesheet.
            { name: 'vendor', test: /[\\/]node_modules[\\/].*\.[cm]?js$/ },
          ],
        },
      },
    },
  },
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
});
