import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import type { Logger } from '../logger.js';
import type { Mailer } from '../auth/mailer.js';
import type { GraphQLContext } from '../graphql/context.js';
import { createLocalEventBus, type EventBus } from '../events/bus.js';
import { AuditService } from './audit/audit.service.js';
import { ApiKeyService } from './api-keys/api-key.service.js';
import { RateLimitService } from './api-keys/rate-limit.service.js';
import { NotificationService } from './notifications/notification.service.js';
import { SettingsService } from './settings/settings.service.js';
import { TicketService } from './tickets/ticket.service.js';
import { CatalogueService } from './catalogue/catalogue.service.js';
import { UserService } from './users/user.service.js';
import { PropertyService } from './properties/property.service.js';
import { ApplicationService } from './applications/application.service.js';
import { EligibilityService } from './eligibility/eligibility.service.js';
import { AnalyticsService } from './analytics/analytics.service.js';
import { SearchService } from './search/search.service.js';
import { SecurityService } from './security/security.service.js';
import { DocumentService } from './documents/document.service.js';
import { PaymentService } from './payments/payment.service.js';
import { OnlinePaymentService } from './payments/online-payment.service.js';
import { SuspenseService } from './payments/suspense.service.js';
import type { LoanPayments } from './payments/loan-port.js';
import { createPaymentProvider } from '../payments-providers/index.js';
import { createFileStorage } from '../storage/storage.js';
import { Clock } from './quotes/clock.js';
import { CalendarService } from './calendar/calendar.service.js';
import { AgreementService } from './agreements/agreement.service.js';
import { QuoteService } from './quotes/quote.service.js';
import { LoanService } from './loans/loan.service.js';
import { OrderService } from './orders/order.service.js';
import type { Auth } from '../auth/auth.js';
import { CLOSE_OF_BUSINESS_LANES, CloseOfBusiness } from './system/close-of-business.js';
import { SystemService } from './system/system.service.js';
import { PrivacyService } from './privacy/privacy.service.js';
import { ConsentService } from './consent/consent.service.js';
import { DocumentAccessService } from './documents/document-access.js';
import { ReviewRequestService } from './applications/review-request.service.js';
import { OutboxService } from './messaging/outbox.service.js';
import { PreferenceService } from './messaging/preferences.service.js';
import { ReminderService } from './messaging/reminders.js';
import { WebhookService } from './api-keys/webhook.service.js';
import { createSmsGateways } from '../sms-providers/index.js';
import { HardshipService } from './hardship/hardship.service.js';
import { CollectionsService } from './collections/collections.service.js';
import { CreditProductService } from './credit-products/credit-product.service.js';
import { AccountingService } from './accounting/accounting.service.js';
import { AccountingPeriodService } from './accounting/period.service.js';
import { BooksCheck } from './accounting/books-check.js';
import { ChartService } from './accounting/chart.service.js';
import { CreditDecisionService } from './credit-decisions/credit-decision.service.js';
import { ApprovalService } from './approvals/approval.service.js';
import { loanApprovalHandlers } from './loans/loan.approvals.js';
import { paymentApprovalHandlers } from './payments/payment.approvals.js';
import { settingApprovalHandlers } from './settings/settings.approvals.js';
import { hardshipApprovalHandlers } from './hardship/hardship.approvals.js';
import { collectionsApprovalHandlers } from './collections/collections.approvals.js';
import { periodApprovalHandlers } from './accounting/period.approvals.js';
import { applicationApprovalHandler } from './applications/application.approvals.js';
import { orderApprovalHandler } from './orders/order.approvals.js';

export interface ServiceDependencies {
  database: Database;
  config: Config;
  logger: Logger;
  mailer: Mailer;
  events?: EventBus;
  /** better-auth's server API: staff accounts are created through it (password hashing, account row). */
  auth: Auth;
}

