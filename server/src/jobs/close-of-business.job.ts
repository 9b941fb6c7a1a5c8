// The daily close of business (00:30 Africa/Accra) and its on-demand runs for a date (System page).
import type { CloseOfBusiness } from '../modules/system/close-of-business.js';
import { JOB_TIME_ZONE, type JobDefinition } from './job-system.js';

export const CLOSE_OF_BUSINESS_QUEUE = 'close-of-business';

/** The calendar day in Accra of a moment (a cron job's business date is the day it was queued). */
export function accraDate(moment: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: JOB_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(moment);
}

export class JobStoppedError extends Error {
  constructor() {
    super('Stopped between batches: the instance is shutting down (the run resumes from its last batch)');
  }
}

export function closeOfBusinessJob(closeOfBusiness: CloseOfBusiness, batchSize: number): JobDefinition<{ date?: string; force?: boolean }> {
  return {
    queue: CLOSE_OF_BUSINESS_QUEUE,
    description: 'Penalties on overdue amounts, active ↔ in arrears, days past due and the portfolio snapshot, for every running loan.',
    cron: '30 0 * * *',
    retryLimit: 5,
    retryDelaySeconds: 60,
    expireInSeconds: 30 * 60,
    async handle(data, { queuedAt, signal }) {
      const businessDate = typeof data.date === 'string' ? data.date : accraDate(queuedAt);
      try {
        const result = await closeOfBusiness.run(businessDate, {
          batchSize,
          force: data.force === true,
          afterBatch: () => {
            if (signal.aborted) throw new JobStoppedError();
          },
        });
        return { ...result };
      } catch (error) {
        await closeOfBusiness.markFailed(businessDate, error instanceof Error ? error.message.split('\n')[0].slice(0, 500) : String(error)).catch(() => {});
        throw error;
      }
    },
  };
}
