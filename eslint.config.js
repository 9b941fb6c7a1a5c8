// Lint: typescript-eslint's recommended rules plus the import rules of DESIGN.md (one-way imports, no cycles).
import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import graphqlPlugin from '@graphql-eslint/eslint-plugin';

const features = fs.existsSync('web/src/features')
  ? fs.readdirSync('web/src/features', { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name)
  : [];
// Modules that own tables (server/src/modules/<m>/*.table.ts).
const tableModules = fs.existsSync('server/src/modules')
  ? fs
      .readdirSync('server/src/modules', { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && fs.readdirSync(`server/src/modules/${entry.name}`).some((file) => file.endsWith('.table.ts')))
      .map((entry) => entry.name)
  : [];
const tablesOf = (module) => `./server/src/modules/${module}/*.table.ts`;

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
  // Resolvers are thin: they call services and never touch the database or a table.
  { target: './server/src/modules/**/*.resolver.ts', from: './server/src/db', message: 'Resolvers never touch the database: call the module service.' },
  { target: './server/src/modules/**/*.resolver.ts', from: './server/src/**/*.table.ts', message: 'Resolvers never import a table: call the module service (it re-exports the types and constants resolvers need).' },
  // A module's tables are used only inside that module; everyone else goes through its service. Table files may
  // reference other tables (foreign keys), db/schema.ts lists them all (rule off below), and tests arrange rows
  // directly. seed/ is exempt for now: h23dup moves it onto the services.
  ...tableModules.map((module) => ({
    target: [
      './server/src/!(*.test).ts',
      './server/src/!(modules|seed|test)/**/!(*.test).ts',
      './server/src/modules/!(*.test).ts',
      `./server/src/modules/!(${module})/**/!(*.table|*.test|*.fixtures).ts`,
    ],
    from: tablesOf(module),
    message: `The tables of modules/${module} are used only inside that module: call its service.`,
  })),
  // Tables are schema: they may reference other tables (foreign keys) and pure types, never a service.
  { target: './server/src/**/*.table.ts', from: './server/src/**/*.service.ts', message: 'A table never imports a service: move shared types to a types file (e.g. quotes/quote.types.ts).' },
  // The shell (app/) composes screens; screens and building blocks never import it (paths live in lib/, guards in components/).
  { target: ['./web/src/features', './web/src/components'], from: './web/src/app', message: 'features/ and components/ never import app/: paths are in lib/paths, guards in components/guards.' },
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

// Enums whose values are the SPEC's permission, route and field names (camelCase) or its rule and kind codes.
const CAMEL_ENUMS = 'AdminRoute|CorrectableField|Permission';
const UPPER_ENUMS = 'EligibilityRule|NotificationTargetKind|ProductOrder';

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
  {
    // h23auth rewrites this: application.read.ts reads property rows directly until then.
    files: ['server/src/modules/applications/application.read.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: zones.filter((zone) => zone.from !== tablesOf('properties')) }] },
  },
  {
    // The public schema as partners read it (generated from the resolvers by `npm run gen`): every type, field,
    // argument, enum value and input field described, and one naming convention (enum values stay snake_case, as
    // partners already send them).
    files: ['schema/schema.graphql'],
    languageOptions: { parser: graphqlPlugin.parser, parserOptions: { graphQLConfig: { schema: 'schema/schema.graphql' } } },
    plugins: { '@graphql-eslint': graphqlPlugin },
    rules: {
      '@graphql-eslint/require-description': [
        'error',
        { types: true, rootField: true, FieldDefinition: true, InputValueDefinition: true, EnumValueDefinition: true, DirectiveDefinition: true },
      ],
      '@graphql-eslint/description-style': ['error', { style: 'block' }],
      '@graphql-eslint/no-hashtag-description': 'error',
      '@graphql-eslint/naming-convention': [
        'error',
        {
          types: 'PascalCase',
          FieldDefinition: 'camelCase',
          InputValueDefinition: 'camelCase',
          Argument: 'camelCase',
          // Enum values are snake_case, the stored value; a few enums spell names the SPEC gives in another case.
          [`EnumValueDefinition[parent.name.value!=/^(${CAMEL_ENUMS}|${UPPER_ENUMS})$/]`]: 'snake_case',
          [`EnumValueDefinition[parent.name.value=/^(${CAMEL_ENUMS})$/]`]: 'camelCase',
          [`EnumValueDefinition[parent.name.value=/^(${UPPER_ENUMS})$/]`]: 'UPPER_CASE',
          'FieldDefinition[parent.name.value=Query]': { forbiddenPrefixes: ['query', 'get'], forbiddenSuffixes: ['Query'] },
          'FieldDefinition[parent.name.value=Mutation]': { forbiddenPrefixes: ['mutation'], forbiddenSuffixes: ['Mutation'] },
          'EnumTypeDefinition,EnumTypeExtension': { forbiddenSuffixes: ['Enum'] },
          'ObjectTypeDefinition,ObjectTypeExtension': { forbiddenPrefixes: ['Type'], forbiddenSuffixes: ['Type'] },
        },
      ],
    },
  },
);
