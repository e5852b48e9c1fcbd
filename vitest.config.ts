import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    testTimeout: 30_000,
    // Unhandled rejections and errors already fail the run; console.error fails the test that caused it.
    setupFiles: ['tests/helpers/fail-on-console-error.ts', 'tests/helpers/matchers.ts'],
    hookTimeout: 60_000,
    projects: [
      // Pure helpers and their renders: one import of each module per worker, as the API files (decision 276).
      { extends: true, test: { name: 'unit', include: ['src/**/*.test.ts'], environment: 'node', isolate: false } },
      // One app import per worker, not per file: files share no state but their own app and database (decision 146).
      {
        extends: true,
        test: { name: 'api', include: ['tests/api/**/*.test.ts'], environment: 'node', pool: 'forks', isolate: false },
      },
      // Browser journeys against the built server; scripts/test.mjs runs them once files exist here.
      // The global setup starts the Chromium and the read-only site the files share (decision 099).
      // Files run side by side, as many as scripts/test.mjs allows (decision 279): each waits for
      // what it checks, never for a clock, and its pages' steps fail after 20 s (tests/helpers/e2e.ts).
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          // Each worker imports Playwright and the helpers once, not once per file (decision 276).
          isolate: false,
          globalSetup: ['tests/helpers/e2e-setup.ts'],
        },
      },
    ],
  },
});
