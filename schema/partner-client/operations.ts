/* GENERATED FILE: do not edit by hand. Regenerate with `npm run gen`. */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** pending (new), under_review, approved, rejected, cancelled (by the applicant). */
export type ApplicationStatus =
  /** Approved: a loan was created and waits for finance to pay the landlord or other payee. */
  | 'approved'
  /** Withdrawn by the applicant before a decision. */
  | 'cancelled'
  /** Submitted and waiting for staff; the applicant may still change or cancel it. */
  | 'pending'
  /** Not approved; the reason says why, and the applicant may ask once for a human review. */
  | 'rejected'
  /** Taken into review by a staff member; the applicant may still cancel it. */
  | 'under_review';

/** Mobile money networks, card, bank transfer or cash. */
export type PaymentMethod =
  /** AirtelTigo Money (mobile money). */
  | 'airteltigo_money'
  /** A bank transfer; recorded by staff only. */
  | 'bank_transfer'
  /** A debit or credit card, entered on the provider’s hosted card page (never on ours). */
  | 'card'
  /** Cash paid in; recorded by staff only. */
  | 'cash'
  /** MTN Mobile Money. */
  | 'mtn_momo'
  /** Telecel Cash (mobile money). */
  | 'telecel_cash';

/** pending until the provider answers; successful and failed are final; abandoned (the payer never completed it) and expired (no answer within 24 hours) are not: a success that arrives later is still credited. reversed: a successful payment that was later given back. */
export type PaymentStatus =
  /** The payer never completed it; a success the provider reports later is still credited. */
  | 'abandoned'
  /** Recorded by staff as received (above approvals.manual_payment_threshold, or dated before today) and waiting for a second person: not yet applied to the loan, no receipt. Approved: successful, applied as of the day received; declined or cancelled: removed. */
  | 'awaiting_approval'
  /** The provider still called it pending 24 hours after it started, so it was given up; a success reported later is still credited. */
  | 'expired'
  /** The provider reported that the payment failed (failureReason says why): final for the payer, but money the provider later reports as taken is still credited. */
  | 'failed'
  /** Started; waiting for the provider to confirm or refuse it. */
  | 'pending'
  /** Arrived with no loan to take it (held in suspense) and was sent back by staff: refundReference names the transfer out. */
  | 'refunded'
  /** Was successful, then given back by staff: its allocation to the loan is undone and a reversal record shows the amount going back. */
  | 'reversed'
  /** The money arrived and was applied to the loan, with a receipt. Staff may still reverse it. */
  | 'successful';

/** SPEC §6 permission flags, plus a few of our own; the server checks them on every gated field and operation. */
export type Permission =
  /** Approve or decline, in Approvals, a write-off someone else proposed (admins only: four eyes). */
  | 'approveWriteOffs'
  /** Dispatch, deliver and cancel approved BNPL orders (operations, not a credit decision). */
  | 'fulfilOrders'
  /** Close a month of the books, and ask for or approve (in Approvals, never one’s own) its reopening. */
  | 'manageAccounting'
  /** Make the credit decision: review, approve and reject applications and BNPL orders, answer review requests and decide hardship requests. */
  | 'manageAllApplications'
  /** Record manual payments and disbursements, re-check and reverse payments, and apply or refund credit balances. */
  | 'manageAllPayments'
  /** Create staff accounts, change roles, suspend and reinstate accounts and reset staff two-factor sign-in (only a superadmin touches admin roles). */
  | 'manageAllUsers'
  /** Use the collections workspace: work queues, contacts, promises to pay, assigning collectors and proposing write-offs. */
  | 'manageCollections'
  /** Create, edit, activate (four eyes) and retire credit products, and choose the accounts they post to. */
  | 'manageCreditProducts'
  /** Work the Data Protection Act queue: read every request, complete or decline corrections. */
  | 'managePrivacyRequests'
  /** Read, create and edit property records, record inspections and link applications to properties. */
  | 'manageProperties'
  /** Run the platform: settings, legal versions, shop catalogue, support tickets, broadcasts, sent messages, audit log, sessions, API keys, webhooks, document access log and background jobs. */
  | 'manageSystem'
  /** Verify or reject pending documents, and ask an applicant for a missing one. */
  | 'verifyDocuments'
  /** Read the books: chart of accounts, journal, trial balance, statements, loan classification, reconciliation and the month-end checklist. */
  | 'viewAccounting'
  /** Read every application, BNPL order and loan, with their approval checks and document requirements. */
  | 'viewAllApplications'
  /** Read and download every customer’s documents. */
  | 'viewAllDocuments'
  /** Read every payment and loan, the portfolio snapshots and the payment reconciliation runs. */
  | 'viewAllPayments'
  /** Read every account: the user list and details, and customers’ contact, identity and address fields. */
  | 'viewAllUsers'
  /** Read the dashboard and analytics figures (applications, orders, payments, finance, collections, PAR). */
  | 'viewAnalytics';

/** SPEC §6 roles; `user` is a customer. Each role carries a fixed set of permissions and admin pages (me.permissions, me.adminRoutes). */
export type Role =
  /** Every permission and every admin page a role can have; uses the admin layout (isAdmin). */
  | 'admin'
  /** Decides applications, BNPL orders and hardship requests, and verifies documents; sees payments and analytics. */
  | 'credit_analyst'
  /** Manages payments and the books (accounting, month-end close); sees applications, loans and analytics. */
  | 'finance'
  /** Verifies documents and inspects properties; sees applications and loans. */
  | 'inspection_and_verification'
  /** Works loans in arrears in the collections workspace and manages payments; sees applications and analytics. */
  | 'recovery_and_collections'
  /** Sees applications, loans and analytics, and fulfils BNPL orders (dispatch, delivery, cancellation). */
  | 'sales_executive'
  /** Everything an admin has, and the only role that may grant or remove the admin and superadmin roles. */
  | 'superadmin'
  /** A customer: applies for credit, shops on BNPL, pays and raises tickets; has no permissions and no admin pages. */
  | 'user';

