// Fails when a generated file is out of date: schema/schema.graphql, schema/CHANGELOG.md's generated part (and a
// breaking schema change nobody announced), codegen's folders (web/src/gql/, the staff area's
// web/src/features/admin/gql/) or migrations/.
// Everything is regenerated into memory or a temporary folder and compared; the work tree is never touched.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generate, loadCodegenConfig } from '@graphql-codegen/cli';
import { guideExamples, KIT, renderCollection, renderOperations } from './partner-client.mjs';
import { schemaChanges, unannouncedBreaking, unreleasedSection, withUnreleased } from './schema-changelog.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const problems = [];
const run = (command, args) => {
  try {
    return execFileSync(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] }).toString();
  } catch (error) {
    console.error(`${command} ${args.join(' ')} failed:\n${error.stdout ?? ''}${error.stderr ?? ''}`);
    process.exit(1);
  }
};

// 1. The SDL printed from the resolvers equals the committed schema.
run('npx', ['tsc', '-p', 'server/tsconfig.json']);
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'ghc-drift-'));
const schemaCopy = path.join(tmp, 'schema.graphql');
run('node', ['dist/server/scripts/emit-schema.js', schemaCopy]);
if (fs.readFileSync(schemaCopy, 'utf8') !== fs.readFileSync(path.join(root, 'schema/schema.graphql'), 'utf8')) {
  problems.push('schema/schema.graphql differs from the schema the server builds: run `npm run gen` and commit.');
}

// 1b. schema/CHANGELOG.md lists every change since schema/published.graphql, and names each breaking one by hand.
{
  const changelog = fs.readFileSync(path.join(root, 'schema/CHANGELOG.md'), 'utf8');
  const changes = await schemaChanges(undefined, fs.readFileSync(schemaCopy, 'utf8'));
  if (withUnreleased(changelog, unreleasedSection(changes)) !== changelog) problems.push('schema/CHANGELOG.md does not list the schema changes: run `npm run gen` and commit.');
  for (const change of unannouncedBreaking(changelog, changes)) {
    problems.push(`Breaking schema change not announced in schema/CHANGELOG.md: \`${change.path}\` (${change.message}). Deprecate instead, or name it under "Announced breaking changes" with what partners use instead.`);
  }
}

// 1c. The partner kit's operations and Postman collection are the guide's examples.
{
  const examples = guideExamples();
  for (const [file, content] of [[KIT.operations, renderOperations(examples)], [KIT.collection, renderCollection(examples)]]) {
    if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== content) problems.push(`${path.relative(root, file)} differs from docs/partners.md's examples: run \`npm run gen\`.`);
  }
}

// 2. codegen output for the committed schema and the web's operations equals each folder codegen.ts writes.
const { config: codegenConfig } = await loadCodegenConfig({ configFilePath: path.join(root, 'codegen.ts') });
const outputs = await generate({ ...codegenConfig, cwd: root, silent: true }, false);
const expected = new Map(outputs.map((output) => [path.resolve(root, output.filename), output.content]));
const actual = Object.keys(codegenConfig.generates)
  .map((folder) => path.join(root, folder))
  // An output is a folder (the client preset) or one file (the partner kit's operations.ts).
  .flatMap((folder) => (!fs.existsSync(folder) ? [] : fs.statSync(folder).isDirectory() ? fs.readdirSync(folder).map((name) => path.join(folder, name)) : [folder]));
for (const [file, content] of expected) {
  if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== content) problems.push(`${path.relative(root, file)} is stale: run \`npm run gen\`.`);
}
for (const file of actual) if (!expected.has(file)) problems.push(`${path.relative(root, file)} is not produced by codegen: delete it.`);

// 3. drizzle-kit finds nothing to generate: the tables and migrations/ agree.
const migrationsCopy = path.join(tmp, 'migrations');
fs.cpSync(path.join(root, 'migrations'), migrationsCopy, { recursive: true });
const drizzleConfig = path.join(tmp, 'drizzle.config.mjs');
fs.writeFileSync(
  drizzleConfig,
  `export default ${JSON.stringify({ dialect: 'postgresql', schema: path.join(root, 'server/src/db/schema.ts'), out: migrationsCopy })};\n`,
);
const before = fs.readdirSync(migrationsCopy).length;
run('npx', ['drizzle-kit', 'generate', '--config', drizzleConfig]);
if (fs.readdirSync(migrationsCopy).length !== before) {
  problems.push('The drizzle tables changed without a migration: run `npm run db:generate` and commit migrations/.');
}

fs.rmSync(tmp, { recursive: true, force: true });
if (problems.length > 0) {
  console.error(`Generated files are out of date:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log('Generated files are up to date (schema, schema changelog, partner kit, codegen output, migrations).');
