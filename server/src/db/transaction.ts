import type { AppDatabase, Tx } from './client.js';

/** Queues work (events, mail) that must only happen once the transaction has committed. */
export type AfterCommit = (work: () => void | Promise<void>) => void;

/** One transaction; queued after-commit work runs only if it commits, and never fails the caller. */
export async function withTransaction<T>(
  db: AppDatabase,
  work: (tx: Tx, afterCommit: AfterCommit) => Promise<T>,
  onAfterCommitError: (error: unknown) => void = () => {},
): Promise<T> {
  const queued: Array<() => void | Promise<void>> = [];
  const result = await db.transaction((tx) => work(tx, (job) => queued.push(job)));
  for (const job of queued) {
    try {
      await job();
    } catch (error) {
      onAfterCommitError(error);
    }
  }
  return result;
}
