// Company facts printed on the information pages; change them here, in one place.
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

export const companyDetails: CompanyDetails = {
  name: 'Ghana Homes Credit',
  legalName: 'Ghana Homes Credit Limited',
  tagline: 'Rent assistance and Buy Now Pay Later for tenants and families in Ghana.',
  supportEmail: 'support@ghanahomescredit.example',
  supportPhone: '+233 30 000 0000',
  officeAddress: '2nd Floor, 14 Liberation Road, Airport Residential Area, Accra, Ghana',
  dataProtectionOfficerEmail: 'dpo@ghanahomescredit.example',
  complaintsEmail: 'complaints@ghanahomescredit.example',
};

/** Date the current privacy policy and terms took effect. */
export const legalLastUpdated = '1 November 2026';
