// Brand and contact details from the server's public settings, with safe fallbacks while they load.
import { useQuery } from '@apollo/client/react';
import { PublicSettingsDocument } from '../gql/graphql';

export interface SiteSettings {
  brandName: string;
  tagline: string;
  supportEmail: string;
  supportPhone: string;
  officeAddress: string;
  social: Array<{ label: string; url: string }>;
  values: Map<string, unknown>;
}

export const FALLBACK_SITE: SiteSettings = {
  brandName: 'Ghana Homes Credit',
  tagline: 'Rent today, repay monthly. Shop now, pay in 5-6 months.',
  supportEmail: 'support@ghanahomescredit.example',
  supportPhone: '+233 30 290 1234',
  officeAddress: 'Accra, Ghana',
  social: [],
  values: new Map(),
};

export function toSiteSettings(entries: ReadonlyArray<{ key: string; value: unknown }>): SiteSettings {
  const values = new Map(entries.map((entry) => [entry.key, entry.value]));
  const text = (key: string, fallback: string) => (typeof values.get(key) === 'string' ? (values.get(key) as string) : fallback);
  const social = values.get('contact.social_links');
  return {
    brandName: text('brand.name', FALLBACK_SITE.brandName),
    tagline: text('brand.tagline', FALLBACK_SITE.tagline),
    supportEmail: text('contact.support_email', FALLBACK_SITE.supportEmail),
    supportPhone: text('contact.support_phone', FALLBACK_SITE.supportPhone),
    officeAddress: text('contact.office_address', FALLBACK_SITE.officeAddress),
    social: Array.isArray(social) ? (social as SiteSettings['social']) : [],
    values,
  };
}

export function useSiteSettings(): SiteSettings {
  const { data } = useQuery(PublicSettingsDocument);
  return data ? toSiteSettings(data.publicSettings) : FALLBACK_SITE;
}
