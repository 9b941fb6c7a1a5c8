// Data protection jobs: generating a customer's copy of their data on request, and the daily clean-up
// (expired download files deleted, closed accounts anonymised once their retention period ends).
import { PRIVACY_DAILY_QUEUE, PRIVACY_EXPORT_QUEUE, type PrivacyService } from '../modules/privacy/privacy.service.js';
import type { JobDefinition } from './job-system.js';

/** Retries after an export's first attempt; the attempt after the last retry is its last. */
export const EXPORT_RETRY_LIMIT = 3;

export function privacyExportJob(privacy: PrivacyService): JobDefinition {
  return {
    queue: PRIVACY_EXPORT_QUEUE,
    description: 'Builds a customer’s copy of their data (JSON, PDF, zip with their files) and tells them it is ready.',
    retryLimit: EXPORT_RETRY_LIMIT,
    retryDelaySeconds: 60,
    expireInSeconds: 15 * 60,
    async handle(data, { attempt }) {
      if (typeof data.requestId !== 'string') return { skipped: 'no request id' };
      try {
        return { ...(await privacy.generateExport(data.requestId)) };
      } catch (error) {
        // The last attempt failed too: the request must not stay "being prepared" for ever.
        if (attempt > EXPORT_RETRY_LIMIT) await privacy.markExportFailed(data.requestId);
        throw error;
      }
    },
  };
}

export function privacyDailyJob(privacy: PrivacyService): JobDefinition {
  return {
    queue: PRIVACY_DAILY_QUEUE,
    description: 'Deletes expired personal-data downloads and anonymises closed accounts whose loan records are past privacy.retention_years.',
    cron: '15 1 * * *',
    retryLimit: 3,
    retryDelaySeconds: 300,
    expireInSeconds: 30 * 60,
    async handle(_data, { jobId }) {
      return { ...(await privacy.dailyMaintenance(`job:${jobId}`)) };
    },
  };
}
