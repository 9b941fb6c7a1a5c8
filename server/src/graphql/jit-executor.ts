import { HeaderMap, type ApolloServerOptionsWithGateway, type BaseContext } from '@apollo/server';
import {
  execute,
  getOperationAST,
  subscribe as subscribeWithGraphQLJs,
  type ExecutionArgs,
  GraphQLError,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLSchema,
  type OperationTypeNode,
  type ValidationRule,
} from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import { isDatabaseUnavailable } from '../db/unavailable.js';
import { RETRY_AFTER_SECONDS } from './errors.js';
import { findBrokenText } from './input-text.js';
import { QUERY_LIMITS } from './limits.js';

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

/** Longest document the lean path keeps parsed (the LRU holds JIT_CACHE_SIZE of them); longer ones go through Apollo. */
export const MAX_LEAN_SOURCE_LENGTH = 64 * 1024;

/** Not compilable (jit reported errors at compile time): remembered so the compiler is not retried per request. */
const NOT_COMPILABLE = Symbol('not compilable');
/** Does not parse or fails validation: Apollo answers it (status 400, its codes and messages). */
const INVALID = Symbol('invalid');
type Entry = { compiled: CompiledQuery; kind: OperationTypeNode } | typeof NOT_COMPILABLE;
/** A document that passed validation, with its compiled operations by name ('' for the only one). */
interface KnownDocument {
  document: DocumentNode;
  operations: Map<string, Exclude<Entry, typeof NOT_COMPILABLE>>;
}

/** A Map bounded to `size` entries that drops the least recently used one first. */
class LruCache<K, V> {
  private readonly entries = new Map<K, V>();
  /** The most recently used key: a hit on it needs no re-insert (a steady stream of one query, the common case). */
  private newest: K | undefined;
  constructor(private readonly size: number) {}
  get(key: K): V | undefined {
    const hit = this.entries.get(key);
    if (hit !== undefined && key !== this.newest) {
      // Least recently used first: re-insert on a hit.
      this.entries.delete(key);
      this.entries.set(key, hit);
      this.newest = key;
    }
    return hit;
  }
  set(key: K, value: V): void {
    if (this.entries.size >= this.size) this.entries.delete(this.entries.keys().next().value as K);
    this.entries.set(key, value);
    this.newest = key;
  }
  get count(): number {
    return this.entries.size;
  }
  clear(): void {
    this.entries.clear();
    this.newest = undefined;
  }
}

