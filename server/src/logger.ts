type Level = 'debug' | 'info' | 'warn' | 'error';
const order: Record<Level | 'silent', number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

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

// One JSON line per event so logs can be searched by request id; secrets are redacted by key and by shape.
export function createLogger(level: Level | 'silent' = 'info', sink: (at: Level, line: string) => void = writeToProcess): Logger {
  const write = (at: Level) => (message: string, fields?: Record<string, unknown>) => {
    if (order[at] < order[level]) return;
    const safeFields = fields ? (redact(fields) as Record<string, unknown>) : undefined;
    const line = JSON.stringify({ time: new Date().toISOString(), level: at, message: redactString(message), ...safeFields });
    sink(at, line);
  };
  return { debug: write('debug'), info: write('info'), warn: write('warn'), error: write('error') };
}

function writeToProcess(at: Level, line: string): void {
  (at === 'error' || at === 'warn' ? process.stderr : process.stdout).write(line + '\n');
}

// Errors in logs keep their stack but never the SQL parameters drizzle attaches to messages.
export function describeError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { error: String(error) };
  const message = error.message.replace(/params: .*$/s, 'params: [redacted]');
  return { error: message, stack: error.stack?.replace(/params: .*?\n/s, 'params: [redacted]\n') };
}
