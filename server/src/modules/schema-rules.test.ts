import 'reflect-metadata';
import { isObjectType, type GraphQLObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { buildAppSchema } from '../graphql/build-schema.js';
import { resolvers } from './index.js';

const RULES = ['public', 'signedIn', 'permission', 'ownerOr'];

describe('every field declares who may use it', () => {
  it('has a rule on each root operation and on each object field (or an inheriting type)', async () => {
    const schema = await buildAppSchema(resolvers);
    const roots = [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].filter(Boolean) as GraphQLObjectType[];
    const missing: string[] = [];
    let checked = 0;
    for (const root of roots) {
      for (const field of Object.values(root.getFields())) {
        checked += 1;
        if (!RULES.includes(field.extensions?.auth as string)) missing.push(`${root.name}.${field.name}`);
      }
    }
    for (const type of Object.values(schema.getTypeMap())) {
      if (!isObjectType(type) || type.name.startsWith('__') || roots.includes(type)) continue;
      const inherits = type.extensions?.auth === 'inherit';
      for (const field of Object.values(type.getFields())) {
        checked += 1;
        const rule = field.extensions?.auth as string | undefined;
        if (!(rule ? RULES.includes(rule) : inherits)) missing.push(`${type.name}.${field.name}`);
      }
    }
    expect(missing).toEqual([]);
    expect(checked).toBeGreaterThan(10);
  });
});
