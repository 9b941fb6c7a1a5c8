import type { CodegenConfig } from '@graphql-codegen/cli';

// The web sees the server only through schema/schema.graphql and these generated typed documents.
const config: CodegenConfig = {
  schema: 'schema/schema.graphql',
  documents: ['web/src/**/*.graphql'],
  ignoreNoDocuments: true,
  generates: {
    'web/src/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        enumsAsTypes: true,
        useTypeImports: true,
        skipTypename: false,
        scalars: { DateTimeISO: 'string', JSON: 'unknown', SafeInt: 'number' },
      },
      plugins: [{ add: { content: '/* GENERATED FILE: do not edit by hand. Regenerate with `npm run gen`. */' } }],
    },
  },
};

export default config;
