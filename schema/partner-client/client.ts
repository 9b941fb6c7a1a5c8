// A small typed client for TypeScript partners: pass a document from operations.ts and get its typed answer.
// No dependency beyond `graphql` (to print the document) and fetch (Node 18+, browsers).
//
//   import { createPartnerClient } from './client';
//   import { RecentPaymentsDocument } from './operations';
//   const ghc = createPartnerClient({ url: 'https://credit.example.com.gh/graphql', apiKey: process.env.GHC_API_KEY! });
//   const { payments } = await ghc.request(RecentPaymentsDocument, { first: 5 });
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';

/** An answer with errors: `code` is stable (docs/partners.md §8), the message is for people. */
export class PartnerApiError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly status: number,
    /** Quote it when you write to us. */
    readonly requestId: string | null,
    readonly retryAfterSeconds: number | null,
  ) {
    super(message);
    this.name = 'PartnerApiError';
  }
}

export interface PartnerClientOptions {
  /** The GraphQL endpoint, e.g. https://credit.example.com.gh/graphql. */
  url: string;
  apiKey: string;
  fetch?: typeof globalThis.fetch;
}

interface GraphQLAnswer<T> {
  data?: T | null;
  errors?: Array<{ message: string; extensions?: { code?: string } }>;
}

export function createPartnerClient({ url, apiKey, fetch = globalThis.fetch }: PartnerClientOptions) {
  return {
    /** Runs the operation; resolves with its data or rejects with a PartnerApiError. */
    async request<Result, Variables>(document: TypedDocumentNode<Result, Variables>, ...[variables]: Variables extends Record<string, never> ? [] : [Variables]): Promise<Result> {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', 'x-api-key': apiKey },
        body: JSON.stringify({ query: print(document), variables: variables ?? {} }),
      });
      const answer = (await response.json().catch(() => ({}))) as GraphQLAnswer<Result>;
      const first = answer.errors?.[0];
      const retryAfter = response.headers.get('retry-after');
      if (first || !answer.data) {
        throw new PartnerApiError(first?.message ?? `HTTP ${response.status}`, first?.extensions?.code ?? 'INTERNAL_SERVER_ERROR', response.status, response.headers.get('x-request-id'), retryAfter ? Number(retryAfter) : null);
      }
      return answer.data;
    },
  };
}
