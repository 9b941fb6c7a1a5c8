// The seeded brand and contact details: the server seeds these settings from here and the web shows them until the
// public settings arrive, so the footer and the Contact, About, Terms and Privacy pages always print the same details.
// Admins change them under Configuration (contact.*, brand.*).
export const SITE_DEFAULTS = {
  'brand.name': 'Ghana Homes Credit',
  'brand.legal_name': 'Ghana Homes Credit Limited',
  'brand.tagline': 'Rent today, repay monthly. Shop now, pay in 5-6 months.',
  'contact.support_email': 'support@ghanahomescredit.example',
  'contact.support_phone': '+233 30 290 1234',
  'contact.office_address': '14 Independence Avenue, Ridge, Accra, Ghana (GA-183-8164)',
  'contact.dpo_email': 'dpo@ghanahomescredit.example',
  'contact.complaints_email': 'complaints@ghanahomescredit.example',
} as const;

/** Credit terms the landing page and forms print (marketing figures); staff change them under Configuration. */
export const CREDIT_TERM_DEFAULTS = {
  'credit.bnpl_monthly_rate_bp': 400,
  'credit.bnpl_plan_months': [5, 6],
  'credit.rent_monthly_rate_bp': 400,
  // Landlords ask for one or two years in advance: repayment may run up to 24 months.
  'credit.rent_repayment_months': [3, 6, 9, 12, 18, 24],
  'credit.max_instalment_share_bp': 3_000,
} as const;
