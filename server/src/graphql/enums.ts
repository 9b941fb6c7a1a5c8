import { registerEnumType } from 'type-graphql';
import { ADMIN_MENU, PERMISSIONS, ROLES } from '../auth/permissions.js';

function asEnum<T extends string>(values: readonly T[]): Record<T, T> {
  return Object.fromEntries(values.map((value) => [value, value])) as Record<T, T>;
}

export const RoleEnum = asEnum(ROLES);
export const PermissionEnum = asEnum(PERMISSIONS);
export const AdminRouteEnum = asEnum(ADMIN_MENU);

registerEnumType(RoleEnum, {
  name: 'Role',
  description: 'SPEC §6 roles; `user` is a customer. Each role carries a fixed set of permissions and admin pages (me.permissions, me.adminRoutes).',
  valuesConfig: {
    user: { description: 'A customer: applies for credit, shops on BNPL, pays and raises tickets; has no permissions and no admin pages.' },
    admin: { description: 'Every permission and every admin page a role can have; uses the admin layout (isAdmin).' },
    superadmin: { description: 'Everything an admin has, and the only role that may grant or remove the admin and superadmin roles.' },
    sales_executive: { description: 'Sees applications, loans and analytics, and fulfils BNPL orders (dispatch, delivery, cancellation).' },
    credit_analyst: { description: 'Decides applications, BNPL orders and hardship requests, and verifies documents; sees payments and analytics.' },
    recovery_and_collections: { description: 'Works loans in arrears in the collections workspace and manages payments; sees applications and analytics.' },
    inspection_and_verification: { description: 'Verifies documents and inspects properties; sees applications and loans.' },
    finance: { description: 'Manages payments and the books (accounting, month-end close); sees applications, loans and analytics.' },
  } satisfies Record<keyof typeof RoleEnum, { description: string }>,
});

registerEnumType(PermissionEnum, {
  name: 'Permission',
  description: 'SPEC §6 permission flags, plus a few of our own; the server checks them on every gated field and operation.',
  valuesConfig: {
    viewAllUsers: { description: 'Read every account: the user list and details, and customers’ contact, identity and address fields.' },
    manageAllUsers: {
      description: 'Create staff accounts, change roles, suspend and reinstate accounts and reset staff two-factor sign-in (only a superadmin touches admin roles).',
    },
    viewAllApplications: { description: 'Read every application, BNPL order and loan, with their approval checks and document requirements.' },
    manageAllApplications: {
      description: 'Make the credit decision: review, approve and reject applications and BNPL orders, answer review requests and decide hardship requests.',
    },
    viewAllPayments: { description: 'Read every payment and loan, the portfolio snapshots and the payment reconciliation runs.' },
    manageAllPayments: {
      description: 'Record manual payments and disbursements, re-check and reverse payments, and apply or refund credit balances.',
    },
    viewAllDocuments: { description: 'Read and download every customer’s documents.' },
    verifyDocuments: { description: 'Verify or reject pending documents, and ask an applicant for a missing one.' },
    manageSystem: {
      description:
        'Run the platform: settings, legal versions, shop catalogue, support tickets, broadcasts, sent messages, audit log, sessions, API keys, webhooks, document access log and background jobs.',
    },
    viewAnalytics: { description: 'Read the dashboard and analytics figures (applications, orders, payments, finance, collections, PAR).' },
    manageProperties: { description: 'Read, create and edit property records, record inspections and link applications to properties.' },
    fulfilOrders: { description: 'Dispatch, deliver and cancel approved BNPL orders (operations, not a credit decision).' },
    managePrivacyRequests: { description: 'Work the Data Protection Act queue: read every request, complete or decline corrections.' },
    manageCollections: {
      description: 'Use the collections workspace: work queues, contacts, promises to pay, assigning collectors and proposing write-offs.',
    },
    approveWriteOffs: { description: 'Approve or decline, in Approvals, a write-off someone else proposed (admins only: four eyes).' },
    manageCreditProducts: { description: 'Create, edit, activate (four eyes) and retire credit products, and choose the accounts they post to.' },
    viewAccounting: { description: 'Read the books: chart of accounts, journal, trial balance, statements, loan classification, reconciliation and the month-end checklist.' },
    manageAccounting: { description: 'Close a month of the books, and ask for or approve (in Approvals, never one’s own) its reopening.' },
  } satisfies Record<keyof typeof PermissionEnum, { description: string }>,
});

registerEnumType(AdminRouteEnum, {
  name: 'AdminRoute',
  description: 'Pages of the admin area (/admin/…), in menu order; me.adminRoutes lists those the role may open.',
  valuesConfig: {
    dashboard: { description: 'The admin home (/admin): the dashboard for the signed-in staff member’s role.' },
    users: { description: 'Every account with its details; staff creation, role changes, suspension and two-factor reset.' },
    applications: { description: 'Every application with filters and search, one application’s review, and the human review requests.' },
    payments: { description: 'Every payment with filters; manual payments, re-checks, reversals, disbursements and credit balances.' },
    suspense: { description: 'Money that arrived with no loan, oldest first: allocate it to a loan or refund it (viewAllPayments; manageAllPayments acts).' },
    loans: { description: 'Every loan, found by borrower or loan number and filtered by status and days past due, and one loan’s view.' },
    collections: { description: 'The collections workspace: PAR, work queues by days past due and broken promises, and each loan’s collections actions.' },
    orders: { description: 'The BNPL order queue and one order, to decide or fulfil it.' },
    catalogue: { description: 'The shop catalogue: products, prices, stock and whether each is shown in the shop.' },
    documents: { description: 'The document verification queue.' },
    configuration: { description: 'The system settings, grouped, and the versions of the Terms and the Privacy Policy.' },
    creditProducts: { description: 'Credit products and their versions, the live preview and the four-eyes activation (/admin/credit-products).' },
    support: { description: 'The support ticket queue, one ticket’s thread, and the messages from the contact page.' },
    analytics: { description: 'Figures for a date range with charts and a CSV export.' },
    properties: { description: 'Homes, landlords and inspections.' },
    security: { description: 'Audit log, active sessions, partner API keys, their webhooks and staff access to customers’ documents.' },
    notifications: { description: 'Broadcasts to all customers or one staff role, and the history of what was sent.' },
    settings: { description: 'The staff member’s own name, phone, password and light or dark preference.' },
    messages: { description: 'Sent messages (the outbox): every SMS, email and in-app message with its delivery status.' },
    help: { description: 'The staff guide, with the reader’s own role opened first.' },
    system: { description: 'Background job queues and runs, close of business, the latest portfolio snapshot and the payment reconciliation runs.' },
    roles: { description: 'A menu entry no role lists, so it never shows.' },
    privacy: { description: 'The Data Protection Act queue (exports, corrections, closures) and one request.' },
    hardship: { description: 'The queue of hardship requests, to approve (as asked or with other terms) or decline.' },
    accounting: { description: 'The books: chart, journal, trial balance, statements, reconciliation, loan classification, month-end close and exports.' },
    approvals: { description: 'Maker-checker: requests waiting for a second person (approve or decline with the effect previewed), and one’s own.' },
  } satisfies Record<keyof typeof AdminRouteEnum, { description: string }>,
});
