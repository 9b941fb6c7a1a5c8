import { createRequire } from 'node:module';
import os from 'node:os';
import pino from 'pino';

/** On every line: which build wrote it, on which machine (package.json sits two folders up from src/ and dist/server/). */
const LINE_BASE = { version: (createRequire(import.meta.url)('../../package.json') as { version: string }).version, host: os.hostname() };

type Level = 'debug' | 'info' | 'warn' | 'error';

export interface Logger {
  debug(message: string, fields?: Record<string, unknown>): void;
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

/** Field names whose values never reach a log line, at any depth: credentials, tokens, links that act as tokens. */
const SECRET_KEY =
  /pass(word|phrase)?$|password|secret|token|api_?key|authorization|cookie|session_?id|^(url|link|text|html|body)$|reset_?(url|link)|verification_?(url|link)|signature|^otp$/i;
/** Values that carry a token whatever their key: a URL with a token/secret query, a bearer header, our API keys. */
const SECRET_VALUE = /([?&](token|code|secret|key|signature)=[^&\s"]+)|(\/reset-password\/[^\s"?]+)|(Bearer\s+[A-Za-z0-9._~+/-]+=*)|(ghc_live_[A-Za-z0-9_-]+)/gi;
export const REDACTED = '[redacted]';

function redactString(value: string): string {
  return value.replace(SECRET_VALUE, REDACTED);
}

/** A copy of the fields with secret keys replaced and token-bearing strings masked (depth-limited, cycle-safe). */
export function redact(value: unknown, depth = 0, seen = new WeakSet<object>()): unknown {
  if (typeof value === 'string') return redactString(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth > 6 || seen.has(value)) return REDACTED;
  seen.add(value);
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1, seen));
  if (value instanceof Date) return value;
  const result: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    result[key] = SECRET_KEY.test(key) && item !== undefined && item !== null ? REDACTED : redact(item, depth + 1, seen);
  }
  return result;
}

const PINO_LEVELS: Record<Level | 'silent', pino.LevelWithSilent> = { debug: 'debug', info: 'info', warn: 'warn', error: 'error', silent: 'silent' };

/**
 * One JSON line per event (pino), so logs can be searched by request id. Secrets are redacted by key at any depth and
 * by shape inside strings (`redact` above runs as pino's log formatter; pino's own `redact` option only knows fixed
 * paths). Warnings and errors go to stderr, the rest to stdout; tests pass a `sink` to read the lines.
 */
export function createLogger(level: Level | 'silent' = 'info', sink?: (at: Level, line: string) => void): Logger {
  const options: pino.LoggerOptions = {
    level: PINO_LEVELS[level],
    base: LINE_BASE,
    messageKey: 'message',
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: {
      level: (label) => ({ level: label }),
      log: (fields) => redact(fields) as Record<string, unknown>,
    },
  };
  const destination = sink
    ? { write: (line: string) => sink((JSON.parse(line) as { level: Level }).level, line.trimEnd()) }
    : pino.multistream(
        [
          { level: 'debug', stream: process.stdout },
          { level: 'warn', stream: process.stderr },
        ],
        { dedupe: true },
      );
  const log = pino(options, destination);
  const write = (at: Level) => (message: string, fields?: Record<string, unknown>) => {
    if (fields) log[at](fields, redactString(message));
    else log[at](redactString(message));
  };
  return { debug: write('debug'), info: write('info'), warn: write('warn'), error: write('error') };
}

// Errors in logs keep their stack but never the SQL parameters drizzle attaches to messages.
export function describeError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { error: String(error) };
  const message = error.message.replace(/params: .*$/s, 'params: [redacted]');
  return { error: message, stack: error.stack?.replace(/params: .*?\n/s, 'params: [redacted]\n') };
}