export type WhoAmIQueryVariables = Exact<{ [key: string]: never; }>;


export type WhoAmIQuery = { me: { role: Role, permissions: Array<Permission> } | null };

export type RecentPaymentsQueryVariables = Exact<{
  first: number;
  after?: string | null | undefined;
}>;


export type RecentPaymentsQuery = { payments: { nodes: Array<{ id: string, amount: number, method: PaymentMethod, status: PaymentStatus, providerReference: string | null, loanNumber: string | null, createdAt: string }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type LoansInArrearsQueryVariables = Exact<{
  first: number;
}>;


export type LoansInArrearsQuery = { loans: { nodes: Array<{ number: string, principal: number, outstandingBalance: number, amountOverdue: number, daysPastDue: number, nextInstalment: { dueDate: string, amountDue: number } | null }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type CollectionsQueryVariables = Exact<{
  from: string;
  to: string;
}>;


export type CollectionsQuery = { paymentStats: { collectedAmount: number, count: number } };

export type CollectionFiguresQueryVariables = Exact<{ [key: string]: never; }>;


export type CollectionFiguresQuery = { collectionStats: { asOf: string, loansInArrears: number, amountOverdue: number, dueToday: { instalments: number, amount: number }, dueThisWeek: { instalments: number, amount: number } } };

export type WaitingApplicationsQueryVariables = Exact<{
  first: number;
}>;


export type WaitingApplicationsQuery = { applications: { nodes: Array<{ id: string, status: ApplicationStatus, monthlyRent: number | null, amountRequested: number, repaymentMonths: number, createdAt: string }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type ApplicationFiguresQueryVariables = Exact<{
  from: string;
  to: string;
}>;


export type ApplicationFiguresQuery = { applicationStats: { totalApplications: number, approvedDecisions: number, rejectedDecisions: number, approvalRateBp: number | null } };

export type PropertiesToInspectQueryVariables = Exact<{
  first: number;
}>;


export type PropertiesToInspectQuery = { properties: { nodes: Array<{ id: string, address: string, digitalAddress: string, landlordName: string, landlordPhone: string, createdAt: string }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type ApplicationUpdatesSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type ApplicationUpdatesSubscription = { applicationChanged: { id: string, kind: string, application: { id: string, status: ApplicationStatus } | null } };


export const WhoAmIDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WhoAmI"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}}]}}]}}]} as unknown as DocumentNode<WhoAmIQuery, WhoAmIQueryVariables>;
export const RecentPaymentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RecentPayments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"providerReference"}},{"kind":"Field","name":{"kind":"Name","value":"loanNumber"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<RecentPaymentsQuery, RecentPaymentsQueryVariables>;
export const LoansInArrearsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LoansInArrears"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"loans"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"EnumValue","value":"in_arrears"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"principal"}},{"kind":"Field","name":{"kind":"Name","value":"outstandingBalance"}},{"kind":"Field","name":{"kind":"Name","value":"amountOverdue"}},{"kind":"Field","name":{"kind":"Name","value":"daysPastDue"}},{"kind":"Field","name":{"kind":"Name","value":"nextInstalment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"amountDue"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<LoansInArrearsQuery, LoansInArrearsQueryVariables>;
export const CollectionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Collections"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTimeISO"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTimeISO"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentStats"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"collectedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<CollectionsQuery, CollectionsQueryVariables>;
export const CollectionFiguresDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CollectionFigures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"collectionStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"asOf"}},{"kind":"Field","name":{"kind":"Name","value":"loansInArrears"}},{"kind":"Field","name":{"kind":"Name","value":"amountOverdue"}},{"kind":"Field","name":{"kind":"Name","value":"dueToday"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"instalments"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dueThisWeek"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"instalments"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}}]}}]} as unknown as DocumentNode<CollectionFiguresQuery, CollectionFiguresQueryVariables>;
export const WaitingApplicationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WaitingApplications"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"EnumValue","value":"pending"}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"EnumValue","value":"oldest_first"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyRent"}},{"kind":"Field","name":{"kind":"Name","value":"amountRequested"}},{"kind":"Field","name":{"kind":"Name","value":"repaymentMonths"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<WaitingApplicationsQuery, WaitingApplicationsQueryVariables>;
export const ApplicationFiguresDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApplicationFigures"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTimeISO"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTimeISO"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationStats"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalApplications"}},{"kind":"Field","name":{"kind":"Name","value":"approvedDecisions"}},{"kind":"Field","name":{"kind":"Name","value":"rejectedDecisions"}},{"kind":"Field","name":{"kind":"Name","value":"approvalRateBp"}}]}}]}}]} as unknown as DocumentNode<ApplicationFiguresQuery, ApplicationFiguresQueryVariables>;
export const PropertiesToInspectDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PropertiesToInspect"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"properties"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"inspectionStatus"},"value":{"kind":"EnumValue","value":"pending"}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"EnumValue","value":"oldest_first"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"digitalAddress"}},{"kind":"Field","name":{"kind":"Name","value":"landlordName"}},{"kind":"Field","name":{"kind":"Name","value":"landlordPhone"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<PropertiesToInspectQuery, PropertiesToInspectQueryVariables>;
export const ApplicationUpdatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ApplicationUpdates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"application"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<ApplicationUpdatesSubscription, ApplicationUpdatesSubscriptionVariables>;