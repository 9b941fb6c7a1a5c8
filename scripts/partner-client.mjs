// The partner kit in schema/partner-client/, generated from docs/partners.md so it can never disagree with the guide:
// operations.graphql (every example the guide runs, for codegen's typed client in operations.ts) and a Postman
// collection of the same requests. `npm run gen` writes both; check:drift compares them.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
export const KIT = {
  guide: path.join(root, 'docs/partners.md'),
  operations: path.join(root, 'schema/partner-client/operations.graphql'),
  collection: path.join(root, 'schema/partner-client/partners.postman_collection.json'),
};

/** The guide's runnable examples: role, variables and document, in the guide's order. */
export function guideExamples(guide = fs.readFileSync(KIT.guide, 'utf8')) {
  return [...guide.matchAll(/<!-- (run|subscribe) as: ([a-z_]+)(?:; variables: (\{.*?\}))? -->\n```graphql\n([\s\S]*?)```/g)].map(([, mode, role, variables, document]) => ({
    mode,
    role,
    variables: variables ? JSON.parse(variables) : {},
    document: document.trim(),
    name: /^(?:query|mutation|subscription) (\w+)/m.exec(document)?.[1] ?? 'Anonymous',
  }));
}

export function renderOperations(examples) {
  const header = '# GENERATED FILE: do not edit by hand. `npm run gen` extracts it from the examples of docs/partners.md.\n';
  return `${header}${examples.map((example) => `\n# ${example.mode === 'run' ? 'Runs' : 'Subscribes'} as: ${example.role}\n${example.document}\n`).join('')}`;
}

/** A Postman collection (v2.1) of the query examples; {{baseUrl}} and {{apiKey}} are collection variables. */
export function renderCollection(examples) {
  const collection = {
    info: {
      name: 'Ghana Homes Credit partner API',
      description: 'Generated from docs/partners.md by `npm run gen`. Set baseUrl and apiKey in the collection variables.',
      schema: 'https://schema.getpostman.com/json/collection/v2.1.0/collection.json',
    },
    variable: [
      { key: 'baseUrl', value: 'https://credit.example.com.gh' },
      { key: 'apiKey', value: '' },
    ],
    item: examples
      .filter((example) => example.mode === 'run')
      .map((example) => ({
        name: `${example.name} (${example.role})`,
        request: {
          method: 'POST',
          header: [
            { key: 'content-type', value: 'application/json' },
            { key: 'x-api-key', value: '{{apiKey}}' },
          ],
          url: { raw: '{{baseUrl}}/graphql', host: ['{{baseUrl}}'], path: ['graphql'] },
          body: { mode: 'graphql', graphql: { query: example.document, variables: JSON.stringify(example.variables, null, 2) } },
        },
      })),
  };
  return `${JSON.stringify(collection, null, 2)}\n`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  const examples = guideExamples();
  fs.writeFileSync(KIT.operations, renderOperations(examples));
  fs.writeFileSync(KIT.collection, renderCollection(examples));
  console.log(`wrote ${examples.length} partner operations and the Postman collection`);
}
