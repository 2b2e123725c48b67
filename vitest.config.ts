import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '@': path.resolve(import.meta.dirname, 'src'),
      // Server-only modules are exercised directly by integration tests.
      'server-only': path.resolve(import.meta.dirname, 'tests/setup/empty.ts'),
    },
  },
  test: {
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/setup/global-db.ts'],
    setupFiles: ['tests/setup/file-db.ts', 'tests/setup/next-runtime.ts'],
    pool: 'forks',
    // Each file has its own database, and a test mostly waits on PostgreSQL: three files at a time keep two cores
    // busy (vitest's default on two cores is one: 358 s on CI, 247 s with three).
    maxWorkers: 3,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
