import 'reflect-metadata';
import fs from 'node:fs';
import path from 'node:path';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { ROOT_DIR } from '../config.js';
import { buildAppSchema } from '../graphql/build-schema.js';
import { resolvers } from '../modules/index.js';

export const SCHEMA_HEADER =
  '# GENERATED FILE: do not edit by hand. Regenerate with `npm run gen` (printed from the type-graphql resolvers).\n\n';

const schema = await buildAppSchema(resolvers);
// An explicit path lets the drift check print to a temporary file.
const target = process.argv[2] ? path.resolve(process.argv[2]) : path.join(ROOT_DIR, 'schema/schema.graphql');
fs.mkdirSync(path.dirname(target), { recursive: true });
fs.writeFileSync(target, SCHEMA_HEADER + printSchema(lexicographicSortSchema(schema)) + '\n');
process.stdout.write(`wrote ${path.relative(process.cwd(), target)}\n`);
