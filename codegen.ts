import type { CodegenConfig } from '@graphql-codegen/cli';

// The web sees the server only through schema/schema.graphql and these generated typed documents.
// Two outputs: the generated module holds every document given to it, and a module cannot be split between chunks,
// so the staff area's ~70 documents (~5.5 KiB gzip) get their own, which only its lazy chunk loads; customer screens
// load the customer documents alone. The staff area may also import from web/src/gql (the shared `me` query).
const STAFF_DOCUMENTS = 'web/src/features/admin/**/*.graphql';
/** Fragments of shared components that staff screens use too: generated into both outputs from one file. */
const SHARED_FRAGMENTS = [
  'web/src/components/credit-disclosure.graphql',
  'web/src/components/hardship-preview.graphql',
  'web/src/components/loan-summary.graphql',
];
/** One output's settings (CodegenConfig's `generates` entries), shared by both. */
type Output = Extract<CodegenConfig['generates'][string], { preset?: unknown }>;
const client: Output = {
  preset: 'client',
  presetConfig: { fragmentMasking: false },
  config: {
    enumsAsTypes: true,
    useTypeImports: true,
    skipTypename: false,
    scalars: { DateTimeISO: 'string', JSON: 'unknown', SafeInt: 'number', DocumentType: 'string' },
  },
  plugins: [{ add: { content: '/* GENERATED FILE: do not edit by hand. Regenerate with `npm run gen`. */' } }],
};

const config: CodegenConfig = {
  schema: 'schema/schema.graphql',
  ignoreNoDocuments: true,
  generates: {
    'web/src/gql/': { ...client, documents: ['web/src/**/*.graphql', `!${STAFF_DOCUMENTS}`] },
    'web/src/features/admin/gql/': { ...client, documents: [STAFF_DOCUMENTS, ...SHARED_FRAGMENTS] },
    // The typed client for TypeScript partners (schema/partner-client/README.md): one self-contained file of types
    // and typed documents for the guide's operations (scripts/partner-client.mjs extracts them from docs/partners.md).
    'schema/partner-client/operations.ts': {
      documents: ['schema/partner-client/operations.graphql'],
      config: { enumsAsTypes: true, useTypeImports: true, skipTypename: true, onlyOperationTypes: true, scalars: client.config?.scalars },
      plugins: [{ add: { content: '/* GENERATED FILE: do not edit by hand. Regenerate with `npm run gen`. */' } }, 'typescript-operations', 'typed-document-node'],
    },
  },
};

export default config;
