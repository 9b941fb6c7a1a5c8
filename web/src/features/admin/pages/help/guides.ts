// The staff guide: each role's daily work, the screens it uses and the rules it must keep (SPEC §6, Act 1052, Rent Act).

export interface RoleGuide {
  id: string;
  title: string;
  /** Roles that open this section first. */
  roles: string[];
  permissions: string;
  steps: string[];
  watch: string[];
}

export const GUIDES: RoleGuide[] = [
  {
    id: 'sales',
    title: 'Sales executive',
    roles: ['sales_executive'],
    permissions: 'View all applications and analytics. You cannot approve, reject or record payments.',
    steps: [
      'Start on the Dashboard: the pipeline by status shows where applicants are stuck; follow up pending ones older than two days.',
      'In Applications, filter by Pending and search by name, email or landlord to answer an applicant’s call with the facts on screen.',
      'Use Analytics to compare new applications and BNPL orders per day with last week and report the conversion funnel.',
    ],
    watch: [
      'Quote rates per annum, never only per month: 4% per month is 48% per annum nominal (about 60% effective). Act 1052 requires the annual rate, APR and total cost before a customer commits.',
      'Never promise approval; the 24-48 hour figure is a target, not a guarantee.',
    ],
  },
  {
    id: 'credit',
    title: 'Credit analyst',
    roles: ['credit_analyst'],
    permissions: 'View and manage applications, view all payments, view and verify documents, analytics.',
    steps: [
      'Open the review queue on the Dashboard, oldest first. Take an application into review before you work on it so colleagues do not duplicate it.',
      'In the application detail check the employer, income and emergency contacts, and the documents inline (Ghana Card, payslip or MoMo statement, tenancy agreement).',
      'Verify or reject each document in Documents with a note the customer can act on.',
      'Approve or reject with a written reason of at least 5 characters: the applicant reads it.',
    ],
    watch: [
      'Rent Act warning: advance rent beyond 6 months is restricted (Rent Act 1963, s.25(5)). When the application shows the warning, confirm the landlord arrangement before approving.',
      'Check the disclosure the applicant accepted: annual rate, APR, total repayable and the full schedule (Act 1052).',
      'Instalments must stay within the configured share of net income.',
    ],
  },
  {
    id: 'collections',
    title: 'Recovery and collections',
    roles: ['recovery_and_collections'],
    permissions: 'View applications, view and manage payments, analytics.',
    steps: [
      'On the Dashboard work the arrears buckets in order: 1–30, 31–60, 61–90, then 90+ days past due; call the due-today list first each morning.',
      'When a customer pays by MoMo, bank or cash outside the app, record it in Payments → Record payment with the exact transaction reference.',
      'Reverse a payment only when the money did not arrive or was refunded; the reason is shown to the customer.',
    ],
    watch: [
      'Penalty interest applies to overdue amounts only, after the grace period set in Configuration.',
      'Be courteous and factual; never threaten a customer or contact their emergency contacts about the debt beyond confirming reachability.',
    ],
  },
  {
    id: 'verification',
    title: 'Inspection and verification',
    roles: ['inspection_and_verification'],
    permissions: 'View applications, view and verify documents, manage properties.',
    steps: [
      'Clear the Documents queue: preview each PDF or image, verify it or reject it with a note saying what to re-upload.',
      'In Properties create the property from the application (address, GhanaPost GPS code, landlord), visit it, and record the inspection as passed or failed with notes.',
      'Link the application to the inspected property so the credit analyst sees the result.',
    ],
    watch: ['A Ghana Card must match the applicant’s name and number exactly; a blurred or cropped card is a rejection with a clear note.'],
  },
  {
    id: 'finance',
    title: 'Finance',
    roles: ['finance'],
    permissions: 'View applications, view and manage payments, analytics.',
    steps: [
      'Reconcile each day’s provider statements against Payments, filtered by method and status.',
      'Record payments that arrived outside the app (amount in GH₵, exact reference; the reference must be unique).',
      'Pay approved rent to landlords from the disbursements list once it is available, and check the Dashboard for collections, interest earned and payments by method.',
    ],
    watch: ['Every manual payment and reversal is confirmed and written to the audit log with your name; double-check the amount before confirming.'],
  },
  {
    id: 'admin',
    title: 'Administrator',
    roles: ['admin', 'superadmin'],
    permissions: 'All permission flags: users, applications, payments, documents, configuration, credit products, support, analytics, properties, security, notifications.',
    steps: [
      'Users: create staff accounts with a temporary password, change roles, ban accounts that misuse the service (only a superadmin grants admin roles).',
      'Credit products: set each product’s rate, fees, amounts, terms and documents; every change is a new version another admin activates (four eyes). Preview the quote and disclosure before activating; loans keep the version they were priced on.',
      'Configuration: change limits, uploads, brand and contact details; every change shows before → after and is audit-logged.',
      'Support: assign new tickets each morning, reply or add internal notes, and keep statuses moving (open → in progress → resolved → closed).',
      'Security: review the audit log, revoke sessions you do not recognise, and issue partner API keys bound to the narrowest role; the secret is shown once.',
    ],
    watch: [
      'Publish rates per annum as well as per month (Act 1052).',
      'Revoke an API key at once if its secret may have leaked; create a new one for the partner.',
    ],
  },
];
