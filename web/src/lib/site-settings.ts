// Brand and contact details from the server's public settings, with safe fallbacks while they load.
// The main layout shows them on the landing page, so they come from one plain fetch rather than Apollo Client
// (which is not part of the landing route: lib/lazy-apollo).
import { useEffect, useSyncExternalStore } from 'react';
import type { PublicSettingsQuery } from '../gql/graphql';
import { QUERY_RETRIES, QUERY_RETRY_BASE_MS, QUERY_RETRY_MAX_MS, QUERY_STALE_MS, REQUEST_TIMEOUT_MS } from './constants';
import { takeEarlyQuery } from './early-requests';
import { retryWithBackoff } from './retry';
import { CREDIT_TERM_DEFAULTS, SITE_DEFAULTS } from '../../../server/src/shared/site-defaults';

export interface SiteSettings {
  brandName: string;
  legalName: string;
  tagline: string;
  supportEmail: string;
  supportPhone: string;
  officeAddress: string;
  dataProtectionOfficerEmail: string;
  complaintsEmail: string;
  social: Array<{ label: string; url: string }>;
  values: Map<string, unknown>;
}

/** The seeded details (one list, shared with the server's defaults) until the public settings arrive. */
export const FALLBACK_SITE: SiteSettings = {
  brandName: SITE_DEFAULTS['brand.name'],
  legalName: SITE_DEFAULTS['brand.legal_name'],
  tagline: SITE_DEFAULTS['brand.tagline'],
  supportEmail: SITE_DEFAULTS['contact.support_email'],
  supportPhone: SITE_DEFAULTS['contact.support_phone'],
  officeAddress: SITE_DEFAULTS['contact.office_address'],
  dataProtectionOfficerEmail: SITE_DEFAULTS['contact.dpo_email'],
  complaintsEmail: SITE_DEFAULTS['contact.complaints_email'],
  social: [],
  values: new Map(),
};

export function toSiteSettings(entries: ReadonlyArray<{ key: string; value: unknown }>): SiteSettings {
  const values = new Map(entries.map((entry) => [entry.key, entry.value]));
  const text = (key: string, fallback: string) => (typeof values.get(key) === 'string' ? (values.get(key) as string) : fallback);
  const social = values.get('contact.social_links');
  return {
    brandName: text('brand.name', FALLBACK_SITE.brandName),
    legalName: text('brand.legal_name', FALLBACK_SITE.legalName),
    tagline: text('brand.tagline', FALLBACK_SITE.tagline),
    supportEmail: text('contact.support_email', FALLBACK_SITE.supportEmail),
    supportPhone: text('contact.support_phone', FALLBACK_SITE.supportPhone),
    officeAddress: text('contact.office_address', FALLBACK_SITE.officeAddress),
    dataProtectionOfficerEmail: text('contact.dpo_email', FALLBACK_SITE.dataProtectionOfficerEmail),
    complaintsEmail: text('contact.complaints_email', FALLBACK_SITE.complaintsEmail),
    social: Array.isArray(social) ? (social as SiteSettings['social']) : [],
    values,
  };
}

/** The credit terms people read (landing figures, form choices, the affordability limit): public settings, else the seeded defaults. */
export interface CreditTerms {
  bnplMonthlyRateBp: number;
  bnplPlanMonths: number[];
  rentMonthlyRateBp: number;
  rentRepaymentMonths: number[];
  /** The eligibility rule: the largest share of net income an instalment may take. */
  maxInstalmentShareBp: number;
}

function integerSetting(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : fallback;
}

function monthsSetting(value: unknown, fallback: readonly number[]): number[] {
  return Array.isArray(value) && value.length > 0 && value.every((n) => Number.isInteger(n) && n > 0) ? (value as number[]) : [...fallback];
}

