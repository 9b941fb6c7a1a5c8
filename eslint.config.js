// Lint: typescript-eslint's recommended rules plus the import rules of DESIGN.md (one-way imports, no cycles).
import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';

const features = fs.existsSync('web/src/features')
  ? fs.readdirSync('web/src/features', { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name)
  : [];

const zones = [
  // The web sees the server only through the generated schema and codegen output.
  { target: './web/src', from: './server/src', except: ['./shared'], message: 'web never imports server: use the generated web/src/gql (pure shared code lives in server/src/shared).' },
  // server/src/shared is pure code the web imports too: it depends on nothing else of the server.
  { target: './server/src/shared', from: './server/src', except: ['./shared'], message: 'server/src/shared is imported by the web: it must not import the rest of the server.' },
  // Infrastructure never reaches into modules (db/schema.ts is the one listing every table).
  ...['db', 'auth', 'graphql', 'finance', 'events', 'storage'].map((folder) => ({
    target: `./server/src/${folder}`,
    from: './server/src/modules',
    except: folder === 'db' ? [] : [],
    message: `server/src/${folder} must not import modules/.`,
  })),
  { target: './server/src/finance', from: './server/src/db', message: 'finance/ is pure: no database.' },
  { target: './server/src/finance', from: './server/src/http', message: 'finance/ is pure: no HTTP.' },
  // Shared web building blocks never depend on screens.
  { target: './web/src/components', from: './web/src/features', message: 'components/ must not import features/.' },
  { target: './web/src/lib', from: './web/src/features', message: 'lib/ must not import features/.' },
  // Features do not import each other.
  ...features.map((feature) => ({
    target: `./web/src/features/${feature}`,
    from: './web/src/features',
    except: [`./${feature}`],
    message: 'Features do not import each other: move shared code to components/ or lib/.',
  })),
];

export default tseslint.config(
  {
    ignores: ['dist/**', 'node_modules/**', 'web/src/gql/**', 'web/src/features/admin/gql/**', 'migrations/**', 'data/**', 'e2e/artifacts/**', 'bench/results/**', 'coverage/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'], extensionAlias: { '.js': ['.ts', '.tsx', '.js'] } }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    // The db schema barrel is the one file allowed to list module tables.
    files: ['server/src/db/schema.ts'],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
);
