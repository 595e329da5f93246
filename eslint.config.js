// One lint setup for the whole repository: typescript-eslint's type-aware preset (unhandled promises,
// unsafe any, non-exhaustive switches), no import cycles, features that do not import each other;
// zero warnings are allowed (`npm run lint` uses --max-warnings 0).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { readdirSync } from 'node:fs';

const webFolders = (folder) =>
  readdirSync(new URL(`./apps/web/src/${folder}`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
/** Each portal feature may import only itself, domain/, components/, lib/ and config/ — never another feature. */
const webFeatures = webFolders('features');
/** The portal's domain modules (service tool, claims): each one's index.ts is all others may import. */
const webDomains = webFolders('domain');

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

const web = (folder) => `./apps/web/src/${folder}`;
const webLayerZones = [
  // Features of the portal do not import each other (docs/decisions/, "Feature boundaries").
  ...webFeatures.map((feature) => ({
    target: web(`features/${feature}`),
    from: web('features'),
    except: [`./${feature}`],
    message:
      'Features must not import each other: move what they share to domain/ (domain logic) or to components/ or lib/ (infrastructure).',
  })),
  {
    target: web('domain'),
    from: [web('features'), web('app')],
    message: 'A domain module serves the features: it never imports a feature or the app shell.',
  },
  {
    target: [web('lib'), web('components')],
    from: [web('domain'), web('features'), web('app')],
    message:
      'lib/ and components/ are infrastructure under the domain: move the domain code to domain/, or pass it in.',
  },
];
/** A domain module is imported through its index.ts only: that file is its public API. */
const webDomainIndexZones = webDomains.map((domain) => ({
  target: [
    web('app'),
    web('features'),
    ...webDomains.filter((other) => other !== domain).map((other) => web(`domain/${other}`)),
  ],
  from: web(`domain/${domain}`),
  except: ['./index.ts'],
  message: `Import domain/${domain}/index.ts, its public API; export from there what it lacks.`,
}));

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
    // No async context in the servers: on Node 20, one AsyncLocalStorage.run() switches on V8's promise
    // hooks for the process's whole life, and every later request pays (10–15 % more CPU per hot read
    // after the first change; decision 3307). Pass what a request needs as a value.
    files: ['apps/api/src/**/*.ts', 'apps/bridge/src/**/*.ts'],
    ignores: testFiles,
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportDeclaration[source.value=/^(node:)?async_hooks$/]',
          message: 'async_hooks slows every request once used (decision 3307): pass the value instead.',
        },
      ],
    },
  },
  {
    // The portal's layers (docs/architecture.md): app/ → features/ → domain/ → components/, lib/, config/.
    // Resolved paths, so every spelling of an import counts. Tests may also reach a domain module's
    // internals (to set up its state), so they get every zone but the index-only one.
    files: ['apps/web/src/**'],
    ignores: testFiles,
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...webLayerZones, ...webDomainIndexZones] }],
    },
  },
  {
    files: testFiles.map((pattern) => `apps/web/src/${pattern}`),
    rules: { 'import-x/no-restricted-paths': ['error', { zones: webLayerZones }] },
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