export function creditTermsFrom(values: ReadonlyMap<string, unknown>): CreditTerms {
  return {
    bnplMonthlyRateBp: integerSetting(values.get('credit.bnpl_monthly_rate_bp'), CREDIT_TERM_DEFAULTS['credit.bnpl_monthly_rate_bp']),
    bnplPlanMonths: monthsSetting(values.get('credit.bnpl_plan_months'), CREDIT_TERM_DEFAULTS['credit.bnpl_plan_months']),
    rentMonthlyRateBp: integerSetting(values.get('credit.rent_monthly_rate_bp'), CREDIT_TERM_DEFAULTS['credit.rent_monthly_rate_bp']),
    rentRepaymentMonths: monthsSetting(values.get('credit.rent_repayment_months'), CREDIT_TERM_DEFAULTS['credit.rent_repayment_months']),
    maxInstalmentShareBp: integerSetting(values.get('credit.max_instalment_share_bp'), CREDIT_TERM_DEFAULTS['credit.max_instalment_share_bp']),
  };
}

/** 400 → '4%', 450 → '4.5%', 1234 → '12.34%' (basis points as people say them). */
export function percentFromBp(bp: number): string {
  const whole = Math.trunc(bp / 100);
  const fraction = String(Math.abs(bp % 100)).padStart(2, '0').replace(/0+$/, '');
  return `${whole}${fraction ? `.${fraction}` : ''}%`;
}

/** [5, 6] → '5-6', [3, 6, 12, 24] → '3-24', [6] → '6'. */
export function monthRange(months: readonly number[]): string {
  const low = Math.min(...months);
  const high = Math.max(...months);
  return low === high ? String(low) : `${low}-${high}`;
}

/** The PublicSettings operation of site.graphql as text (a unit test keeps it equal to the generated document). */
export const PUBLIC_SETTINGS_QUERY = 'query PublicSettings { publicSettings { key value } }';

/** POSTs PublicSettings to /graphql; rejects on an HTTP error, a GraphQL error without data, or after the SPEC §9 timeout. */
export async function fetchPublicSettings(fetchImpl: typeof fetch = fetch): Promise<SiteSettings> {
  // The first time, index.html has usually asked already (lib/early-requests).
  const response = await (takeEarlyQuery('PublicSettings') ??
    fetchImpl('/graphql', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ operationName: 'PublicSettings', query: PUBLIC_SETTINGS_QUERY }),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    }));
  if (!response.ok) throw new Error(`PublicSettings failed with HTTP ${response.status}`);
  const body = (await response.json()) as { data?: PublicSettingsQuery | null };
  if (!body.data) throw new Error('PublicSettings returned no data');
  return toSiteSettings(body.data.publicSettings);
}

export interface SiteSettingsStore {
  getSnapshot(): SiteSettings;
  subscribe(listener: () => void): () => void;
  /** Fetches unless a fetch is running or the last answer is under 5 min old (SPEC §9 freshness); retries twice. */
  refresh(): void;
}

export function createSiteSettingsStore(fetchSettings: () => Promise<SiteSettings> = () => fetchPublicSettings(), now: () => number = Date.now): SiteSettingsStore {
  let current = FALLBACK_SITE;
  let fetchedAt: number | null = null;
  let running = false;
  const listeners = new Set<() => void>();
  return {
    getSnapshot: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    refresh() {
      if (running || (fetchedAt !== null && now() - fetchedAt < QUERY_STALE_MS)) return;
      running = true;
      retryWithBackoff(() => fetchSettings(), {
        retries: QUERY_RETRIES,
        delays: (attempt) => Math.min(QUERY_RETRY_BASE_MS * 2 ** (attempt - 1), QUERY_RETRY_MAX_MS),
      })
        .then(
          (settings) => {
            current = settings;
            fetchedAt = now();
            listeners.forEach((listener) => listener());
          },
          // Offline or failing: the fallbacks stay, and the next screen that mounts tries again.
          () => undefined,
        )
        .finally(() => {
          running = false;
        });
    },
  };
}

let defaultStore: SiteSettingsStore | null = null;

function siteStore(): SiteSettingsStore {
  defaultStore ??= createSiteSettingsStore();
  return defaultStore;
}

export function useSiteSettings(store: SiteSettingsStore = siteStore()): SiteSettings {
  const site = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  useEffect(() => store.refresh(), [store]);
  return site;
}
