import 'reflect-metadata';
import { isObjectType, type GraphQLSchema } from 'graphql';
import { buildSchema, getMetadataStorage, type NonEmptyArray, type PubSub } from 'type-graphql';
import { schemaOnlyPubSub } from '../events/pubsub.js';
import { enforceRules } from './auth-checker.js';

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export type ResolverClass = Function;

/** The running server passes the event bus's pubsub; printing the schema or walking its rules needs none. */
export async function buildAppSchema(resolvers: NonEmptyArray<ResolverClass>, pubSub: PubSub = schemaOnlyPubSub): Promise<GraphQLSchema> {
  const schema = await buildSchema({
    resolvers,
    validate: { forbidUnknownValues: false, stopAtFirstError: true },
    pubSub,
  });
  return enforceRules(useDefaultResolvers(describeRoots(schema)));
}

/** The root types' descriptions, which type-graphql has no option for (partners read them first). */
const ROOT_DESCRIPTIONS = {
  Query:
    'Every read. Each field names the permission it needs in parentheses; a customer reads only their own records (NOT_FOUND for anyone else’s). Money is integer pesewas (GH₵1 = 100 pesewas).',
  Mutation: 'Every change, each naming the permission it needs. Bad input answers BAD_USER_INPUT, naming the field in extensions.field where one is to blame; a refused change writes nothing.',
  Subscription: 'Live events over graphql-ws; each event reaches only subscribers who may see the record it is about.',
} as const;

function describeRoots(schema: GraphQLSchema): GraphQLSchema {
  for (const type of [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]) {
    if (type && !type.description) type.description = ROOT_DESCRIPTIONS[type.name as keyof typeof ROOT_DESCRIPTIONS] ?? null;
  }
  return schema;
}

/**
 * type-graphql gives every plain property field a resolver of its own (`root[property]` behind its middleware
 * runner). Where a field is exactly that — declared with @Field on a property of the same name, no field
 * resolver, no middleware — graphql-js's default resolver reads the same property without the extra call and
 * allocation per field of every row (a property holding a Promise is awaited all the same). Anything not recognised
 * keeps type-graphql's resolver.
 */
function useDefaultResolvers(schema: GraphQLSchema): GraphQLSchema {
  const storage = getMetadataStorage();
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  const classChain = (target: Function): Function[] => {
    // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
    const chain: Function[] = [];
    for (let current = target; typeof current === 'function' && current !== Function.prototype; current = Object.getPrototypeOf(current)) {
      chain.push(current);
    }
    return chain;
  };
  const roots = new Set([schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]);
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__') || roots.has(type)) continue;
    const classes = storage.objectTypes.filter((objectType) => objectType.name === type.name);
    if (classes.length !== 1) continue;
    const chain = classChain(classes[0].target);
    for (const field of Object.values(type.getFields())) {
      const declared = storage.fields.filter((meta) => meta.schemaName === field.name && chain.includes(meta.target));
      if (declared.length === 0 || declared.some((meta) => meta.name !== field.name || meta.middlewares?.length || meta.roles?.length || meta.params?.length)) continue;
      const hasResolver = storage.fieldResolvers.some(
        (resolver) =>
          (resolver.methodName === field.name || resolver.schemaName === field.name) &&
          (chain.includes(resolver.target) || (resolver.getObjectType && chain.includes(resolver.getObjectType()))),
      );
      if (hasResolver) continue;
      field.resolve = undefined;
    }
  }
  return schema;
}