/** Every service of the product, built once per process and shared by all requests. */
export function createServices({ database, config, logger, mailer, auth, events = createLocalEventBus() }: ServiceDependencies) {
  const db = database.db;
  const audit = new AuditService();
  const clock = new Clock();
  // Only a test process may close business for a day after the real today (tests replay months on a pinned clock).
  const testProcess = config.NODE_ENV === 'test';
  // Every message (SMS, email, in-app reminder) goes through the durable outbox (modules/messaging).
  const outbox = new OutboxService(db, mailer, createSmsGateways(config, logger), events, logger, clock);
  const notifications = new NotificationService(db, events, outbox, logger, audit);
  const settings = new SettingsService(db, audit);
  const properties = new PropertyService(db, audit);
  const creditProducts = new CreditProductService(db, audit, clock);
  const quotes = new QuoteService(settings, clock, creditProducts);
  const loans = new LoanService(db, quotes, audit, notifications, events);
  const consent = new ConsentService(db, audit);
  auth.onSignUpConsent((userId, source) => consent.accept(userId, source));
  // Maker-checker: each module hands over the actions a second person confirms.
  const approvals = new ApprovalService(db, audit, notifications, logger, clock);
  const creditDecisions = new CreditDecisionService(db, quotes, audit, approvals);
  const applications = new ApplicationService(db, settings, audit, notifications, events, properties, quotes, loans, creditDecisions, consent, creditProducts);
  // Payments see loans only through the narrow port they need (payments/loan-port.ts).
  const loansForPayments = (): LoanPayments => loans;
  const payments = new PaymentService(db, audit, notifications, events, loansForPayments, clock);
  const suspense = new SuspenseService(db, audit, notifications, events, loansForPayments, clock);
  const catalogue = new CatalogueService(db, audit);
  const orders = new OrderService(db, quotes, loans, catalogue, audit, notifications, creditDecisions, consent);
  const storage = createFileStorage(config);
  const hardship = new HardshipService(db, loans, clock, audit, notifications);
  // Write-offs and month reopening read and make their requests through approvals.
  const collections = new CollectionsService(db, loans, audit, notifications, events, clock, approvals);
  const accountingPeriods = new AccountingPeriodService(db, audit, clock, approvals);
  for (const handler of [
    ...loanApprovalHandlers(loans),
    ...paymentApprovalHandlers(payments, suspense),
    ...settingApprovalHandlers(settings),
    ...hardshipApprovalHandlers(hardship),
    ...collectionsApprovalHandlers(collections),
    ...periodApprovalHandlers(accountingPeriods),
    applicationApprovalHandler(applications, creditDecisions),
    orderApprovalHandler(orders, creditDecisions),
  ]) {
    approvals.register(handler as Parameters<ApprovalService['register']>[0]);
  }
  return {
    approvals,
    events,
    audit,
    notifications,
    settings,
    calendar: new CalendarService(db, audit, clock),
    properties,
    applications,
    eligibility: new EligibilityService(settings, creditProducts),
    analytics: new AnalyticsService(db, applications, loans, orders),
    tickets: new TicketService(db, audit, notifications, events, storage),
    catalogue,
    apiKeys: new ApiKeyService(db, audit, events),
    rateLimits: new RateLimitService(db, logger),
    users: new UserService(db, audit, auth),
    security: new SecurityService(db, audit, auth.signInThrottle),
    search: new SearchService(db),
    documents: new DocumentService(db, storage, settings, audit, notifications, events, logger, applications),
    payments,
    suspense,
    clock,
    quotes,
    loans,
    orders,
    creditDecisions,
    creditProducts,
    closeOfBusiness: new CloseOfBusiness(db, events, database.kind === 'postgres' ? CLOSE_OF_BUSINESS_LANES : 1, testProcess),
    system: new SystemService(db, audit, clock, testProcess),
    privacy: new PrivacyService(db, storage, settings, audit, notifications, clock, logger, config.publicUrl),
    consent,
    documentAccess: new DocumentAccessService(db),
    reviewRequests: new ReviewRequestService(db, audit, notifications, events),
    outbox,
    preferences: new PreferenceService(db, audit),
    reminders: new ReminderService(db, outbox, clock),
    hardship,
    collections,
    accounting: new AccountingService(db, clock),
    accountingPeriods,
    booksCheck: new BooksCheck(db, notifications, logger, clock),
    chart: new ChartService(db, audit),
    webhooks: new WebhookService(db, audit, clock, logger, { serverSecret: config.authSecret, production: config.isProduction }),
    // While SMS is simulated outside production the signing code is also answered, so the demo can sign.
    agreements: new AgreementService(db, loans, creditProducts, settings, outbox, notifications, audit, clock, config.SMS_PROVIDER === 'simulated' && config.NODE_ENV !== 'production'),
    onlinePayments: new OnlinePaymentService(db, payments, createPaymentProvider(config), loansForPayments, notifications, events, logger, { settings, clock, audit }),
  };
}

export type Services = ReturnType<typeof createServices>;
export type AppContext = GraphQLContext<Services>;
