// Component tests of the web app, in jsdom; the root vitest.config.ts runs this as project 'web'.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  // Same `@/` alias as the app: Vite reads it from tsconfig.json.
  resolve: { tsconfigPaths: true },
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['src/test/setup.ts'],
    env: { TZ: 'UTC' },
    // Journeys through whole forms type character by character in jsdom; on a loaded two-core CI
    // machine one can take several seconds, so the ceiling is generous (it bounds a hang, not speed).
    testTimeout: 20_000,
  },
});
