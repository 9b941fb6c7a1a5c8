import type { NonEmptyArray } from 'type-graphql';
import type { ResolverClass } from '../graphql/build-schema.js';
import { NotificationResolver } from './notifications/notification.resolver.js';
import { ApiKeyResolver } from './api-keys/api-key.resolver.js';
import { SettingsResolver } from './settings/settings.resolver.js';
import { TicketResolver } from './tickets/ticket.resolver.js';
import { CatalogueResolver } from './catalogue/catalogue.resolver.js';
import { UserResolver } from './users/user.resolver.js';
import { PropertyResolver } from './properties/property.resolver.js';
import { ApplicationResolver, PropertyApplicationsResolver } from './applications/application.resolver.js';
import { EligibilityResolver } from './eligibility/eligibility.resolver.js';
import { AnalyticsResolver } from './analytics/analytics.resolver.js';
import { SecurityResolver } from './security/security.resolver.js';
import { DocumentResolver } from './documents/document.resolver.js';
import { PaymentResolver } from './payments/payment.resolver.js';
import { RealtimeResolver } from './realtime/realtime.resolver.js';
import { QuoteResolver } from './quotes/quote.resolver.js';
import { LoanResolver } from './loans/loan.resolver.js';
import { OrderResolver } from './orders/order.resolver.js';
import { SystemResolver } from './system/system.resolver.js';
import { PrivacyResolver } from './privacy/privacy.resolver.js';
import { ConsentResolver } from './consent/consent.resolver.js';
import { DocumentAccessResolver } from './documents/document-access.resolver.js';
import { ApplicationReviewFieldResolver, ReviewRequestResolver } from './applications/review-request.resolver.js';
import { MessagingResolver } from './messaging/messaging.resolver.js';
import { HardshipResolver } from './hardship/hardship.resolver.js';
import { CollectionsResolver } from './collections/collections.resolver.js';
import { CreditProductResolver } from './credit-products/credit-product.resolver.js';
import { ApplicableProductResolver } from './credit-products/applicable-products.js';
import { DocumentRequestResolver } from './documents/document-request.js';
import { LoanProductResolver } from './loans/loan-product.resolver.js';
import { ApplicationProductResolver } from './applications/application.resolver.js';
import { AccountingResolver } from './accounting/accounting.resolver.js';
import { ApplicationApprovalResolver, OrderApprovalResolver } from './credit-decisions/credit-decision.resolver.js';

export { createServices, type Services, type AppContext } from './services.js';

/** Every resolver of the schema. */
export const resolvers: NonEmptyArray<ResolverClass> = [UserResolver, SettingsResolver, NotificationResolver, ApiKeyResolver, SecurityResolver, TicketResolver, CatalogueResolver, PropertyResolver, ApplicationResolver, PropertyApplicationsResolver, EligibilityResolver, AnalyticsResolver, DocumentResolver, PaymentResolver, RealtimeResolver, QuoteResolver, LoanResolver, OrderResolver, SystemResolver, PrivacyResolver, ConsentResolver, DocumentAccessResolver, ReviewRequestResolver, ApplicationReviewFieldResolver, MessagingResolver, HardshipResolver, CollectionsResolver, ApplicationApprovalResolver, OrderApprovalResolver, CreditProductResolver, AccountingResolver, ApplicableProductResolver, DocumentRequestResolver, LoanProductResolver, ApplicationProductResolver];
