import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import type { Logger } from '../logger.js';
import { describeError } from '../logger.js';
import { isDatabaseUnavailable } from '../db/unavailable.js';

/** SPEC's connectivity message, for a request that failed because the database could not be reached (retryable). */
export const SERVICE_UNAVAILABLE_MESSAGE =
  'Unable to connect to the database. The server might be busy or your connection is unstable. Please try again later.';
/** Seconds a client is told to wait before retrying a SERVICE_UNAVAILABLE answer (a restart takes a few). */
export const RETRY_AFTER_SECONDS = 2;

export const ERROR_CODES = [
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'BAD_USER_INPUT',
  'NOT_FOUND',
  'CONFLICT',
  'APPROVAL_CHECKS_FAILED',
  'SECOND_APPROVER_REQUIRED',
  /** Money is paid out only once the borrower has signed the credit agreement. */
  'AGREEMENT_NOT_SIGNED',
  'RATE_LIMITED',
  'PASSWORD_CHANGE_REQUIRED',
  'TWO_FACTOR_REQUIRED',
  /** New credit refused until the current Terms and Privacy Policy are accepted. */
  'CONSENT_REQUIRED',
  'SERVICE_UNAVAILABLE',
  'INTERNAL_SERVER_ERROR',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** Codes Apollo and graphql-js raise for malformed requests; their messages are safe to show. */
const REQUEST_ERROR_CODES = [
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_REQUEST',
  'OPERATION_RESOLUTION_FAILURE',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'DOCUMENT_TOO_LARGE',
];

/** graphql-js ends some messages with a hint built from the schema ("Did you mean \"myProfile\"?"). */
const SUGGESTION = / Did you mean [^]*\?$/;

/** A message without graphql-js's "Did you mean …?" hint: where introspection is off, the hint would spell out the schema. */
export function withoutSuggestion(message: string): string {
  return message.replace(SUGGESTION, '');
}

/**
 * Apollo refuses some requests with an http status but no code (an automatic persisted query whose hash does not
 * match its query, an unknown persisted query version): a request error, not an unexpected one.
 */
function isApolloRequestRefusal(error: unknown): boolean {
  if (!(error instanceof GraphQLError) || error.originalError || error.extensions.code !== undefined) return false;
  const status = (error.extensions.http as { status?: number } | undefined)?.status;
  return status !== undefined && status >= 400 && status < 500;
}

/** An error a caller is meant to read: a stable code, a message from the catalogue, optionally the field at fault. */
export class AppError extends GraphQLError {
  constructor(code: ErrorCode, message: string, extra: { field?: string; reasons?: Array<{ field: string; message: string }> } = {}) {
    super(message, { extensions: { code, ...(extra.field ? { field: extra.field } : {}), ...(extra.reasons ? { reasons: extra.reasons } : {}) } });
  }
}

export const unauthenticated = () => new AppError('UNAUTHENTICATED', 'You need to log in to access this feature.');
export const forbidden = (message = 'You do not have permission to do this.') => new AppError('FORBIDDEN', message);
export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} was not found.`);
export const badInput = (message: string, field?: string) => new AppError('BAD_USER_INPUT', message, { field });
/** Bad input with several reasons (a credit product refused): `extensions.reasons` lists each field and sentence. */
export const badInputReasons = (reasons: Array<{ field: string; message: string }>) =>
  new AppError('BAD_USER_INPUT', reasons.map((reason) => reason.message).join(' '), { field: reasons[0]?.field, reasons });
export const PASSWORD_CHANGE_REQUIRED_MESSAGE = 'Please change your temporary password before continuing.';
export const TWO_FACTOR_REQUIRED_MESSAGE = 'Staff accounts must set up two-factor sign-in before continuing.';
/** A signed-in caller who still owes a sign-in step; the web app routes them to the screen that completes it. */
export const signInStepOwed = (code: 'PASSWORD_CHANGE_REQUIRED' | 'TWO_FACTOR_REQUIRED') =>
  new AppError(code, code === 'PASSWORD_CHANGE_REQUIRED' ? PASSWORD_CHANGE_REQUIRED_MESSAGE : TWO_FACTOR_REQUIRED_MESSAGE);
export const conflict = (message: string) => new AppError('CONFLICT', message);
/** A credit approval refused because the approval checklist has failed checks (the message names each). */
export const approvalChecksFailed = (message: string) => new AppError('APPROVAL_CHECKS_FAILED', message);
/** Four eyes: the person who gave the first approval tried to give the second. */
export const secondApproverRequired = (message: string) => new AppError('SECOND_APPROVER_REQUIRED', message);
export const AGREEMENT_NOT_SIGNED_MESSAGE = 'The borrower has not signed the credit agreement yet; the money is paid out once they have.';
export const agreementNotSigned = (message: string) => new AppError('AGREEMENT_NOT_SIGNED', message);
/** The database could not be reached: HTTP answers 503, the request may be retried as it is. */
export const serviceUnavailable = () => new AppError('SERVICE_UNAVAILABLE', SERVICE_UNAVAILABLE_MESSAGE);
export const rateLimited = () => new AppError('RATE_LIMITED', 'Too many requests. Please wait a moment and try again.');

interface ValidationErrorLike {
  property: string;
  constraints?: Record<string, string>;
  children?: ValidationErrorLike[];
}

function firstConstraint(errors: ValidationErrorLike[], prefix = ''): { field: string; message: string } | null {
  for (const error of errors) {
    const field = prefix ? `${prefix}.${error.property}` : error.property;
    const message = error.constraints ? Object.values(error.constraints)[0] : undefined;
    if (message) return { field, message };
    const nested = firstConstraint(error.children ?? [], field);
    if (nested) return nested;
  }
  return null;
}

/**
 * Shapes every error leaving the server: known codes pass with their message, class-validator failures become
 * BAD_USER_INPUT naming the field, anything else is masked to a request id (details go to the log only).
 */
export function createErrorFormatter(logger: Logger, options: { suggestions?: boolean } = {}) {
  const suggestions = options.suggestions ?? true;
  /**
   * `log: false` leaves the log line to the caller. Apollo's formatError is not told the request: it formats without
   * an id (and without logging), and a plugin adds the id from the request's context (withRequestId) and logs.
   */
  return (shaped: GraphQLFormattedError, error: unknown, requestId: string | undefined, { log = true }: { log?: boolean } = {}): GraphQLFormattedError => {
    const formatted = suggestions ? shaped : { ...shaped, message: withoutSuggestion(shaped.message) };
    const original = error instanceof GraphQLError ? (error.originalError ?? error) : error;
    const code = formatted.extensions?.code as string | undefined;
    const validationErrors = (original as { extensions?: { validationErrors?: unknown } } | undefined)?.extensions?.validationErrors;
    // Anything else there (class-validator throwing inside a check, say) is an unexpected error, masked below.
    if (Array.isArray(validationErrors)) {
      const first = firstConstraint(validationErrors as ValidationErrorLike[]);
      return {
        message: first ? `Invalid ${first.field}: ${first.message}` : 'Invalid input.',
        path: formatted.path,
        extensions: { code: 'BAD_USER_INPUT', ...(first ? { field: first.field } : {}) },
      };
    }
    if (original instanceof AppError || (original instanceof GraphQLError && code && ERROR_CODES.includes(code as ErrorCode) && code !== 'INTERNAL_SERVER_ERROR')) {
      return { message: formatted.message, path: formatted.path, locations: formatted.locations, extensions: pickExtensions(formatted) };
    }
    if (code && REQUEST_ERROR_CODES.includes(code)) {
      return { message: formatted.message, locations: formatted.locations, extensions: { code } };
    }
    if (isApolloRequestRefusal(error)) {
      return { message: formatted.message, extensions: { code: 'BAD_REQUEST' } };
    }
    if (isArgumentRefusal(original)) {
      return { message: formatted.message, path: formatted.path, locations: formatted.locations, extensions: { code: 'BAD_USER_INPUT' } };
    }
    // A lost or refused database connection is not a bug: a retryable code with a plain message, logged as a warning.
    if (isDatabaseUnavailable(original)) {
      if (log) logger.warn('database unavailable', { requestId, path: formatted.path, ...describeError(original) });
      return withRequestId({ message: SERVICE_UNAVAILABLE_MESSAGE, path: formatted.path, extensions: { code: 'SERVICE_UNAVAILABLE' } }, requestId);
    }
    if (log) logger.error('unexpected error', { requestId, path: formatted.path, ...describeError(original) });
    return withRequestId({ message: internalErrorMessage(requestId), path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } }, requestId);
  };
}

/**
 * graphql-js refusing a field's argument while it executes: the variables passed Apollo's checks, but a nullable
 * variable sent as null reached an argument of non-null type with a default (`$first: Int` into `first: Int! = 20`),
 * or a required one went missing. The caller's mistake, never a resolver's: such errors carry no original error.
 */
const ARGUMENT_REFUSAL = /^Argument "[^"]+" (?:of (?:required|non-null) type "[^"]+" (?:must not be null|was not provided|was provided the variable)|has invalid value)/;
function isArgumentRefusal(original: unknown): boolean {
  return original instanceof GraphQLError && !original.originalError && !original.extensions?.code && ARGUMENT_REFUSAL.test(original.message);
}

function internalErrorMessage(requestId: string | undefined): string {
  return requestId ? `Internal server error. Please try again later (request id: ${requestId}).` : 'Internal server error. Please try again later.';
}

/** A masked error (INTERNAL_SERVER_ERROR, SERVICE_UNAVAILABLE) quoting the request id; any other error as it is. */
export function withRequestId(formatted: GraphQLFormattedError, requestId: string | undefined): GraphQLFormattedError {
  const code = formatted.extensions?.code;
  if (!requestId || (code !== 'INTERNAL_SERVER_ERROR' && code !== 'SERVICE_UNAVAILABLE')) return formatted;
  const message = code === 'INTERNAL_SERVER_ERROR' ? internalErrorMessage(requestId) : formatted.message;
  return { ...formatted, message, extensions: { ...formatted.extensions, requestId } };
}

function pickExtensions(formatted: GraphQLFormattedError): Record<string, unknown> {
  const { code, field, reasons } = (formatted.extensions ?? {}) as { code?: string; field?: string; reasons?: unknown };
  return { code, ...(field ? { field } : {}), ...(Array.isArray(reasons) ? { reasons } : {}) };
}

/** Whether any formatted error says the database was unavailable (the HTTP answer is then a 503). */
export function hasServiceUnavailable(errors: readonly GraphQLFormattedError[] | undefined): boolean {
  return errors?.some((error) => error.extensions?.code === 'SERVICE_UNAVAILABLE') ?? false;
}