/** An iterator of results with each one passed through `map`; completing it (return) reaches the source at once. */
function mapResults(source: AsyncIterableIterator<ExecutionResult>, map: (result: ExecutionResult) => ExecutionResult): AsyncIterableIterator<ExecutionResult> {
  return {
    async next() {
      const step = await source.next();
      return step.done ? step : { done: false, value: map(step.value) };
    },
    return: () => source.return?.() ?? Promise.resolve({ done: true, value: undefined }),
    throw: (error: unknown) => source.throw?.(error) ?? Promise.reject(error),
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}

/** A POST body's operation, as the lean path takes it. */
export interface OperationRequest {
  query: string;
  operationName?: string;
  variables?: Record<string, unknown>;
}

/**
 * Apollo Server's executor, swapped in through its gateway seam: Apollo still parses, validates (our limits rule,
 * NoIntrospection in production), builds the context and formats errors; only execution changes. Each distinct
 * (document, operationName) is compiled once by graphql-jit into a function bound to the schema (never to a caller:
 * the context is an argument, so every field guard still runs per request) and kept in an LRU of
 * JIT_CACHE_SIZE entries keyed by the source and operation name. `executeValidated` serves the lean HTTP path with the
 * same compiled functions. Anything jit cannot compile,
 * subscriptions, unresolved operations and variable-coercion failures (so their messages stay graphql-js's, which
 * Apollo turns into BAD_USER_INPUT) go through graphql-js `execute`.
 */
export function createJitGateway(schema: GraphQLSchema, options: { cacheSize?: number; validationRules?: readonly ValidationRule[] } = {}) {
  const cacheSize = options.cacheSize ?? JIT_CACHE_SIZE;
  const cache = new LruCache<string, Entry>(cacheSize);
  const documents = new LruCache<string, KnownDocument | typeof INVALID>(cacheSize);
  const rules = [...specifiedRules, ...(options.validationRules ?? [])];
  const stats: JitStats = { compiled: 0, cacheHits: 0, fallbacks: 0 };
  let listener: Parameters<Gateway['onSchemaLoadOrUpdate']>[0] | null = null;

  const compiledFor = (source: string, document: DocumentNode, operationName: string | undefined): Entry => {
    const key = `${source}\u0000${operationName ?? ''}`;
    const hit = cache.get(key);
    if (hit !== undefined) {
      stats.cacheHits++;
      jitTotals.cacheHits++;
      return hit;
    }
    const compiled = compileQuery(schema, document, operationName, { customJSONSerializer: false });
    const operation = getOperationAST(document, operationName);
    const entry: Entry = isCompiledQuery(compiled) && operation ? { compiled, kind: operation.operation } : NOT_COMPILABLE;
    if (entry !== NOT_COMPILABLE) {
      stats.compiled++;
      jitTotals.compiled++;
    }
    cache.set(key, entry);
    return entry;
  };

  /** Runs a compiled entry; undefined when the variables were refused before anything ran. */
  const runCompiled = async (entry: Exclude<Entry, typeof NOT_COMPILABLE>, context: unknown, variables: Record<string, unknown> | undefined) => {
    const result = await entry.compiled.query(undefined, context, variables ?? {});
    if (result.data === undefined && result.errors?.length) return undefined;
    return result.errors ? { data: result.data, errors: result.errors.map(asGraphQLJsError) } : result;
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

  /**
   * Apollo answers with the status an error's `extensions.http` names: a request that failed because the database
   * could not be reached answers 503 with Retry-After (the lean path sets the same in http/graphql-http.ts).
   */
  const withUnavailableStatus = (result: ExecutionResult): ExecutionResult => {
    if (!result.errors?.some((error) => isDatabaseUnavailable(error.originalError))) return result;
    const errors = result.errors.map((error) => {
      if (!isDatabaseUnavailable(error.originalError)) return error;
      const http = { status: 503, headers: new HeaderMap([['retry-after', String(RETRY_AFTER_SECONDS)]]) };
      const marked = new GraphQLError(error.message, { path: error.path, originalError: error.originalError ?? undefined, extensions: { ...error.extensions, http } });
      (marked as { locations: GraphQLError['locations'] }).locations = error.locations;
      return marked;
    });
    return { ...result, errors };
  };

  const executor: Executor = async (requestContext) => withUnavailableStatus(await runForApollo(requestContext));
  const runForApollo: Executor = async (requestContext) => {
    const { document, request, operation, context, queryHash } = requestContext;
    const operationName = request.operationName ?? undefined;
    if (!operation || operation.operation === 'subscription') {
      return executeWithGraphQLJs(document, context, request.variables, operationName);
    }
    const entry = compiledFor(request.query ?? queryHash, document, operationName);
    if (entry === NOT_COMPILABLE) return executeWithGraphQLJs(document, context, request.variables, operationName);
    // No result: the variables were refused before anything ran; graphql-js words that error the way Apollo expects.
    return (await runCompiled(entry, context, request.variables)) ?? executeWithGraphQLJs(document, context, request.variables, operationName);
  };

  const documentFor = (source: string): KnownDocument | typeof INVALID => {
    const known = documents.get(source);
    if (known !== undefined) return known;
    let document: KnownDocument | typeof INVALID;
    try {
      const parsed = parse(source, { maxTokens: QUERY_LIMITS.maxTokens });
      document = validate(schema, parsed, rules).length ? INVALID : { document: parsed, operations: new Map() };
    } catch {
      document = INVALID;
    }
    documents.set(source, document);
    return document;
  };

  /**
   * The lean HTTP path (http/graphql-http.ts): a query or mutation whose document parses, passes the same validation
   * rules as Apollo's and compiles, answered by its compiled function. Null whenever Apollo must answer instead:
   * a parse or validation error, an operation that does not resolve, a subscription, refused variables or broken text
   * (nothing ran in any of these cases) or a document too long to keep.
   */
  const executeValidated = async (request: OperationRequest, context: unknown): Promise<ExecutionResult | null> => {
    if (request.query.length > MAX_LEAN_SOURCE_LENGTH) return null;
    const known = documentFor(request.query);
    if (known === INVALID) return null;
    // Broken text (NUL, a lone surrogate) is refused by Apollo's pipeline, in its words and status (input-text.ts).
    if (findBrokenText(known.document, request.variables)) return null;
    // The document's own operations, found without building a cache key from the source on every request.
    let entry: Entry | undefined = known.operations.get(request.operationName ?? '');
    if (entry) {
      stats.cacheHits++;
      jitTotals.cacheHits++;
    } else {
      const compiled = compiledFor(request.query, known.document, request.operationName);
      // Only operations that exist are kept (a client may send any number of names).
      if (compiled !== NOT_COMPILABLE) known.operations.set(request.operationName ?? '', compiled);
      entry = compiled;
    }
    if (entry === NOT_COMPILABLE || entry.kind === 'subscription') return null;
    return (await runCompiled(entry, context, request.variables)) ?? null;
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
      documents.clear();
    },
  };
  /**
   * graphql-ws's `subscribe` (http/graphql-ws.ts): the subscription compiled once per document like a query, so each
   * event runs the compiled selection for each subscriber instead of graphql-js's executor (1,000 subscribers: 1,000
   * executions per event). Whatever does not give a stream here (refused variables, a subscribe resolver that
   * refuses, a document jit cannot compile) goes through graphql-js `subscribe`, which words those errors as before;
   * nothing has been delivered in any of these cases.
   */
  const subscribe = async (args: ExecutionArgs) => {
    const source = args.document.loc?.source.body;
    const operationName = args.operationName ?? undefined;
    const entry = source === undefined ? NOT_COMPILABLE : compiledFor(source, args.document, operationName);
    if (entry === NOT_COMPILABLE || entry.kind !== 'subscription' || !entry.compiled.subscribe) return subscribeWithGraphQLJs(args);
    const stream = await entry.compiled.subscribe(args.rootValue, args.contextValue, args.variableValues ?? {});
    if (!(Symbol.asyncIterator in stream)) return subscribeWithGraphQLJs(args);
    return mapResults(stream, (result) => (result.errors ? { data: result.data, errors: result.errors.map(asGraphQLJsError) } : result));
  };

  /** Whether the request is a query (not a mutation or subscription) whose document parses and validates. */
  const isValidQuery = (request: OperationRequest): boolean => {
    if (request.query.length > MAX_LEAN_SOURCE_LENGTH) return false;
    const known = documentFor(request.query);
    return known !== INVALID && getOperationAST(known.document, request.operationName)?.operation === 'query';
  };
  return { gateway, executeValidated, isValidQuery, subscribe, stats, cacheSize: () => cache.count };
}
