import { defineConfig } from 'vitest/config';

const exclude = ['**/node_modules/**', '**/dist/**', '.data/**', '.tools/**'];

/** Tiers by file name (CONVENTIONS 22): unit (pure), int (real PostgreSQL/Temporal), e2e (browser, cross-workspace). */
export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['**/*.unit.spec.ts', '**/*.unit.spec.tsx'], exclude },
      },
      {
        extends: true,
        test: {
          name: 'int',
          include: ['**/*.int.spec.ts'],
          exclude,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['**/*.e2e.spec.ts'],
          exclude,
          testTimeout: 120_000,
          hookTimeout: 240_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
