// Company facts printed on the information pages: the public settings (editable by admins under Configuration,
// seeded from server/src/shared/site-defaults.ts), the same source as the footer.
import { FALLBACK_SITE, useSiteSettings, type SiteSettings } from '../../lib/site-settings';

export interface CompanyDetails {
  name: string;
  legalName: string;
  tagline: string;
  supportEmail: string;
  supportPhone: string;
  officeAddress: string;
  dataProtectionOfficerEmail: string;
  complaintsEmail: string;
}

export function companyDetailsFrom(site: SiteSettings): CompanyDetails {
  return {
    name: site.brandName,
    legalName: site.legalName,
    tagline: site.tagline,
    supportEmail: site.supportEmail,
    supportPhone: site.supportPhone,
    officeAddress: site.officeAddress,
    dataProtectionOfficerEmail: site.dataProtectionOfficerEmail,
    complaintsEmail: site.complaintsEmail,
  };
}

/** The seeded details (what the pages show until the settings arrive). */
export const companyDetails: CompanyDetails = companyDetailsFrom(FALLBACK_SITE);

/** `given` (tests, previews) or the public settings. */
export function useCompanyDetails(given?: CompanyDetails): CompanyDetails {
  const site = useSiteSettings();
  return given ?? companyDetailsFrom(site);
}

/** Date the current privacy policy and terms took effect. */
export const legalLastUpdated = '1 November 2026';
