import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Dependency direction (ARCHITECTURE): contracts <- bpmn <- events <- workflow <- api; web imports @srm/contracts. */
const forbid = (...groups) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: groups.map((g) => ({
        group: [g, `${g}/*`],
        message: `this workspace may not depend on ${g}`,
      })),
    },
  ],
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      '.data/**',
      '.tools/**',
      'coverage/**',
      'test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    ignores: ['**/*.spec.ts', '**/*.spec.tsx', 'web/vite.config.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    // Migrations run against Kysely<any> by design (they must not import the app's types).
    files: ['events/src/db/migrations/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // The contract is browser-safe: no other workspace, no Node builtins, no database driver.
    files: ['contracts/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...['@srm/bpmn', '@srm/events', '@srm/workflow', '@srm/api', '@srm/web'].map((g) => ({
              group: [g, `${g}/*`],
              message: `the contract may not depend on ${g}`,
            })),
            {
              group: ['node:*', 'fs', 'path', 'crypto', 'os', 'http', 'net', 'child_process', 'pg', 'kysely'],
              message: 'the contract runs in the browser: no Node builtins, no database',
            },
          ],
        },
      ],
    },
  },
  { files: ['bpmn/src/**'], rules: forbid('@srm/events', '@srm/workflow', '@srm/api', '@srm/web') },
  { files: ['events/src/**'], rules: forbid('@srm/workflow', '@srm/api', '@srm/web') },
  { files: ['workflow/src/**'], rules: forbid('@srm/api', '@srm/web') },
  {
    // Activities reach a module's data through that module's exported functions (events), never its tables.
    files: ['workflow/src/**/*.ts'],
    ignores: ['**/*.spec.ts', '**/*.fixture.ts', 'workflow/src/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@srm/api', '@srm/api/*', '@srm/web'],
              message: 'this workspace may not depend on the api or the web',
            },
            { group: ['kysely', 'pg'], message: "activities call the events modules' functions, not SQL" },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom|withRecursive|executeQuery)$/]',
          message: "activities call the events modules' functions, not SQL",
        },
      ],
    },
  },
  { files: ['api/src/**'], rules: forbid('@srm/web') },
  {
    // Workflow code runs in Temporal's deterministic sandbox: no Node builtins, no server code.
    files: ['workflow/src/**/*.workflow.ts', 'workflow/src/**/workflows.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'fs', 'path', 'crypto', 'os', 'http', 'net', 'child_process'],
              message: 'no Node builtins in workflow code',
            },
            {
              group: ['@srm/events', '@srm/api', 'pg', 'kysely'],
              message: 'workflows reach the world through activities only',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/**'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@srm/api',
                '@srm/api/*',
                '@srm/workflow',
                '@srm/workflow/*',
                '@srm/events',
                '@srm/events/*',
              ],
              message: 'the web talks to the API through @srm/contracts only',
            },
          ],
        },
      ],
    },
  },
);
