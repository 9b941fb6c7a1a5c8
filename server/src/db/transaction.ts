import type { AppDatabase, Tx } from './client.js';

/** Queues work (events, mail) that must only happen once the transaction has committed. */
export type AfterCommit = (work: () => void | Promise<void>) => void;

/**
 * One transaction; queued after-commit work runs only if it commits, and never fails the caller.
 * The jobs start together, in the order they were queued, and the caller waits for all of them: one job's I/O
 * (a notification's email lookup) never delays the next one's start (the record's event reaching subscribers).
 */
export async function withTransaction<T>(
  db: AppDatabase,
  work: (tx: Tx, afterCommit: AfterCommit) => Promise<T>,
  onAfterCommitError: (error: unknown) => void = () => {},
): Promise<T> {
  const queued: Array<() => void | Promise<void>> = [];
  const result = await db.transaction((tx) => work(tx, (job) => queued.push(job)));
  const running = queued.map(async (job) => {
    try {
      await job();
    } catch (error) {
      onAfterCommitError(error);
    }
  });
  await Promise.all(running);
  return result;
}
