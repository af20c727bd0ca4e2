import { defineConfig } from 'vitest/config';

// End-to-end specs: the real server (built SPA, its own fresh embedded database, pinned "today") started
// once by global-setup, driven by Debian's Chromium through playwright-core. Files run one at a time so
// two cores are enough; each test signs up its own user.
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['specs/**/*.spec.ts'],
    globalSetup: ['./support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 120_000,
  },
});
