import 'reflect-metadata';
import type { GraphQLSchema } from 'graphql';
import { buildSchema, type NonEmptyArray, type PubSub } from 'type-graphql';
import { authChecker } from './auth-checker.js';

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export type ResolverClass = Function;

export async function buildAppSchema(resolvers: NonEmptyArray<ResolverClass>, pubSub?: PubSub): Promise<GraphQLSchema> {
  return buildSchema({
    resolvers,
    authChecker,
    authMode: 'error',
    validate: { forbidUnknownValues: false, stopAtFirstError: true },
    pubSub,
  });
}
