import 'reflect-metadata';
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLInputType,
  type GraphQLObjectType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAppSchema } from '../graphql/build-schema.js';
import { BROKEN_TEXT_MESSAGE } from '../graphql/input-text.js';
import { startTestApp, type TestApp } from '../test/harness.js';
import { resolvers } from './index.js';

// Every root query and mutation that takes text (String, ID, JSON), walked from the built schema: each is sent with
// NUL in every string, with a lone surrogate in every string, and with "x" as every id, as a superadmin
// (every permission) and as a customer. Broken text is refused before anything runs; no answer is ever an
// unexpected (masked) error or an HTTP 500.

type Mode = 'nul' | 'surrogate' | 'x';
const TEXT: Record<Mode, string> = { nul: 'Hello\u0000there', surrogate: 'Hello\ud800there', x: 'Hello there' };
const TEXT_SCALARS = new Set(['String', 'ID', 'JSON']);

/** Whether a value of this type can hold text (or, with `ids`, an id) somewhere, input objects followed a few levels. */
function holds(type: GraphQLInputType, ids: boolean, depth = 0): boolean {
  const named = getNamedType(type);
  if (ids ? named.name === 'ID' : TEXT_SCALARS.has(named.name)) return true;
  if (!isInputObjectType(named) || depth > 3) return false;
  return Object.values(named.getFields()).some((field) => holds(field.type, ids, depth + 1));
}

/**
 * Required inputs, and optional ones that hold text, so filters' ids and search strings are sent too. With "x" ids,
 * optional inputs are sent only when they hold an id: a bad cursor or search string would answer before the id is read.
 */
function wanted(input: GraphQLArgument | GraphQLInputField, mode: Mode, depth: number): boolean {
  return (isNonNullType(input.type) && input.defaultValue === undefined) || holds(input.type, mode === 'x', depth);
}

function valueFor(type: GraphQLInputType, mode: Mode, depth = 0): unknown {
  if (isNonNullType(type)) return valueFor(type.ofType, mode, depth);
  if (isListType(type)) return [valueFor(type.ofType, mode, depth)];
  const named = getNamedType(type);
  if (isEnumType(named)) return named.getValues()[0].value;
  if (isInputObjectType(named)) {
    return Object.fromEntries(
      Object.values(named.getFields())
        .filter((field) => wanted(field, mode, depth + 1))
        .map((field) => [field.name, valueFor(field.type, mode, depth + 1)]),
    );
  }
  switch (named.name) {
    case 'Int':
    case 'SafeInt':
    case 'Float':
      return 1;
    case 'Boolean':
      return true;
    case 'DateTimeISO':
      return new Date().toISOString();
    case 'JSON':
      return mode === 'x' ? {} : { text: TEXT[mode] };
    case 'ID':
      return mode === 'x' ? 'x' : TEXT[mode];
    default:
      return TEXT[mode];
  }
}

function operationFor(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>, mode: Mode) {
  const sent = field.args.filter((argument) => wanted(argument, mode, 0));
  const variables = Object.fromEntries(sent.map((argument) => [argument.name, valueFor(argument.type, mode)]));
  const declarations = sent.map((argument) => `$${argument.name}: ${argument.type.toString()}`).join(', ');
  const callArguments = sent.map((argument) => `${argument.name}: $${argument.name}`).join(', ');
  const selection = isLeafType(getNamedType(field.type)) ? '' : ' { __typename }';
  const query = `${kind}${declarations ? `(${declarations})` : ''} { ${field.name}${callArguments ? `(${callArguments})` : ''}${selection} }`;
  return { query, variables };
}

let app: TestApp;
const callers: Array<[string, string]> = [];

beforeAll(async () => {
  app = await startTestApp();
  callers.push(['superadmin', (await app.signInAs('superadmin')).cookie], ['customer', (await app.signUp()).cookie]);
});

afterAll(async () => {
  await app?.stop();
});

describe('text in every argument', () => {
  it('refuses NUL and lone surrogates with BAD_USER_INPUT and never fails on a malformed id', async () => {
    const schema = await buildAppSchema(resolvers);
    const roots: Array<['query' | 'mutation', GraphQLObjectType]> = [
      ['query', schema.getQueryType()!],
      ['mutation', schema.getMutationType()!],
    ];
    const surprises: string[] = [];
    let cases = 0;
    for (const [kind, root] of roots) {
      for (const field of Object.values(root.getFields())) {
        if (!field.args.some((argument) => holds(argument.type, false))) continue;
        for (const mode of ['nul', 'surrogate', 'x'] as const) {
          const { query, variables } = operationFor(kind, field, mode);
          for (const [caller, cookie] of callers) {
            const result = await app.graphql(query, variables, cookie);
            cases += 1;
            const codes = (result.errors ?? []).map((error) => error.extensions?.code);
            const where = `${kind} ${field.name} (${mode}) as ${caller}`;
            if (result.status >= 500 || codes.includes('INTERNAL_SERVER_ERROR')) {
              surprises.push(`${where}: ${result.status} ${JSON.stringify(result.errors)}`);
            } else if (mode !== 'x' && (result.status !== 400 || result.errors?.[0]?.message !== BROKEN_TEXT_MESSAGE || codes[0] !== 'BAD_USER_INPUT')) {
              surprises.push(`${where}: not refused as broken text: ${result.status} ${JSON.stringify(result.errors ?? result.data)}`);
            }
          }
        }
      }
    }
    console.log(`input walk: ${cases} cases`);
    expect(surprises).toEqual([]);
    expect(cases).toBeGreaterThan(300);
  }, 120_000);
});
