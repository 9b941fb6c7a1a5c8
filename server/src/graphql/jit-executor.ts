import type { ApolloServerOptionsWithGateway, BaseContext } from '@apollo/server';
import { execute, GraphQLError, type DocumentNode, type ExecutionResult, type GraphQLSchema } from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';

type Gateway = ApolloServerOptionsWithGateway<BaseContext>['gateway'];
type Executor = NonNullable<Awaited<ReturnType<Gateway['load']>>['executor']>;

/** What `execute` did for one request; tests read it to prove which executor ran. */
export interface JitStats {
  compiled: number;
  cacheHits: number;
  fallbacks: number;
}

/** Totals over every gateway of this process (tests read them: the harness starts the real application). */
export const jitTotals: JitStats = { compiled: 0, cacheHits: 0, fallbacks: 0 };

/** Compiled queries kept at once: a partner can send any number of distinct documents, so the cache is bounded. */
export const JIT_CACHE_SIZE = 1000;

/**
 * jit's own GraphQLError leaves `extensions` undefined when the thrown error has none, and Apollo reads
 * `extensions.code` (a TypeError there becomes a bare "Internal server error" that skips our formatter). Rebuild it
 * as graphql-js does (`locatedError`): same message, path, locations, original error and its extensions.
 */
function asGraphQLJsError(error: GraphQLError): GraphQLError {
  const rebuilt = new GraphQLError(error.message, {
    path: error.path,
    originalError: error.originalError ?? undefined,
    extensions: error.extensions ?? undefined,
  });
  (rebuilt as { locations: GraphQLError['locations'] }).locations = error.locations;
  return rebuilt;
}

/** Not compilable (jit reported errors at compile time): remembered so the compiler is not retried per request. */
const NOT_COMPILABLE = Symbol('not compilable');
type Entry = CompiledQuery | typeof NOT_COMPILABLE;

/**
 * Apollo Server's executor, swapped in through its gateway seam: Apollo still parses, validates (our limits rule,
 * NoIntrospection in production), builds the context and formats errors; only execution changes. Each distinct
 * (document, operationName) is compiled once by graphql-jit into a function bound to the schema (never to a caller:
 * the context is an argument, so every field guard still runs per request) and kept in an LRU of
 * JIT_CACHE_SIZE entries keyed by Apollo's query hash (sha256 of the source). Anything jit cannot compile,
 * subscriptions, unresolved operations and variable-coercion failures (so their messages stay graphql-js's, which
 * Apollo turns into BAD_USER_INPUT) go through graphql-js `execute`.
 */
export function createJitGateway(schema: GraphQLSchema, options: { cacheSize?: number } = {}) {
  const cacheSize = options.cacheSize ?? JIT_CACHE_SIZE;
  const cache = new Map<string, Entry>();
  const stats: JitStats = { compiled: 0, cacheHits: 0, fallbacks: 0 };
  let listener: Parameters<Gateway['onSchemaLoadOrUpdate']>[0] | null = null;

  const compiledFor = (key: string, document: DocumentNode, operationName: string | undefined): Entry => {
    const hit = cache.get(key);
    if (hit !== undefined) {
      // Least recently used first: re-insert on every hit.
      cache.delete(key);
      cache.set(key, hit);
      stats.cacheHits++;
      jitTotals.cacheHits++;
      return hit;
    }
    const compiled = compileQuery(schema, document, operationName, { customJSONSerializer: false });
    const entry: Entry = isCompiledQuery(compiled) ? compiled : NOT_COMPILABLE;
    if (entry !== NOT_COMPILABLE) {
      stats.compiled++;
      jitTotals.compiled++;
    }
    if (cache.size >= cacheSize) cache.delete(cache.keys().next().value as string);
    cache.set(key, entry);
    return entry;
  };

  const executeWithGraphQLJs = (
    document: DocumentNode,
    contextValue: unknown,
    variableValues: Record<string, unknown> | undefined,
    operationName: string | undefined,
  ) => {
    stats.fallbacks++;
    jitTotals.fallbacks++;
    return execute({ schema, document, contextValue, variableValues, operationName }) as Promise<ExecutionResult> | ExecutionResult;
  };

  const executor: Executor = async (requestContext) => {
    const { document, request, operation, context, queryHash } = requestContext;
    const operationName = request.operationName ?? undefined;
    if (!operation || operation.operation === 'subscription') {
      return executeWithGraphQLJs(document, context, request.variables, operationName);
    }
    const entry = compiledFor(`${queryHash}\u0000${operationName ?? ''}`, document, operationName);
    if (entry === NOT_COMPILABLE) return executeWithGraphQLJs(document, context, request.variables, operationName);
    const result = await entry.query(undefined, context, request.variables ?? {});
    // No data at all: the variables were refused before anything ran; graphql-js words that error the way Apollo expects.
    if (result.data === undefined && result.errors?.length) {
      return executeWithGraphQLJs(document, context, request.variables, operationName);
    }
    return result.errors ? { data: result.data, errors: result.errors.map(asGraphQLJsError) } : result;
  };

  const gateway: Gateway = {
    onSchemaLoadOrUpdate(callback) {
      listener = callback;
      return () => {
        listener = null;
      };
    },
    async load() {
      listener?.({ apiSchema: schema, coreSupergraphSdl: '' });
      return { executor };
    },
    async stop() {
      cache.clear();
    },
  };
  return { gateway, stats, cacheSize: () => cache.size };
}
