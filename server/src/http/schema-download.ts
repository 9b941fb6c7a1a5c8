// GET /graphql/schema.graphql: the public schema for partners, in production too (where introspection is off), with
// an API key (or a staff session, for the team). The same text as schema/schema.graphql, printed once per process.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import type { Auth } from '../auth/auth.js';
import { isStaffRole } from '../auth/permissions.js';
import { resolveGraphQLViewer, type ApiKeyVerifier } from '../auth/viewer.js';
import { AppError, SERVICE_UNAVAILABLE_MESSAGE } from '../graphql/errors.js';
import { describeError, type Logger } from '../logger.js';

export const SCHEMA_DOWNLOAD_PATH = '/graphql/schema.graphql';

export function isSchemaDownload(url: string | undefined): boolean {
  return (url ?? '').split('?')[0] === SCHEMA_DOWNLOAD_PATH;
}

function sendJsonError(res: ServerResponse, status: number, code: string, message: string): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify({ error: { code, message } }));
}

export function schemaDownloadHandler(options: { schema: GraphQLSchema; auth: Auth; apiKeys: ApiKeyVerifier; logger: Logger }) {
  let printed: string | null = null;
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('allow', 'GET, HEAD');
      return sendJsonError(res, 405, 'METHOD_NOT_ALLOWED', 'Use GET.');
    }
    let allowed: boolean;
    try {
      const viewer = await resolveGraphQLViewer(options.auth, req.headers, options.apiKeys);
      allowed = Boolean(viewer && !viewer.pending && (viewer.apiKeyId || isStaffRole(viewer.role)));
    } catch (error) {
      if (error instanceof AppError) return sendJsonError(res, 401, 'UNAUTHENTICATED', error.message);
      // The database could not say who is calling (an outage): never a stack trace, and a retryable answer.
      options.logger.error('schema download failed', describeError(error));
      return sendJsonError(res, 503, 'SERVICE_UNAVAILABLE', SERVICE_UNAVAILABLE_MESSAGE);
    }
    if (!allowed) return sendJsonError(res, 401, 'UNAUTHENTICATED', 'Send your API key as the x-api-key header to download the schema.');
    printed ??= `${printSchema(lexicographicSortSchema(options.schema))}\n`;
    res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'private, max-age=300', 'content-disposition': 'inline; filename="schema.graphql"' });
    res.end(req.method === 'HEAD' ? undefined : printed);
  };
}
