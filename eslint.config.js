// One lint setup for the whole repository: typescript-eslint's type-aware preset (unhandled promises,
// unsafe any, non-exhaustive switches), no import cycles, features that do not import each other;
// zero warnings are allowed (`npm run lint` uses --max-warnings 0).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { readdirSync } from 'node:fs';

/** Each portal feature may import only itself, components/, lib/ and config/ — never another feature. */
const webFeatures = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The two TypeScript programs of `npm run typecheck` (Node, and the portal with the journeys): the
 * type-aware rules use them, and scripts/types-and-lint.mjs builds them once for both.
 */
export const typePrograms = ['tsconfig.node.json', 'tsconfig.dom.json'];

const tsFiles = ['**/*.ts', '**/*.tsx'];
const dataAccessMessage =
  'Queries live in a *.repository.ts of the module (docs/architecture.md): call a repository function instead.';
/** Tests read JSON answers as `any` on purpose: their assertions are the type check. */
const testFiles = [
  '**/*.test.ts',
  '**/*.test.tsx',
  'e2e/**',
  'bench/**',
  '**/test-support/**',
  '**/test/**',
  '**/*.testing.ts',
  '**/*.test-support.ts',
  '**/*-test-support.ts',
];

/**
 * The data-access zone, exported for the new-route recipe's check (apps/api/src/recipe-new-route.test.ts).
 */
export const apiDataAccessZone = {
  // One data-access rule in the API (docs/architecture.md): queries live in `*.repository.ts`; routes
  // and services call repository functions and never import the tables or the query builder. Besides
  // repositories, only db/ itself (connection, table mirrors, migrations, seed) and tests may. A type
  // import runs no query (a row type, Drizzle's `SQL`), so it stays allowed.
  files: ['apps/api/src/**/*.ts'],
  ignores: ['apps/api/src/**/*.repository.ts', 'apps/api/src/db/**', ...testFiles],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths: [{ name: 'drizzle-orm', allowTypeImports: true, message: dataAccessMessage }],
        patterns: [
          { group: ['drizzle-orm/*'], allowTypeImports: true, message: dataAccessMessage },
          {
            group: ['**/db/tables', '**/db/tables/**'],
            allowTypeImports: true,
            message: dataAccessMessage,
          },
        ],
      },
    ],
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.data/**',
      'bench/out/**',
      '**/*.d.ts',
      'e2e/screenshots/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked.map((config) => ({ ...config, files: tsFiles })),
  {
    files: tsFiles,
    languageOptions: {
      parserOptions: {
        // Building each program once is most of the lint's cost.
        project: typePrograms,
        tsconfigRootDir: import.meta.dirname,
      },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: typePrograms,
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      // Cycles among our own modules; following imports into node_modules is most of the rule's cost.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // Fastify plugins and route handlers are async functions by the framework's contract, awaited or not.
      '@typescript-eslint/require-await': 'off',
      // React Router redirects are thrown Responses.
      '@typescript-eslint/only-throw-error': ['error', { allow: [{ from: 'lib', name: 'Response' }] }],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: true },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  {
    files: testFiles,
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        URL: 'readonly',
      },
    },
  },
  {
    // Hooks only at the top level of components and hooks, with complete dependency lists (the portal).
    files: ['apps/web/src/**/*.ts', 'apps/web/src/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  apiDataAccessZone,
  {
    // Features of the portal do not import each other; shared code lives in components/ and lib/
    // (docs/decisions/, "Feature boundaries"). Resolved paths, so every spelling of an import counts.
    files: ['apps/web/src/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: webFeatures.map((feature) => ({
            target: `./apps/web/src/features/${feature}`,
            from: './apps/web/src/features',
            except: [`./${feature}`],
            message: 'Features must not import each other: move what they share to lib/ or components/.',
          })),
        },
      ],
    },
  },
  {
    // The bridge's routes reach the bike only through the drive-system interface (decision 1606): no
    // UDS client or UDS service, nothing of one drive system's own (its protocol, its folder).
    files: ['apps/bridge/src/routes/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './apps/bridge/src/routes',
              from: [
                './apps/bridge/src/protocol/uds-client*',
                './apps/bridge/src/protocol/bafang/**',
                './apps/bridge/src/services/uds-*',
                './apps/bridge/src/services/bafang/**',
                './apps/bridge/src/drive-systems/uds/**',
                './apps/bridge/src/drive-systems/bafang/**',
              ],
              message:
                'Routes call connection.driveSystem only (docs/recipes/new-drive-system.md): move protocol work into drive-systems/<system>/.',
            },
          ],
        },
      ],
    },
  },
);
