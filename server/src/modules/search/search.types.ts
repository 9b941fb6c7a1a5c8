/** The kinds of record the staff header search finds; each is offered only to roles that may open its page. */
export const STAFF_SEARCH_KINDS = ['user', 'application', 'loan', 'order', 'payment', 'ticket'] as const;
export type StaffSearchKind = (typeof STAFF_SEARCH_KINDS)[number];

/** One record found: named as staff know it; the web turns kind and id (or loanId) into its page. */
export interface StaffSearchHit {
  kind: StaffSearchKind;
  id: string;
  title: string;
  subtitle: string;
  /** For a payment: the loan it pays into, whose page shows it. */
  loanId: string | null;
}
