// Settings a credit product version owns. A loan is serviced and approved on its version's terms for life, and quotes
// are priced on the active versions, so a value set as a setting would change nothing: the server refuses the first
// list in updateSetting, and the configuration screen (which imports this file) edits neither list.

/** Terms every loan keeps from its version (grace, penalty, four eyes, affordability): refused as settings. */
export const REFUSED_AS_SETTINGS: ReadonlySet<string> = new Set([
  'credit.grace_days',
  'credit.penalty_rate_annual_bp',
  'credit.penalty_cap_bp',
  'credit.four_eyes_threshold',
  'credit.max_instalment_share_bp',
]);

/** Every setting the configuration screen leaves to /admin/credit-products: the above and the products' rates. */
export const SET_ON_CREDIT_PRODUCTS: ReadonlySet<string> = new Set([...REFUSED_AS_SETTINGS, 'credit.bnpl_monthly_rate_bp', 'credit.rent_monthly_rate_bp']);
