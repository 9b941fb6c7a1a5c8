// The seeded settings: SPEC §9 business constants, the credit settings the pricing engine reads,
// and the brand/contact details the landing page and footer show. Staff edit them in configuration.

export type SettingType = 'integer' | 'string' | 'boolean' | 'integer_list' | 'json';

export interface SettingDefinition {
  key: string;
  type: SettingType;
  value: unknown;
  description: string;
  /** Public settings are readable without signing in (brand, contact, marketing figures). */
  public?: boolean;
}

import { CREDIT_TERM_DEFAULTS, SITE_DEFAULTS } from '../../shared/site-defaults.js';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export const SETTING_DEFINITIONS: readonly SettingDefinition[] = [
  // SPEC §9 client constants, served so every client uses the same numbers.
  { key: 'client.request_timeout_ms', type: 'integer', value: 60_000, description: 'Request timeout', public: true },
  { key: 'client.connectivity_timeout_ms', type: 'integer', value: 10_000, description: 'Connectivity check timeout', public: true },
  { key: 'client.connectivity_attempts', type: 'integer', value: 2, description: 'Connectivity check attempts', public: true },
  { key: 'client.connectivity_retry_base_ms', type: 'integer', value: 1_500, description: 'First wait between connectivity attempts (grows 1.5x, capped at 5 s)', public: true },
  { key: 'client.connectivity_success_cache_ms', type: 'integer', value: 2 * MINUTE, description: 'A successful connectivity check is cached this long', public: true },
  { key: 'client.connectivity_failure_fallback_ms', type: 'integer', value: 5 * MINUTE, description: 'Fallback after a final connectivity failure', public: true },
  { key: 'client.circuit_breaker_threshold', type: 'integer', value: 3, description: 'Failures before the circuit breaker opens', public: true },
  { key: 'client.payments_cache_ms', type: 'integer', value: 30 * MINUTE, description: 'Payments cache validity', public: true },
  { key: 'client.status_cache_medium_ms', type: 'integer', value: 30 * MINUTE, description: 'Application-status cache (medium)', public: true },
  { key: 'client.status_cache_long_ms', type: 'integer', value: 120 * MINUTE, description: 'Application-status cache (long)', public: true },
  { key: 'client.draft_ttl_ms', type: 'integer', value: 30 * DAY, description: 'Application draft and eligibility data validity', public: true },
  { key: 'client.toast_ms', type: 'integer', value: 4_000, description: 'Toast duration (success: 3 s)', public: true },
  { key: 'client.toast_max', type: 'integer', value: 20, description: 'Toasts shown at once', public: true },
  { key: 'client.testimonial_ms', type: 'integer', value: 5_000, description: 'Testimonial auto-advance', public: true },
  { key: 'client.session_refresh_tick_ms', type: 'integer', value: 30_000, description: 'Session auto-refresh tick', public: true },
  { key: 'client.realtime_heartbeat_ms', type: 'integer', value: 30_000, description: 'Realtime heartbeat', public: true },

  // Credit pricing (pesewas and basis points; 400 bp = 4% per month).
  { key: 'credit.bnpl_monthly_rate_bp', type: 'integer', value: CREDIT_TERM_DEFAULTS['credit.bnpl_monthly_rate_bp'], description: 'BNPL interest per month (basis points)', public: true },
  { key: 'credit.bnpl_plan_months', type: 'integer_list', value: [...CREDIT_TERM_DEFAULTS['credit.bnpl_plan_months']], description: 'BNPL plan lengths in months', public: true },
  { key: 'credit.method', type: 'string', value: 'reducing_balance', description: 'Interest method: reducing_balance or flat', public: true },
  { key: 'credit.rent_monthly_rate_bp', type: 'integer', value: CREDIT_TERM_DEFAULTS['credit.rent_monthly_rate_bp'], description: 'Rent assistance interest per month (basis points)', public: true },
  { key: 'credit.rent_repayment_months', type: 'integer_list', value: [...CREDIT_TERM_DEFAULTS['credit.rent_repayment_months']], description: 'Allowed rent repayment lengths in months', public: true },
  { key: 'credit.processing_fee_bp', type: 'integer', value: 0, description: 'Processing fee (basis points of the principal)', public: true },
  { key: 'credit.penalty_rate_annual_bp', type: 'integer', value: 3000, description: 'Penalty interest per annum on overdue amounts only (basis points)', public: true },
  { key: 'credit.grace_days', type: 'integer', value: 5, description: 'Days after a due date before an instalment is overdue', public: true },
  { key: 'credit.penalty_cap_bp', type: 'integer', value: 1_000, description: 'Most penalty a loan can ever be charged (basis points of its principal)', public: true },
  { key: 'credit.early_settlement_fee_bp', type: 'integer', value: 0, description: 'Early-settlement fee (basis points of the original principal, at most 25 = 0.25%)', public: true },
  { key: 'credit.settlement_quote_working_days', type: 'integer', value: 20, description: 'Working days an early-settlement quote stays valid (Ghana public holidays excluded)', public: true },
  {
    key: 'payments.branches',
    type: 'json',
    value: ['Accra Ridge', 'Kumasi Adum', 'Tamale Central'],
    description: 'Branches where staff take payments (cash taken at a counter names its branch; an empty list: no branches)',
  },
  { key: 'payments.reconcile_after_minutes', type: 'integer', value: 30, description: 'Pending payments older than this are checked with the provider' },
  { key: 'credit.min_amount', type: 'integer', value: 50_000, description: 'Smallest amount financed (pesewas)', public: true },
  { key: 'credit.max_amount', type: 'integer', value: 5_000_000, description: 'Largest amount financed (pesewas)', public: true },
  { key: 'credit.max_instalment_share_bp', type: 'integer', value: CREDIT_TERM_DEFAULTS['credit.max_instalment_share_bp'], description: 'Largest share of net income an instalment may take (basis points)', public: true },
  { key: 'credit.min_monthly_income', type: 'integer', value: 100_000, description: 'Smallest monthly net income considered (pesewas)', public: true },
  // Credit decisions: what must hold before staff may approve, and when a second approver is needed.
  { key: 'credit.required_documents', type: 'json', value: { rent: ['ghana_card', 'momo_statement'], bnpl: ['ghana_card'] }, description: 'Document types that must be verified before approval, per product (rent, bnpl)' },
  { key: 'credit.four_eyes_threshold', type: 'integer', value: 1_000_000, description: 'Amounts financed above this (pesewas) need a second approver' },
  // Maker-checker: amounts above these (pesewas) wait for a second person. Disbursements, reversals,
  // refunds (of credit balances and of suspense), restructures, write-offs, month reopenings and changes to credit, approvals, accounting and collections settings always do.
  { key: 'approvals.credit_applied_threshold', type: 'integer', value: 0, description: 'Credit balances applied above this (pesewas) need a second person (0: every amount)' },
  { key: 'approvals.manual_payment_threshold', type: 'integer', value: 500_000, description: 'Manual payments above this (pesewas) wait for a second person before they are applied (one dated in the past always does)' },
  { key: 'approvals.suspense_allocation_threshold', type: 'integer', value: 100_000, description: 'Money allocated from suspense above this (pesewas) needs a second person' },
  // Checkout (orders/order.service.ts): the delivery fee is part of the amount a BNPL plan finances.
  {
    key: 'delivery.fee_by_region',
    type: 'json',
    value: {
      ahafo: 8_000, ashanti: 4_000, bono: 8_000, bono_east: 8_000, central: 4_000, eastern: 4_000, greater_accra: 0, north_east: 12_000,
      northern: 10_000, oti: 10_000, savannah: 12_000, upper_east: 12_000, upper_west: 12_000, volta: 6_000, western: 6_000, western_north: 8_000,
    },
    description: 'Delivery fee per Ghana region (pesewas; 0 for free delivery), added to the amount financed at checkout',
  },
  { key: 'delivery.expected_window', type: 'string', value: '3–5 working days', description: 'How long delivery takes after the credit agreement is signed, as checkout says it' },
  { key: 'tax.included_rate_bp', type: 'integer', value: 0, description: 'VAT and levies included in prices (basis points, e.g. 2000 = 20%; 0: checkout says prices include them without an amount)' },
  { key: 'uploads.max_bytes', type: 'integer', value: 10 * 1024 * 1024, description: 'Largest document upload (bytes)', public: true },
  { key: 'uploads.max_pixels', type: 'integer', value: 40_000_000, description: 'Largest image upload (width × height in pixels)' },
  { key: 'privacy.export_response_days', type: 'integer', value: 21, description: 'Days to answer a request for a copy of personal data (Act 843)' },
  { key: 'privacy.correction_response_days', type: 'integer', value: 21, description: 'Days to answer a correction request (Act 843)' },
  { key: 'privacy.closure_response_days', type: 'integer', value: 21, description: 'Days to answer an account closure request (Act 843)' },
  { key: 'privacy.export_link_days', type: 'integer', value: 7, description: 'Days a personal-data download link stays valid' },
  { key: 'privacy.export_interval_hours', type: 'integer', value: 24, description: 'Hours between two requests for a copy of personal data' },
  { key: 'privacy.retention_years', type: 'integer', value: 6, description: 'Years loan records of a closed account are kept after the last loan closes, then anonymised' },
  { key: 'credit.hardship_max_months', type: 'integer', value: 36, description: 'Longest term a hardship restructure may spread the rest of a loan over (months from the day it is applied)', public: true },
  // Bank of Ghana loss classification: more than 360 days past due. Below it only an admin with a reason may propose
  // or approve a write-off (the override is audited).
  { key: 'collections.write_off_min_days_past_due', type: 'integer', value: 361, description: 'Days past due from which a loan may be proposed and approved for write-off (earlier only with an admin override and a reason)' },
  // Bank of Ghana prudential norms for banks (microfinance and NBFI norms differ): the day each classification starts
  // (current, OLEM, substandard, doubtful, loss) and the provision each requires; the NPL ratio's limit.
  { key: 'accounting.classification_days', type: 'integer_list', value: [0, 31, 91, 181, 361], description: 'Days past due where each classification starts: current, OLEM, substandard, doubtful, loss' },
  { key: 'accounting.provision_rates_bp', type: 'integer_list', value: [100, 1_000, 2_500, 5_000, 10_000], description: 'Provision required for each classification (basis points of principal outstanding)' },
  { key: 'accounting.npl_limit_bp', type: 'integer', value: 1_000, description: 'Highest non-performing loan ratio allowed (basis points; 10% for banks, 5% for microfinance)' },
  { key: 'collections.promise_max_days', type: 'integer', value: 30, description: 'Furthest a promise to pay may be dated (days from today)' },
  { key: 'graphql.introspection_in_production', type: 'boolean', value: false, description: 'Allow schema introspection when NODE_ENV=production' },

  // Payment reminders (modules/messaging/reminders.ts): days before a due date (0 = the morning of it) and days late.
  { key: 'reminders.enabled', type: 'boolean', value: true, description: 'Send payment reminders (SMS, in-app, email as each customer chose)' },
  { key: 'reminders.before_due_days', type: 'integer_list', value: [0, 3], description: 'Remind this many days before an instalment is due (0 = the morning of the due date)' },
  { key: 'reminders.after_due_days', type: 'integer_list', value: [1, 7, 30], description: 'Remind this many days after an unpaid due date' },
  { key: 'reminders.quiet_start_hour', type: 'integer', value: 20, description: 'Quiet hours start (hour, Africa/Accra): no SMS or reminders from then' },
  { key: 'reminders.quiet_end_hour', type: 'integer', value: 7, description: 'Quiet hours end (hour, Africa/Accra): held messages go out from then' },

  // Brand and contact details for the landing page and footer.
  { key: 'brand.name', type: 'string', value: SITE_DEFAULTS['brand.name'], description: 'Product name', public: true },
  { key: 'brand.legal_name', type: 'string', value: SITE_DEFAULTS['brand.legal_name'], description: 'Company name on the legal pages', public: true },
  { key: 'brand.tagline', type: 'string', value: SITE_DEFAULTS['brand.tagline'], description: 'Tagline', public: true },
  { key: 'contact.support_email', type: 'string', value: SITE_DEFAULTS['contact.support_email'], description: 'Support email', public: true },
  { key: 'contact.support_phone', type: 'string', value: SITE_DEFAULTS['contact.support_phone'], description: 'Support phone', public: true },
  { key: 'contact.office_address', type: 'string', value: SITE_DEFAULTS['contact.office_address'], description: 'Office address', public: true },
  { key: 'contact.dpo_email', type: 'string', value: SITE_DEFAULTS['contact.dpo_email'], description: 'Data Protection Officer email', public: true },
  { key: 'contact.complaints_email', type: 'string', value: SITE_DEFAULTS['contact.complaints_email'], description: 'Complaints email', public: true },
  {
    key: 'contact.social_links',
    type: 'json',
    value: [
      { label: 'Facebook', url: 'https://www.facebook.com/ghanahomescredit' },
      { label: 'X', url: 'https://x.com/ghanahomescredit' },
      { label: 'Instagram', url: 'https://www.instagram.com/ghanahomescredit' },
      { label: 'LinkedIn', url: 'https://www.linkedin.com/company/ghanahomescredit' },
      { label: 'WhatsApp', url: 'https://wa.me/233302901234' },
    ],
    description: 'Social links in the footer',
    public: true,
  },
];
