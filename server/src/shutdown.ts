import type { EventEmitter } from 'node:events';
import { describeError, type Logger } from './logger.js';

export interface ShutdownOptions {
  /** Stops the application (RunningApplication.close). */
  close(): Promise<void>;
  /** After this long the process exits 1 even if close has not finished (SHUTDOWN_TIMEOUT_MS). */
  timeoutMs: number;
  logger: Logger;
  exit?: (code: number) => void;
}

/**
 * On SIGTERM or SIGINT: close the application once and exit 0 when it is closed, 1 when closing fails or is still
 * going after `timeoutMs`. A second signal during the shutdown changes nothing.
 */
export function exitOnSignals(
  { close, timeoutMs, logger, exit = (code) => process.exit(code) }: ShutdownOptions,
  signals: readonly NodeJS.Signals[] = ['SIGTERM', 'SIGINT'],
  target: EventEmitter = process,
): void {
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    const started = Date.now();
    logger.info('shutting down', { signal });
    const deadline = setTimeout(() => {
      logger.error('shutdown timed out; exiting');
      exit(1);
    }, timeoutMs);
    deadline.unref();
    close().then(
      () => {
        clearTimeout(deadline);
        logger.info('shut down', { ms: Date.now() - started });
        exit(0);
      },
      (error) => {
        clearTimeout(deadline);
        logger.error('shutdown failed', describeError(error));
        exit(1);
      },
    );
  };
  for (const signal of signals) target.on(signal, () => stop(signal));
}
