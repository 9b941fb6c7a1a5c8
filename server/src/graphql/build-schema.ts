import 'reflect-metadata';
import type { GraphQLSchema } from 'graphql';
import { buildSchema, type NonEmptyArray, type PubSub } from 'type-graphql';
import { schemaOnlyPubSub } from '../events/pubsub.js';
import { authChecker } from './auth-checker.js';

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export type ResolverClass = Function;

/** The running server passes the event bus's pubsub; printing the schema or walking its rules needs none. */
export async function buildAppSchema(resolvers: NonEmptyArray<ResolverClass>, pubSub: PubSub = schemaOnlyPubSub): Promise<GraphQLSchema> {
  return buildSchema({
    resolvers,
    authChecker,
    authMode: 'error',
    validate: { forbidUnknownValues: false, stopAtFirstError: true },
    pubSub,
  });
}
