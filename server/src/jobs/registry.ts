// Every kind of background job, in one list: a new job (reminders, the outbox…) adds its definition here.
import type { Config } from '../config.js';
import type { Services } from '../modules/index.js';
import { closeOfBusinessJob } from './close-of-business.job.js';
import type { JobDefinition } from './job-system.js';
import { deliverMessagesJob, deliverWebhooksJob, sendRemindersJob } from './messaging.job.js';
import { reconcileBooksJob } from './reconcile-books.js';
import { reconcilePaymentsJob } from './reconcile-payments.js';
import { privacyDailyJob, privacyExportJob } from './privacy.job.js';

export function jobDefinitions(services: Services, config: Config): JobDefinition[] {
  return [
    closeOfBusinessJob(services.closeOfBusiness, config.CLOSE_OF_BUSINESS_BATCH_SIZE) as unknown as JobDefinition,
    reconcilePaymentsJob(services),
    reconcileBooksJob(services.booksCheck),
    privacyExportJob(services.privacy),
    privacyDailyJob(services.privacy),
    deliverMessagesJob(services.outbox),
    sendRemindersJob(services.reminders),
    deliverWebhooksJob(services.webhooks),
  ];
}
