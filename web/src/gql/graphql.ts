/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/* GENERATED FILE: do not edit by hand. Regenerate with `npm run gen`. */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** The figures of the disclosure the borrower accepted; must match the server’s exactly. */
export type AcceptedDisclosureInput = {
  /** Basis points. */
  aprBp: number;
  /** Pesewas. */
  totalRepayable: number;
};

/** Pages of the admin area (/admin/…), in menu order; me.adminRoutes lists those the role may open. */
export type AdminRoute =
  /** The books: chart, journal, trial balance, statements, reconciliation, loan classification, month-end close and exports. */
  | 'accounting'
  /** Figures for a date range with charts and a CSV export. */
  | 'analytics'
  /** Every application with filters and search, one application’s review, and the human review requests. */
  | 'applications'
  /** Maker-checker: requests waiting for a second person (approve or decline with the effect previewed), and one’s own. */
  | 'approvals'
  /** The shop catalogue: products, prices, stock and whether each is shown in the shop. */
  | 'catalogue'
  /** The collections workspace: PAR, work queues by days past due and broken promises, and each loan’s collections actions. */
  | 'collections'
  /** The system settings, grouped, and the versions of the Terms and the Privacy Policy. */
  | 'configuration'
  /** Credit products and their versions, the live preview and the four-eyes activation (/admin/credit-products). */
  | 'creditProducts'
  /** The admin home (/admin): the dashboard for the signed-in staff member’s role. */
  | 'dashboard'
  /** The document verification queue. */
  | 'documents'
  /** The queue of hardship requests, to approve (as asked or with other terms) or decline. */
  | 'hardship'
  /** The staff guide, with the reader’s own role opened first. */
  | 'help'
  /** Every loan, found by borrower or loan number and filtered by status and days past due, and one loan’s view. */
  | 'loans'
  /** Sent messages (the outbox): every SMS, email and in-app message with its delivery status. */
  | 'messages'
  /** Broadcasts to all customers or one staff role, and the history of what was sent. */
  | 'notifications'
  /** The BNPL order queue and one order, to decide or fulfil it. */
  | 'orders'
  /** Every payment with filters; manual payments, re-checks, reversals, disbursements and credit balances. */
  | 'payments'
  /** The Data Protection Act queue (exports, corrections, closures) and one request. */
  | 'privacy'
  /** Homes, landlords and inspections. */
  | 'properties'
  /** A menu entry no role lists, so it never shows. */
  | 'roles'
  /** Audit log, active sessions, partner API keys, their webhooks and staff access to customers’ documents. */
  | 'security'
  /** The staff member’s own name, phone, password and light or dark preference. */
  | 'settings'
  /** The support ticket queue, one ticket’s thread, and the messages from the contact page. */
  | 'support'
  /** Money that arrived with no loan, oldest first: allocate it to a loan or refund it (viewAllPayments; manageAllPayments acts). */
  | 'suspense'
  /** Background job queues and runs, close of business, the latest portfolio snapshot and the payment reconciliation runs. */
  | 'system'
  /** Every account with its details; staff creation, role changes, suspension and two-factor reset. */
  | 'users';

/** awaiting_signature → signed (a signed agreement never changes). */
export type AgreementStatus =
  /** Prepared and waiting for the borrower to sign it with a code sent by SMS; the loan is not paid out (nor an order sent) until then. */
  | 'awaiting_signature'
  /** Signed by the borrower with the SMS code: kept exactly as read, and the loan may be paid out (a plan for an order starts). */
  | 'signed';

/** Everything a rent assistance application needs; updates replace it whole. */
export type ApplicationInput = {
  /** The rentQuote figures the applicant accepted; must match the server’s. */
  acceptedDisclosure: AcceptedDisclosureInput;
  /** Months of rent paid to the landlord upfront, 1 to 24; monthly rent × advance months must be within the amount limits. */
  advanceMonths: number;
  /** One to three, first to call first. */
  emergencyContacts: Array<EmergencyContactInput>;
  /** The applicant’s employment. */
  employer: EmployerInformationInput;
  /** The landlord’s name, 2 to 120 characters. */
  landlordName: string;
  /** The landlord’s phone number. Any usual Ghana form (024 412 3456, +233 24 412 3456); stored as E.164. */
  landlordPhone: string;
  /** Pesewas. */
  monthlyRent: number;
  /** The address of the home rented, 5 to 300 characters. */
  propertyAddress: string;
  /** Its GhanaPost GPS digital address (GA-183-8164). */
  propertyDigitalAddress: string;
  /** One of the setting credit.rent_repayment_months. */
  repaymentMonths: number;
};

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

/** One line of the cart: a catalogue product and how many of it. */
export type CartItemInput = {
  /** The catalogue product; each product may appear once in a cart. */
  productId: string | number;
  /** How many, 1 to 10; at most what is in stock. */
  quantity: number;
};

/** The cart (product ids and quantities only: the server prices it) and the accepted disclosure. */
export type CheckoutInput = {
  /** The totalRepayable and aprBp of the checkoutQuote disclosure the customer accepted; CONFLICT when the terms have changed since. */
  acceptedDisclosure: AcceptedDisclosureInput;
  /** Where the goods go and the phone the courier calls. */
  delivery: DeliveryInput;
  /** The cart’s lines, 1 to 20, priced from the catalogue as checkoutQuote prices them. */
  items: Array<CartItemInput>;
  /** One of the setting credit.bnpl_plan_months. */
  months: number;
};

/** The cart to price at checkout: its lines and the plan length. */
export type CheckoutQuoteInput = {
  /** The cart’s lines, 1 to 20. */
  items: Array<CartItemInput>;
  /** One of the setting credit.bnpl_plan_months. */
  months: number;
  /** The region the goods go to: its delivery fee is added to the amount financed. Omitted: the goods alone are priced. */
  region?: GhanaRegion | null | undefined;
};

/** Only the channels given change. */
export type CommunicationPreferencesInput = {
  /** Service messages by email; null or left out keeps the current choice. */
  email?: boolean | null | undefined;
  /** Service messages in the app; null or left out keeps the current choice. */
  inApp?: boolean | null | undefined;
  /** Consent to offers and news; null or left out keeps the current choice. */
  marketing?: boolean | null | undefined;
  /** Service messages by SMS; null or left out keeps the current choice. */
  sms?: boolean | null | undefined;
};

/** A message from the public contact page; no account needed. */
export type ContactMessageInput = {
  /** The address to answer; when it belongs to an account, a ticket is also opened for that account. */
  email: string;
  /** The message, 10 to 5000 characters. */
  message: string;
  /** The sender’s name, 2 to 100 characters. */
  name: string;
  /** Any usual Ghana form (024 412 3456, +233 24 412 3456); stored as E.164. */
  phone?: string | null | undefined;
  /** What the message is about, 3 to 150 characters. */
  subject: string;
};

/** Identity details corrected by staff on the customer’s request. */
export type CorrectableField =
  /** The date of birth (YYYY-MM-DD; the customer must be 18 or over). */
  | 'dateOfBirth'
  /** The first name. */
  | 'firstName'
  /** The Ghana Card number (GHA-XXXXXXXXX-X), not registered to another account. */
  | 'ghanaCardNumber'
  /** The last name. */
  | 'lastName';

/** An upload the caller received from POST /api/files, to be filed as one of their documents. */
export type CreateDocumentInput = {
  /** Attach it to one of the caller’s applications. */
  applicationId?: string | number | null | undefined;
  /** A generic kind or one the caller’s credit product requires (its requiredDocuments). */
  type: string;
  /** The id POST /api/files answered with. */
  uploadId: string | number;
};

/** A new support ticket from the signed-in account. */
export type CreateTicketInput = {
  /** Up to 3 of the caller's uploads (POST /api/files) to attach to the message. */
  attachmentUploadIds?: Array<string | number> | null | undefined;
  /** The first message of the thread, 1 to 5000 characters. */
  body: string;
  /** The subject area, so staff can sort the queue. */
  category: TicketCategory;
  /** What the ticket is about in a line, 3 to 150 characters. */
  subject: string;
};

/** rent: rent assistance paid to a landlord; bnpl: Buy Now Pay Later goods. */
export type CreditProduct =
  /** Buy Now Pay Later: goods from the shop, repaid monthly. */
  | 'bnpl'
  /** Rent assistance: we pay the landlord the rent in advance and the tenant repays it monthly. */
  | 'rent';

/** Where the goods go and whom the courier calls. */
export type DeliveryInput = {
  /** Street, house number, area and town: 5 to 300 characters. */
  address: string;
  /** GhanaPost GPS code, e.g. GA-123-4567 (optional). */
  gpsCode?: string | null | undefined;
  /** A Ghana phone number (024 123 4567 or +233 24 123 4567); stored as +233… */
  phone: string;
  /** The region the goods go to: its delivery fee (setting delivery.fee_by_region) is part of the amount financed. */
  region: GhanaRegion;
};

/** missing (not uploaded), requested (staff asked for it, see note), pending (uploaded, waiting for review), verified, rejected (see note). */
export type DocumentRequirementState =
  /** No document of this kind has been filed. */
  | 'missing'
  /** Filed and waiting for staff to review it. */
  | 'pending'
  /** The newest document of this kind was rejected and none is pending or verified; the note says what to fix. */
  | 'rejected'
  /** Staff asked for it (again) and nothing was filed since; the note says why. */
  | 'requested'
  /** A document of this kind was verified. */
  | 'verified';

/** pending until staff verify or reject it. */
export type DocumentStatus =
  /** Uploaded and waiting for staff to review it; its owner may still delete it. */
  | 'pending'
  /** Refused by staff; the review note tells the customer what to fix, and they upload a new one. */
  | 'rejected'
  /** Checked and accepted by staff. */
  | 'verified';

/** What an applicant tells the eligibility check: income, employment, the amount and term wanted, other debts. */
export type EligibilityInput = {
  /** Pesewas. */
  amountRequested: number;
  /** How the applicant earns; unemployed fails the EMPLOYMENT rule. */
  employmentType: EmploymentType;
  /** Pesewas already paid each month on other debts. */
  existingMonthlyDebts: number;
  /** Pesewas. */
  monthlyNetIncome: number;
  /** Repayment months. */
  months: number;
};

/** A rule of the eligibility check. */
export type EligibilityRule =
  /** The largest instalment fits within the allowed share of net income after existing debts. */
  | 'AFFORDABILITY'
  /** The applicant has an income from employment or a business (not unemployed). */
  | 'EMPLOYMENT'
  /** The amount requested is at most the rent product’s maximum. */
  | 'MAX_AMOUNT'
  /** The amount requested is at least the rent product’s minimum. */
  | 'MIN_AMOUNT'
  /** The monthly net income is at least the minimum (setting credit.min_monthly_income). */
  | 'MIN_INCOME';

/** Someone to call about the applicant; each contact needs a different phone number. */
export type EmergencyContactInput = {
  /** The contact’s name, 2 to 120 characters. */
  name: string;
  /** The contact’s phone number. Any usual Ghana form (024 412 3456, +233 24 412 3456); stored as E.164. */
  phone: string;
  /** e.g. sister, colleague, pastor */
  relationship: string;
};

/** The applicant’s employment, as they declare it. */
export type EmployerInformationInput = {
  /** The employer’s address, 5 to 300 characters. */
  employerAddress: string;
  /** The employer’s or business’s name, 2 to 160 characters. */
  employerName: string;
  /** The employer’s phone number. Any usual Ghana form (024 412 3456, +233 24 412 3456); stored as E.164. */
  employerPhone: string;
  /** How the applicant earns; unemployed is refused. */
  employmentType: EmploymentType;
  /** The applicant’s job title, 2 to 120 characters. */
  jobTitle: string;
  /** Pesewas. */
  monthlyNetIncome: number;
  /** YYYY-MM-DD, not in the future. */
  startDate: string;
};

/** How the applicant earns; the same list for the eligibility check and the application. */
export type EmploymentType =
  /** A contract worker. */
  | 'contract'
  /** A full-time employee. */
  | 'full_time'
  /** A part-time employee. */
  | 'part_time'
  /** Retired, living on a pension. */
  | 'retired'
  /** Self-employed: runs their own business or trade. */
  | 'self_employed'
  /** A student. */
  | 'student'
  /** Without work: the eligibility check and applications refuse it. */
  | 'unemployed';

/** One of the 16 regions of Ghana. */
export type GhanaRegion =
  /** Ahafo */
  | 'ahafo'
  /** Ashanti */
  | 'ashanti'
  /** Bono */
  | 'bono'
  /** Bono East */
  | 'bono_east'
  /** Central */
  | 'central'
  /** Eastern */
  | 'eastern'
  /** Greater Accra */
  | 'greater_accra'
  /** North East */
  | 'north_east'
  /** Northern */
  | 'northern'
  /** Oti */
  | 'oti'
  /** Savannah */
  | 'savannah'
  /** Upper East */
  | 'upper_east'
  /** Upper West */
  | 'upper_west'
  /** Volta */
  | 'volta'
  /** Western */
  | 'western'
  /** Western North */
  | 'western_north';

/** What caused the borrower’s difficulty in paying. */
export type HardshipReason =
  /** The borrower’s business is in difficulty. */
  | 'business_difficulty'
  /** An emergency in the borrower’s family. */
  | 'family_emergency'
  /** Illness of the borrower. */
  | 'illness'
  /** The borrower lost their job. */
  | 'job_loss'
  /** Another cause, told in the details. */
  | 'other'
  /** The borrower’s income fell. */
  | 'reduced_income';

/** A borrower’s request to restructure their running loan: the terms asked for, why, and what happened (monthlyRateBp must be left out). */
export type HardshipRequestInput = {
  /** Pesewas per month. */
  affordable: number;
  /** Overdue principal and interest added to the principal (true) or kept due. */
  capitaliseArrears?: boolean;
  /** What happened, in the borrower’s words (1 to 2000 characters). */
  details: string;
  /** 0, 1 or 2 months without an instalment. */
  holidayMonths?: number;
  /** The borrower’s own running loan (active or in arrears); one open request per loan. */
  loanId: string | number;
  /** Analysts only: a lower monthly rate (basis points); never higher than the loan’s. */
  monthlyRateBp?: number | null | undefined;
  /** What caused the difficulty. */
  reason: HardshipReason;
};

/** pending → approved (awaiting the customer) → accepted (applied); declined; cancelled by the customer. */
export type HardshipStatus =
  /** The borrower accepted the approved terms: the rest of the schedule was replaced. */
  | 'accepted'
  /** A credit analyst approved terms (as asked or others); waiting for the borrower to accept them. */
  | 'approved'
  /** The borrower withdrew it while it was pending or approved. */
  | 'cancelled'
  /** A credit analyst declined it with a reason; the schedule stays as it was. */
  | 'declined'
  /** Asked by the borrower, waiting for a credit analyst. No penalty is charged for the days a request is pending or approved. */
  | 'pending';

/** Restructure terms: what the borrower can pay a month, a payment holiday, arrears capitalised. */
export type HardshipTermsInput = {
  /** Pesewas per month. */
  affordable: number;
  /** Overdue principal and interest added to the principal (true) or kept due. */
  capitaliseArrears?: boolean;
  /** 0, 1 or 2 months without an instalment. */
  holidayMonths?: number;
  /** Analysts only: a lower monthly rate (basis points); never higher than the loan’s. */
  monthlyRateBp?: number | null | undefined;
};

/** The Terms of Service (terms) or the Privacy Policy (privacy). */
export type LegalDocument =
  /** The Privacy Policy. */
  | 'privacy'
  /** The Terms of Service. */
  | 'terms';

/** How the loan came about: from an application or from a shop order (the product field names the credit product). */
export type LoanSource =
  /** From a Buy Now Pay Later shop order. */
  | 'bnpl'
  /** From an application: rent assistance, school fees or any other product applied for. */
  | 'rent';

/** awaiting_disbursement (approved, not started), active, in_arrears, paid_off, written_off, cancelled (a BNPL order cancelled before dispatch: nothing owed). */
export type LoanStatus =
  /** Running, with nothing unpaid past its grace days. */
  | 'active'
  /** Approved but not started: waiting for the borrower to sign the credit agreement and, unless the loan pays for a shop order, for finance to pay the money out. Nothing is owed yet. */
  | 'awaiting_disbursement'
  /** The shop order it paid for was cancelled before dispatch: nothing is owed. */
  | 'cancelled'
  /** Running, with an instalment unpaid past its grace days. */
  | 'in_arrears'
  /** Everything owed is paid (on schedule or settled early); money arriving later is held as credit balance. */
  | 'paid_off'
  /** Written off as not recoverable; money received afterwards is recorded as recoveries. */
  | 'written_off';

/** The kind of record a notification opens. */
export type NotificationTargetKind =
  /** A loan application. */
  | 'APPLICATION'
  /** A request waiting for (or decided by) a second person: staff only. */
  | 'APPROVAL'
  /** An uploaded document. */
  | 'DOCUMENT'
  /** A loan. */
  | 'LOAN'
  /** A BNPL order from the shop. */
  | 'ORDER'
  /** A payment. */
  | 'PAYMENT'
  /** A support ticket. */
  | 'TICKET';

/** pending_approval → approved → dispatched → delivered; or rejected, or cancelled (by the customer while pending, by staff before dispatch). */
export type OrderStatus =
  /** Approved: the stock is reserved and the loan created; the goods may go once the customer has signed the credit agreement. */
  | 'approved'
  /** Withdrawn by the customer while pending, or cancelled by staff before dispatch (an approved order gets its stock back and its loan cancelled); final. */
  | 'cancelled'
  /** The customer received the goods; final. The merchant is paid on the delivery date. */
  | 'delivered'
  /** The goods have left the warehouse and are on their way to the customer. */
  | 'dispatched'
  /** Placed at checkout and waiting for a credit decision; the customer may still withdraw it. Nothing is reserved yet. */
  | 'pending_approval'
  /** Refused by staff with a reason the customer is told; final. */
  | 'rejected';

/** A customer paying into their own loan through the configured provider. */
export type PayInstalmentInput = {
  /** Pesewas, at least 100 (GH₵1.00). */
  amount: number;
  /** One of the caller’s own loans. */
  loanId: string | number;
  /** mtn_momo, telecel_cash, airteltigo_money or card. */
  method: PaymentMethod;
  /** The mobile-money number on MTN, Telecel or AirtelTigo, any usual Ghana form (not needed for card). */
  phone?: string | null | undefined;
  /** Null (default): money beyond what is due covers the next instalments in due order. Set only when the borrower chose to pay off principal early: shorten (same instalment, fewer instalments) or lower_instalment (same end date). */
  prepayment?: PrepaymentChoice | null | undefined;
  /** Pay off the loan at today’s early-settlement quote: the amount must be at least the quote, which is kept with the payment. */
  settle?: boolean;
};

/** Who receives the money the product advances. */
export type PayeeKind =
  /** The customer themselves. */
  | 'customer'
  /** A landlord (rent assistance). */
  | 'landlord'
  /** A merchant, such as the shop for BNPL goods. */
  | 'merchant'
  /** Another payee. */
  | 'other'
  /** A school (school fees). */
  | 'school';

/** payment brings money in; reversal gives a payment’s amount back; refund pays out a credit balance. */
export type PaymentKind =
  /** Money coming in, online through the provider or recorded by staff. */
  | 'payment'
  /** A credit balance paid out to the customer. */
  | 'refund'
  /** The record of a successful payment given back: the same amount, a negative signedAmount, and reversalOf naming the payment. */
  | 'reversal';

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

/** redirect: open `url` (test checkout or card page); await_prompt: approve the prompt on your phone. */
export type PaymentNextActionKind =
  /** Approve the mobile-money prompt sent to the payer’s phone; url is null. */
  | 'await_prompt'
  /** Open url in the browser: the provider’s card page, or the test checkout page in test mode. */
  | 'redirect';

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

/** How principal paid off early re-draws the schedule: shorten (same instalment, fewer instalments) or lower_instalment (same end date, lower instalments). */
export type PrepaymentChoice =
  /** The end date stays the same; the remaining instalments are lower. */
  | 'lower_instalment'
  /** The instalment stays the same; the loan ends sooner, with fewer instalments. */
  | 'shorten';

/** The form of one file of a data export. */
export type PrivacyExportFormat =
  /** Everything held, as machine-readable JSON. */
  | 'json'
  /** Everything held, as a readable PDF. */
  | 'pdf'
  /** A zip of the JSON, the PDF and the customer’s document files. */
  | 'zip';

/** export (a copy of my data), correction, closure (close my account). */
export type PrivacyRequestKind =
  /** Closing the customer’s account: erasing what the law does not make us keep. */
  | 'closure'
  /** A correction of an identity detail, checked and made by staff. */
  | 'correction'
  /** A copy of everything held about the customer, as JSON, PDF and a zip. */
  | 'export';

/** pending → processing → completed → expired (export files deleted); failed (an export that could not be built after every retry: the customer is told and may ask again at once); declined (correction, with a reason); refused (closure, with a reason). */
export type PrivacyRequestStatus =
  /** Done: the export is ready to download, the correction was made, or the account was closed. */
  | 'completed'
  /** A correction staff declined; the reason says why. */
  | 'declined'
  /** An export whose download links ran out; its files were deleted. */
  | 'expired'
  /** An export that could not be built after every retry; the customer is told and may ask again at once. */
  | 'failed'
  /** Received: an export waiting to be built, or a correction waiting for staff. */
  | 'pending'
  /** An export being built. */
  | 'processing'
  /** A closure refused at once (an open loan, or an application or order in progress); the reason says why. */
  | 'refused';

/** An application for any credit product applied for (not rent, not the shop’s BNPL); updates replace it whole. */
export type ProductApplicationInput = {
  /** The productQuote figures the applicant accepted; must match the server’s. */
  acceptedDisclosure: AcceptedDisclosureInput;
  /** Pesewas: the amount to be paid to the payee, within the product’s range. */
  amount: number;
  /** One to three, first to call first. */
  emergencyContacts: Array<EmergencyContactInput>;
  /** The applicant’s employment. */
  employer: EmployerInformationInput;
  /** Who we pay (the school, …). */
  payeeName: string;
  /** The payee’s phone number. Any usual Ghana form (024 412 3456, +233 24 412 3456); stored as E.164. */
  payeePhone: string;
  /** What identifies the customer at the payee: the student’s name, an account number, … */
  payeeReference: string;
  /** The code of an active credit product (creditProductsToApply lists them). */
  productCode: string;
  /** Months to repay over: one of the product’s terms. */
  termMonths: number;
};

/** The BNPL shop’s departments. */
export type ProductCategory =
  /** Household appliances: refrigerators, washing machines, cookers, air conditioners and the like. */
  | 'appliances'
  /** Electronics: televisions, laptops, smartphones, sound bars and the like. */
  | 'electronics'
  /** Furniture: sofas, beds, dining sets, wardrobes and the like. */
  | 'furniture';

/** fixed: the interest rate never changes during the term. */
export type RateType =
  /** The rate quoted is the rate for the whole term. */
  | 'fixed';

/** A customer’s request to correct one identity detail; one open request per field. */
export type RequestCorrectionInput = {
  /** A document the customer uploaded (createDocument) as evidence. */
  evidenceDocumentId?: string | number | null | undefined;
  /** The detail to correct. */
  field: CorrectableField;
  /** Checked with the profile’s rules (Ghana Card GHA-XXXXXXXXX-X, date YYYY-MM-DD and 18+). */
  newValue: string;
  /** Why the value held is wrong, 3 to 1000 characters. */
  reason: string;
};

/** open: waiting for a credit analyst; answered. */
export type ReviewRequestStatus =
  /** A credit analyst answered it; the customer was notified. */
  | 'answered'
  /** Asked for and waiting for a credit analyst’s answer. */
  | 'open';

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

/** What a support ticket is about. */
export type TicketCategory =
  /** The customer’s account. */
  | 'account'
  /** A loan application. */
  | 'application'
  /** Uploaded documents and their review. */
  | 'documents'
  /** Anything else; tickets opened from the contact page take this category. */
  | 'other'
  /** A payment or repayment. */
  | 'payment'
  /** The shop and BNPL orders. */
  | 'shop'
  /** A technical problem with the app. */
  | 'technical';

/** open → in_progress → resolved → closed; a customer reply reopens a resolved ticket. */
export type TicketStatus =
  /** Finished, by the customer or staff: replies are refused until staff set another status (internal notes are still allowed). */
  | 'closed'
  /** Staff have replied to the customer (the first visible staff reply moves an open ticket here). */
  | 'in_progress'
  /** New, or reopened by a customer reply after it was resolved: waiting for staff. */
  | 'open'
  /** Staff consider it answered; a reply from the customer makes it open again. */
  | 'resolved';

/** Changes to the caller’s own names and KYC details: a field left out stays as it is, a profile field sent as null is cleared. */
export type UpdateProfileInput = {
  /** Town or city, 2 to 80 characters. */
  city?: string | null | undefined;
  /** YYYY-MM-DD; the person must be 18 or older. */
  dateOfBirth?: string | null | undefined;
  /** GhanaPost GPS code, e.g. GA-183-8164. */
  digitalAddress?: string | null | undefined;
  /** 1 to 80 characters; cannot be cleared. Once the customer has applied for credit it changes only through a correction request. */
  firstName?: string | null | undefined;
  /** GHA-XXXXXXXXX-X. */
  ghanaCardNumber?: string | null | undefined;
  /** 1 to 80 characters; cannot be cleared. Once the customer has applied for credit it changes only through a correction request. */
  lastName?: string | null | undefined;
  /** Any usual Ghana form (024 412 3456, +233 24 412 3456); stored as E.164. */
  phone?: string | null | undefined;
  /** The region of Ghana the person lives in. */
  region?: GhanaRegion | null | undefined;
  /** Where the person lives: house number, street, area, 5 to 200 characters. */
  residentialAddress?: string | null | undefined;
};

export type SidebarApplicationStatusQueryVariables = Exact<{ [key: string]: never; }>;


export type SidebarApplicationStatusQuery = { myLatestApplication: { id: string, status: ApplicationStatus } | null };

export type SidebarUnreadNotificationCountQueryVariables = Exact<{ [key: string]: never; }>;


export type SidebarUnreadNotificationCountQuery = { myUnreadNotificationCount: number };

export type CreditDisclosureFieldsFragment = { principal: number, months: number, processingFee: number, upfrontFee: number, monthlyRateBp: number, nominalAnnualRateBp: number, aprBp: number, effectiveAnnualRateBp: number, totalInterest: number, totalFees: number, totalCostOfCredit: number, totalRepayable: number, instalmentAmount: number, firstDueDate: string, latePaymentPolicy: string, method: string, rateType: RateType, product: CreditProduct | null, payee: string | null, earlySettlementFeeBp: number, earlySettlementFeeCapBp: number, earlySettlementFee: number, earlyRepaymentPolicy: string, schedule: Array<{ number: number, dueDate: string, principal: number, interest: number, fee: number, total: number, balanceAfter: number }> };

export type ScheduleRowFieldsFragment = { number: number, dueDate: string, principal: number, interest: number, fee: number, total: number, balanceAfter: number };

export type HardshipPreviewFieldsFragment = { on: string, principal: number, capitalised: number, carriedInterest: number, arrearsKept: number, monthlyRateBp: number, monthlyAmount: number, firstDueDate: string, endDate: string, months: number, totalInterest: number, totalRepayable: number, aprBp: number, difference: number, interestDifference: number, current: { total: number, interest: number, endDate: string, monthlyAmount: number }, newRows: Array<{ number: number, dueDate: string, principal: number, interest: number, fee: number, total: number, balanceAfter: number }> };

export type LoanSummaryFieldsFragment = { id: string, number: string, source: LoanSource, status: LoanStatus, outstandingBalance: number, amountOverdue: number, daysPastDue: number, paidInstalments: number, scheduleVersion: number, creditBalance: number, product: { name: string }, nextInstalment: { number: number, dueDate: string, amountDue: number } | null };

export type MyLoanAgreementQueryVariables = Exact<{
  loanId: string | number;
}>;


export type MyLoanAgreementQuery = { loan: { id: string, number: string, source: LoanSource, status: LoanStatus, principal: number, months: number, orderId: string | null, agreementSignedAt: string | null }, creditAgreement: { loanId: string, status: AgreementStatus, documentSha256: string, documentUrl: string, codeSentAt: string | null, signedAt: string | null } | null };

export type RequestAgreementCodeMutationVariables = Exact<{
  loanId: string | number;
}>;


export type RequestAgreementCodeMutation = { requestAgreementCode: { sentTo: string, expiresAt: string, developmentCode: string | null } };

export type SignCreditAgreementMutationVariables = Exact<{
  loanId: string | number;
  code: string;
}>;


export type SignCreditAgreementMutation = { signCreditAgreement: { loanId: string, status: AgreementStatus, signedAt: string | null } };

export type RentDisclosureFieldsFragment = { method: string, rentActWarning: string | null, principal: number, months: number, processingFee: number, upfrontFee: number, monthlyRateBp: number, nominalAnnualRateBp: number, aprBp: number, effectiveAnnualRateBp: number, totalInterest: number, totalFees: number, totalCostOfCredit: number, totalRepayable: number, instalmentAmount: number, firstDueDate: string, latePaymentPolicy: string, rateType: RateType, product: CreditProduct | null, payee: string | null, earlySettlementFeeBp: number, earlySettlementFeeCapBp: number, earlySettlementFee: number, earlyRepaymentPolicy: string, schedule: Array<{ number: number, dueDate: string, principal: number, interest: number, fee: number, total: number, balanceAfter: number }> };

export type ApplicationDetailsFieldsFragment = { id: string, status: ApplicationStatus, createdAt: string, updatedAt: string, decidedAt: string | null, decisionReason: string | null, monthlyRent: number | null, advanceMonths: number | null, repaymentMonths: number, amountRequested: number, payeeName: string | null, payeePhone: string | null, payeeReference: string | null, documentsSummary: string, propertyAddress: string | null, propertyDigitalAddress: string | null, landlordName: string | null, landlordPhone: string | null, rentActWarning: string | null, disclosureAcceptedAt: string | null, reviewRequest: { id: string, status: ReviewRequestStatus, message: string, answer: string | null, answeredAt: string | null, createdAt: string } | null, creditProduct: { code: string, name: string, payeeKind: string } | null, documentRequirements: Array<{ kind: string, text: string, label: string, state: DocumentRequirementState, documentId: string | null, note: string | null }>, disclosure: { method: string, rentActWarning: string | null, principal: number, months: number, processingFee: number, upfrontFee: number, monthlyRateBp: number, nominalAnnualRateBp: number, aprBp: number, effectiveAnnualRateBp: number, totalInterest: number, totalFees: number, totalCostOfCredit: number, totalRepayable: number, instalmentAmount: number, firstDueDate: string, latePaymentPolicy: string, rateType: RateType, product: CreditProduct | null, payee: string | null, earlySettlementFeeBp: number, earlySettlementFeeCapBp: number, earlySettlementFee: number, earlyRepaymentPolicy: string, schedule: Array<{ number: number, dueDate: string, principal: number, interest: number, fee: number, total: number, balanceAfter: number }> } | null, employerInformation: { employerName: string, employerAddress: string, employerPhone: string, jobTitle: string, employmentType: EmploymentType, monthlyNetIncome: number, startDate: string }, emergencyContacts: Array<{ id: string, name: string, phone: string, relationship: string }> };

export type MyLatestApplicationDetailsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyLatestApplicationDetailsQuery = { myLatestApplication: { id: string, status: ApplicationStatus, createdAt: string, updatedAt: string, decidedAt: string | null, decisionReason: string | null, monthlyRent: number | null, advanceMonths: number | null, repaymentMonths: number, amountRequested: number, payeeName: string | null, payeePhone: string | null, payeeReference: string | null, documentsSummary: string, propertyAddress: string | null, propertyDigitalAddress: string | null, landlordName: string | null, landlordPhone: string | null, rentActWarning: string | null, disclosureAcceptedAt: string | null, reviewRequest: { id: string, status: ReviewRequestStatus, message: string, answer: string | null, answeredAt: string | null, createdAt: string } | null, creditProduct: { code: string, name: string, payeeKind: string } | null, documentRequirements: Array<{ kind: string, text: string, label: string, state: DocumentRequirementState, documentId: string | null, note: string | null }>, disclosure: { method: string, rentActWarning: string | null, principal: number, months: number, processingFee: number, upfrontFee: number, monthlyRateBp: number, nominalAnnualRateBp: number, aprBp: number, effectiveAnnualRateBp: number, totalInterest: number, totalFees: number, totalCostOfCredit: number, totalRepayable: number, instalmentAmount: number, firstDueDate: string, latePaymentPolicy: string, rateType: RateType, product: CreditProduct | null, payee: string | null, earlySettlementFeeBp: number, earlySettlementFeeCapBp: number, earlySettlementFee: number, earlyRepaymentPolicy: string, schedule: Array<{ number: number, dueDate: string, principal: number, interest: number, fee: number, total: number, balanceAfter: number }> } | null, employerInformation: { employerName: string, employerAddress: string, employerPhone: string, jobTitle: string, employmentType: EmploymentType, monthlyNetIncome: number, startDate: string }, emergencyContacts: Array<{ id: string, name: string, phone: string, relationship: string }> } | null };

export type ApplicantProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type ApplicantProfileQuery = { myProfile: { id: string, firstName: string, lastName: string, email: string, phone: string | null, ghanaCardNumber: string | null, dateOfBirth: string | null, residentialAddress: string | null, city: string | null, region: GhanaRegion | null, digitalAddress: string | null } };

export type SaveApplicantProfileMutationVariables = Exact<{
  input: UpdateProfileInput;
}>;


export type SaveApplicantProfileMutation = { updateProfile: { id: string, firstName: string, lastName: string, phone: string | null, ghanaCardNumber: string | null, dateOfBirth: string | null, residentialAddress: string | null, city: string | null, region: GhanaRegion | null, digitalAddress: string | null, isComplete: boolean } };

export type SubmitApplicationMutationVariables = Exact<{
  input: ApplicationInput;
}>;


export type SubmitApplicationMutation = { submitApplication: { id: string, status: ApplicationStatus, createdAt: string, updatedAt: string, decidedAt: string | null, decisionReason: string | null, monthlyRent: number | null, advanceMonths: number | null, repaymentMonths: number, amountRequested: number, payeeName: string | null, payeePhone: string | null, payeeReference: string | null, documentsSummary: string, propertyAddress: string | null, propertyDigitalAddress: string | null, landlordName: string | null, landlordPhone: string | null, rentActWarning: string | null, disclosureAcceptedAt: string | null, reviewRequest: { id: string, status: ReviewRequestStatus, message: string, answer: string | null, answeredAt: string | null, createdAt: string } | null, creditProduct: { code: string, name: string, payeeKind: string } | null, documentRequirements: Array<{ kind: string, text: string, label: string, state: DocumentRequirementState, documentId: string | null, note: string | null }>, disclosure: { method: string, rentActWarning: string | null, principal: number, months: number, processingFee: number, upfrontFee: number, monthlyRateBp: number, nominalAnnualRateBp: number, aprBp: number, effectiveAnnualRateBp: number, totalInterest: number, totalFees: number, totalCostOfCredit: number, totalRepayable: number, instalmentAmount: number, firstDueDate: string, latePaymentPolicy: string, rateType: RateType, product: CreditProduct | null, payee: string | null, earlySettlementFeeBp: number, earlySettlementFeeCapBp: number, earlySettlementFee: number, earlyRepaymentPolicy: string, schedule: Array<{ number: number, dueDate: string, principal: number, interest: number, fee: number, total: number, balanceAfter: number }> } | null, employerInformation: { employerName: string, employerAddress: string, employerPhone: string, jobTitle: string, employmentType: EmploymentType, monthlyNetIncome: number, startDate: string }, emergencyContacts: Array<{ id: string, name: string, phone: string, relationship: string }> } };

export type CancelMyApplicationMutationVariables = Exact<{
  id: string | number;
}>;


export type CancelMyApplicationMutation = { cancelApplication: { id: string, status: ApplicationStatus, createdAt: string, updatedAt: string, decidedAt: string | null, decisionReason: string | null, monthlyRent: number | null, advanceMonths: number | null, repaymentMonths: number, amountRequested: number, payeeName: string | null, payeePhone: string | null, payeeReference: string | null, documentsSummary: string, propertyAddress: string | null, propertyDigitalAddress: string | null, landlordName: string | null, landlordPhone: string | null, rentActWarning: string | null, disclosureAcceptedAt: string | null, reviewRequest: { id: string, status: ReviewRequestStatus, message: string, answer: string | null, answeredAt: string | null, createdAt: string } | null, creditProduct: { code: string, name: string, payeeKind: string } | null, documentRequirements: Array<{ kind: string, text: string, label: string, state: DocumentRequirementState, documentId: string | null, note: string | null }>, disclosure: { method: string, rentActWarning: string | null, principal: number, months: number, processingFee: number, upfrontFee: number, monthlyRateBp: number, nominalAnnualRateBp: number, aprBp: number, effectiveAnnualRateBp: number, totalInterest: number, totalFees: number, totalCostOfCredit: number, totalRepayable: number, instalmentAmount: number, firstDueDate: string, latePaymentPolicy: string, rateType: RateType, product: CreditProduct | null, payee: string | null, earlySettlementFeeBp: number, earlySettlementFeeCapBp: number, earlySettlementFee: number, earlyRepaymentPolicy: string, schedule: Array<{ number: number, dueDate: string, principal: number, interest: number, fee: number, total: number, balanceAfter: number }> } | null, employerInformation: { employerName: string, employerAddress: string, employerPhone: string, jobTitle: string, employmentType: EmploymentType, monthlyNetIncome: number, startDate: string }, emergencyContacts: Array<{ id: string, name: string, phone: string, relationship: string }> } };

export type AttachApplicationDocumentMutationVariables = Exact<{
  input: CreateDocumentInput;
}>;


export type AttachApplicationDocumentMutation = { createDocument: { id: string, type: string, status: DocumentStatus, fileName: string, applicationId: string | null } };

export type RentQuoteDisclosureQueryVariables = Exact<{
  monthlyRent: number;
  advanceMonths: number;
  repaymentMonths: number;
}>;


export type RentQuoteDisclosureQuery = { rentQuote: { method: string, rentActWarning: string | null, principal: number, months: number, processingFee: number, upfrontFee: number, monthlyRateBp: number, nominalAnnualRateBp: number, aprBp: number, effectiveAnnualRateBp: number, totalInterest: number, totalFees: number, totalCostOfCredit: number, totalRepayable: number, instalmentAmount: number, firstDueDate: string, latePaymentPolicy: string, rateType: RateType, product: CreditProduct | null, payee: string | null, earlySettlementFeeBp: number, earlySettlementFeeCapBp: number, earlySettlementFee: number, earlyRepaymentPolicy: string, schedule: Array<{ number: number, dueDate: string, principal: number, interest: number, fee: number, total: number, balanceAfter: number }> } };

export type ReviewRequestFieldsFragment = { id: string, status: ReviewRequestStatus, message: string, answer: string | null, answeredAt: string | null, createdAt: string };

export type RequestApplicationReviewMutationVariables = Exact<{
  applicationId: string | number;
  message: string;
}>;


export type RequestApplicationReviewMutation = { requestApplicationReview: { id: string, status: ReviewRequestStatus, message: string, answer: string | null, answeredAt: string | null, createdAt: string } };

export type ProductQuoteDisclosureQueryVariables = Exact<{
  code: string;
  amount: number;
  months: number;
}>;


export type ProductQuoteDisclosureQuery = { productQuote: { method: string, rentActWarning: string | null, principal: number, months: number, processingFee: number, upfrontFee: number, monthlyRateBp: number, nominalAnnualRateBp: number, aprBp: number, effectiveAnnualRateBp: number, totalInterest: number, totalFees: number, totalCostOfCredit: number, totalRepayable: number, instalmentAmount: number, firstDueDate: string, latePaymentPolicy: string, rateType: RateType, product: CreditProduct | null, payee: string | null, earlySettlementFeeBp: number, earlySettlementFeeCapBp: number, earlySettlementFee: number, earlyRepaymentPolicy: string, schedule: Array<{ number: number, dueDate: string, principal: number, interest: number, fee: number, total: number, balanceAfter: number }> } };

export type SubmitProductApplicationMutationVariables = Exact<{
  input: ProductApplicationInput;
}>;


export type SubmitProductApplicationMutation = { submitProductApplication: { id: string, status: ApplicationStatus, createdAt: string, updatedAt: string, decidedAt: string | null, decisionReason: string | null, monthlyRent: number | null, advanceMonths: number | null, repaymentMonths: number, amountRequested: number, payeeName: string | null, payeePhone: string | null, payeeReference: string | null, documentsSummary: string, propertyAddress: string | null, propertyDigitalAddress: string | null, landlordName: string | null, landlordPhone: string | null, rentActWarning: string | null, disclosureAcceptedAt: string | null, reviewRequest: { id: string, status: ReviewRequestStatus, message: string, answer: string | null, answeredAt: string | null, createdAt: string } | null, creditProduct: { code: string, name: string, payeeKind: string } | null, documentRequirements: Array<{ kind: string, text: string, label: string, state: DocumentRequirementState, documentId: string | null, note: string | null }>, disclosure: { method: string, rentActWarning: string | null, principal: number, months: number, processingFee: number, upfrontFee: number, monthlyRateBp: number, nominalAnnualRateBp: number, aprBp: number, effectiveAnnualRateBp: number, totalInterest: number, totalFees: number, totalCostOfCredit: number, totalRepayable: number, instalmentAmount: number, firstDueDate: string, latePaymentPolicy: string, rateType: RateType, product: CreditProduct | null, payee: string | null, earlySettlementFeeBp: number, earlySettlementFeeCapBp: number, earlySettlementFee: number, earlyRepaymentPolicy: string, schedule: Array<{ number: number, dueDate: string, principal: number, interest: number, fee: number, total: number, balanceAfter: number }> } | null, employerInformation: { employerName: string, employerAddress: string, employerPhone: string, jobTitle: string, employmentType: EmploymentType, monthlyNetIncome: number, startDate: string }, emergencyContacts: Array<{ id: string, name: string, phone: string, relationship: string }> } };

export type CreditProductsToApplyQueryVariables = Exact<{ [key: string]: never; }>;


export type CreditProductsToApplyQuery = { creditProductsToApply: Array<{ code: string, name: string, description: string, payeeKind: PayeeKind, minAmount: number, maxAmount: number, termMonths: Array<number>, monthlyRateBp: number, requiredDocuments: Array<{ kind: string, text: string }> }> };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { id: string, email: string, firstName: string, lastName: string, role: Role, isAdmin: boolean, permissions: Array<Permission>, adminRoutes: Array<AdminRoute> } | null };

export type BnplPlanQuoteQueryVariables = Exact<{
  amount: number;
  months: number;
}>;


export type BnplPlanQuoteQuery = { bnplQuote: { principal: number, months: number, processingFee: number, upfrontFee: number, monthlyRateBp: number, nominalAnnualRateBp: number, aprBp: number, effectiveAnnualRateBp: number, totalInterest: number, totalFees: number, totalCostOfCredit: number, totalRepayable: number, instalmentAmount: number, firstDueDate: string, latePaymentPolicy: string, method: string, rateType: RateType, product: CreditProduct | null, payee: string | null, earlySettlementFeeBp: number, earlySettlementFeeCapBp: number, earlySettlementFee: number, earlyRepaymentPolicy: string, schedule: Array<{ number: number, dueDate: string, principal: number, interest: number, fee: number, total: number, balanceAfter: number }> } };

export type MyConsentQueryVariables = Exact<{ [key: string]: never; }>;


export type MyConsentQuery = { myConsent: { upToDate: boolean, documents: Array<{ document: LegalDocument, acceptedVersion: string | null, upToDate: boolean, current: { id: string, version: string, summary: string, publishedAt: string } }> } };

export type AcceptLegalDocumentsMutationVariables = Exact<{ [key: string]: never; }>;


export type AcceptLegalDocumentsMutation = { acceptLegalDocuments: { upToDate: boolean, documents: Array<{ document: LegalDocument, acceptedVersion: string | null, upToDate: boolean, current: { id: string, version: string, summary: string, publishedAt: string } }> } };

export type DashboardOverviewQueryVariables = Exact<{ [key: string]: never; }>;


export type DashboardOverviewQuery = { me: { id: string, firstName: string, role: Role, isAdmin: boolean, adminRoutes: Array<AdminRoute> } | null, myLatestApplication: { id: string, status: ApplicationStatus, amountRequested: number, monthlyRent: number | null, advanceMonths: number | null, repaymentMonths: number, createdAt: string, decidedAt: string | null, decisionReason: string | null, documentsSummary: string, creditProduct: { name: string } | null, documentRequirements: Array<{ state: DocumentRequirementState }> } | null, myLoans: { nodes: Array<{ principal: number, months: number, agreementSignedAt: string | null, id: string, number: string, source: LoanSource, status: LoanStatus, outstandingBalance: number, amountOverdue: number, daysPastDue: number, paidInstalments: number, scheduleVersion: number, creditBalance: number, disclosure: { principal: number, months: number, processingFee: number, upfrontFee: number, monthlyRateBp: number, nominalAnnualRateBp: number, aprBp: number, effectiveAnnualRateBp: number, totalInterest: number, totalFees: number, totalCostOfCredit: number, totalRepayable: number, instalmentAmount: number, firstDueDate: string, latePaymentPolicy: string, method: string, rateType: RateType, product: CreditProduct | null, payee: string | null, earlySettlementFeeBp: number, earlySettlementFeeCapBp: number, earlySettlementFee: number, earlyRepaymentPolicy: string, schedule: Array<{ number: number, dueDate: string, principal: number, interest: number, fee: number, total: number, balanceAfter: number }> }, product: { name: string }, nextInstalment: { number: number, dueDate: string, amountDue: number } | null }> }, myPayments: { nodes: Array<{ id: string, amount: number, signedAmount: number, kind: PaymentKind, method: PaymentMethod, status: PaymentStatus, createdAt: string }> }, myDocuments: { nodes: Array<{ id: string, fileName: string, type: string, status: DocumentStatus, createdAt: string, url: string }> } };

export type ListMyDocumentsQueryVariables = Exact<{
  first: number;
}>;


export type ListMyDocumentsQuery = { myDocuments: { nodes: Array<{ id: string, type: string, status: DocumentStatus, fileName: string, mimeType: string, sizeBytes: number, reviewNote: string | null, createdAt: string, url: string, applicationId: string | null }> } };

export type FileMyDocumentMutationVariables = Exact<{
  input: CreateDocumentInput;
}>;


export type FileMyDocumentMutation = { createDocument: { id: string, type: string, status: DocumentStatus, fileName: string } };

export type DeleteMyDocumentMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteMyDocumentMutation = { deleteDocument: string };

export type MyApplicationDocumentRequirementsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyApplicationDocumentRequirementsQuery = { myLatestApplication: { id: string, status: ApplicationStatus, documentsSummary: string, documentRequirements: Array<{ kind: string, text: string, label: string, state: DocumentRequirementState, note: string | null }> } | null };

export type CheckEligibilityQueryVariables = Exact<{
  input: EligibilityInput;
}>;


export type CheckEligibilityQuery = { eligibilityCheck: { eligible: boolean, reasons: Array<string>, maxAffordableInstalment: number, estimatedInstalment: number, explanations: Array<{ code: EligibilityRule, passed: boolean, text: string }>, suggestion: { maxAmountAtTerm: number | null, shortestTerm: number | null, texts: Array<string> } | null } };

export type SubmitContactMessageMutationVariables = Exact<{
  input: ContactMessageInput;
}>;


export type SubmitContactMessageMutation = { submitContactMessage: { reference: string, receivedAt: string } };

export type ListMyNotificationsQueryVariables = Exact<{
  first: number;
  after?: string | null | undefined;
}>;


export type ListMyNotificationsQuery = { myNotifications: { nodes: Array<{ id: string, title: string, body: string, kind: string, link: string | null, readAt: string | null, createdAt: string, target: { kind: NotificationTargetKind, id: string | null } | null }>, pageInfo: { endCursor: string | null, hasNextPage: boolean } } };

export type MarkNotificationReadMutationVariables = Exact<{
  id: string | number;
}>;


export type MarkNotificationReadMutation = { markNotificationRead: { id: string, readAt: string | null } };

export type MarkAllNotificationsReadMutationVariables = Exact<{ [key: string]: never; }>;


export type MarkAllNotificationsReadMutation = { markAllNotificationsRead: number };

export type ListMyOrdersQueryVariables = Exact<{
  first: number;
  after?: string | null | undefined;
}>;


export type ListMyOrdersQuery = { myOrders: { nodes: Array<{ id: string, status: OrderStatus, months: number, subtotal: number, total: number, createdAt: string, decidedAt: string | null, dispatchedAt: string | null, deliveredOn: string | null, cancelledAt: string | null, loanId: string | null, items: Array<{ productId: string, name: string, quantity: number }>, disclosure: { instalmentAmount: number, totalRepayable: number } }>, pageInfo: { endCursor: string | null, hasNextPage: boolean } } };

export type MyOrderDetailQueryVariables = Exact<{
  id: string | number;
}>;


export type MyOrderDetailQuery = { order: { id: string, status: OrderStatus, months: number, subtotal: number, deliveryRegion: GhanaRegion | null, deliveryFee: number, total: number, createdAt: string, decidedAt: string | null, decisionReason: string | null, dispatchedAt: string | null, deliveredOn: string | null, cancelledAt: string | null, cancelReason: string | null, disclosureAcceptedAt: string, deliveryAddress: string | null, deliveryGpsCode: string | null, deliveryPhone: string | null, loanId: string | null, items: Array<{ productId: string, name: string, unitPrice: number, quantity: number, lineTotal: number }>, disclosure: { principal: number, months: number, processingFee: number, upfrontFee: number, monthlyRateBp: number, nominalAnnualRateBp: number, aprBp: number, effectiveAnnualRateBp: number, totalInterest: number, totalFees: number, totalCostOfCredit: number, totalRepayable: number, instalmentAmount: number, firstDueDate: string, latePaymentPolicy: string, method: string, rateType: RateType, product: CreditProduct | null, payee: string | null, earlySettlementFeeBp: number, earlySettlementFeeCapBp: number, earlySettlementFee: number, earlyRepaymentPolicy: string, schedule: Array<{ number: number, dueDate: string, principal: number, interest: number, fee: number, total: number, balanceAfter: number }> } } };

export type MyOrderLoanQueryVariables = Exact<{
  id: string | number;
}>;


export type MyOrderLoanQuery = { loan: { id: string, status: LoanStatus, outstandingBalance: number, paidInstalments: number, months: number, nextInstalment: { number: number, dueDate: string, amountDue: number } | null } };

export type CancelMyOrderMutationVariables = Exact<{
  id: string | number;
}>;


export type CancelMyOrderMutation = { cancelOrder: { id: string, status: OrderStatus, cancelledAt: string | null } };

export type HardshipPreviewQueryVariables = Exact<{
  loanId: string | number;
  terms: HardshipTermsInput;
}>;


export type HardshipPreviewQuery = { hardshipPreview: { on: string, principal: number, capitalised: number, carriedInterest: number, arrearsKept: number, monthlyRateBp: number, monthlyAmount: number, firstDueDate: string, endDate: string, months: number, totalInterest: number, totalRepayable: number, aprBp: number, difference: number, interestDifference: number, current: { total: number, interest: number, endDate: string, monthlyAmount: number }, newRows: Array<{ number: number, dueDate: string, principal: number, interest: number, fee: number, total: number, balanceAfter: number }> } };

export type MyLoanHardshipRequestsQueryVariables = Exact<{
  loanId: string | number;
}>;


export type MyLoanHardshipRequestsQuery = { loanHardshipRequests: Array<{ id: string, status: HardshipStatus, affordable: number, holidayMonths: number, decisionNote: string | null, preview: { on: string, principal: number, capitalised: number, carriedInterest: number, arrearsKept: number, monthlyRateBp: number, monthlyAmount: number, firstDueDate: string, endDate: string, months: number, totalInterest: number, totalRepayable: number, aprBp: number, difference: number, interestDifference: number, current: { total: number, interest: number, endDate: string, monthlyAmount: number }, newRows: Array<{ number: number, dueDate: string, principal: number, interest: number, fee: number, total: number, balanceAfter: number }> } | null }> };

export type RequestHardshipMutationVariables = Exact<{
  input: HardshipRequestInput;
}>;


export type RequestHardshipMutation = { requestHardship: { id: string, status: HardshipStatus } };

export type AcceptHardshipTermsMutationVariables = Exact<{
  id: string | number;
}>;


export type AcceptHardshipTermsMutation = { acceptHardshipTerms: { id: string, status: HardshipStatus } };

export type CancelHardshipRequestMutationVariables = Exact<{
  id: string | number;
}>;


export type CancelHardshipRequestMutation = { cancelHardshipRequest: { id: string, status: HardshipStatus } };

export type ListMyPaymentsQueryVariables = Exact<{
  first: number;
  after?: string | null | undefined;
}>;


export type ListMyPaymentsQuery = { myPayments: { nodes: Array<{ id: string, amount: number, signedAmount: number, kind: PaymentKind, method: PaymentMethod, status: PaymentStatus, providerReference: string | null, note: string | null, createdAt: string, loanId: string | null, loanNumber: string | null, receipt: { id: string, number: string, amount: number, prepaid: number, unallocated: number, balanceAfter: number, issuedAt: string, receivedOn: string | null, receivedBy: string | null, branch: string | null, allocation: Array<{ number: number, penalty: number, fee: number, interest: number, principal: number }> } | null }>, pageInfo: { endCursor: string | null, hasNextPage: boolean } } };

export type OnMyPaymentChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type OnMyPaymentChangedSubscription = { paymentChanged: { id: string, kind: string } };

export type MyLoansToPayQueryVariables = Exact<{ [key: string]: never; }>;


export type MyLoansToPayQuery = { myLoans: { nodes: Array<{ months: number, id: string, number: string, source: LoanSource, status: LoanStatus, outstandingBalance: number, amountOverdue: number, daysPastDue: number, paidInstalments: number, scheduleVersion: number, creditBalance: number, schedule: Array<{ number: number, dueDate: string, totalDue: number, paid: number, outstanding: number, writtenOff: number, status: string }>, disclosure: { principal: number, months: number, processingFee: number, upfrontFee: number, monthlyRateBp: number, nominalAnnualRateBp: number, aprBp: number, effectiveAnnualRateBp: number, totalInterest: number, totalFees: number, totalCostOfCredit: number, totalRepayable: number, instalmentAmount: number, firstDueDate: string, latePaymentPolicy: string, method: string, rateType: RateType, product: CreditProduct | null, payee: string | null, earlySettlementFeeBp: number, earlySettlementFeeCapBp: number, earlySettlementFee: number, earlyRepaymentPolicy: string, schedule: Array<{ number: number, dueDate: string, principal: number, interest: number, fee: number, total: number, balanceAfter: number }> }, product: { name: string }, nextInstalment: { number: number, dueDate: string, amountDue: number } | null }> } };

export type LoanSettlementQuoteQueryVariables = Exact<{
  loanId: string | number;
}>;


export type LoanSettlementQuoteQuery = { earlySettlementQuote: { loanId: string, on: string, amount: number, principal: number, interest: number, fee: number, penalty: number, overdue: number, dailyInterest: number, creditDue: number, validUntil: string } };

export type LoanPaymentPreviewQueryVariables = Exact<{
  loanId: string | number;
  amount: number;
  prepayment?: PrepaymentChoice | null | undefined;
}>;


export type LoanPaymentPreviewQuery = { paymentPreview: { settles: boolean, prepayablePrincipal: number, prepaid: number, unallocated: number, interestSaved: number, covers: Array<{ number: number, dueDate: string, amount: number, leftAfter: number }>, allocation: Array<{ number: number, penalty: number, fee: number, interest: number, principal: number }>, schedule: Array<{ number: number, dueDate: string, principal: number, interest: number, fee: number, total: number, balanceAfter: number }> } };

export type LoanPayableAmountsQueryVariables = Exact<{
  loanId: string | number;
}>;


export type LoanPayableAmountsQuery = { payableAmounts: { nextInstalment: number, overdue: number, outstanding: number } };

export type PayLoanInstalmentMutationVariables = Exact<{
  idempotencyKey: string;
  input: PayInstalmentInput;
}>;


export type PayLoanInstalmentMutation = { payInstalment: { payment: { id: string, status: PaymentStatus, amount: number }, nextAction: { kind: PaymentNextActionKind, url: string | null, displayText: string } } };

export type PayerPhoneQueryVariables = Exact<{ [key: string]: never; }>;


export type PayerPhoneQuery = { myProfile: { id: string, phone: string | null } };

export type MyCommunicationPreferencesQueryVariables = Exact<{ [key: string]: never; }>;


export type MyCommunicationPreferencesQuery = { myCommunicationPreferences: { sms: boolean, email: boolean, inApp: boolean, marketing: boolean, updatedAt: string | null } };

export type UpdateCommunicationPreferencesMutationVariables = Exact<{
  input: CommunicationPreferencesInput;
}>;


export type UpdateCommunicationPreferencesMutation = { updateCommunicationPreferences: { sms: boolean, email: boolean, inApp: boolean, marketing: boolean, updatedAt: string | null } };

export type PrivacyRequestFieldsFragment = { id: string, kind: PrivacyRequestKind, status: PrivacyRequestStatus, field: CorrectableField | null, newValue: string | null, reason: string | null, dueOn: string, expiresAt: string | null, retainUntil: string | null, createdAt: string, downloads: Array<{ format: PrivacyExportFormat, url: string, sizeBytes: number }> };

export type MyPrivacyRequestsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyPrivacyRequestsQuery = { myPrivacyRequests: Array<{ id: string, kind: PrivacyRequestKind, status: PrivacyRequestStatus, field: CorrectableField | null, newValue: string | null, reason: string | null, dueOn: string, expiresAt: string | null, retainUntil: string | null, createdAt: string, downloads: Array<{ format: PrivacyExportFormat, url: string, sizeBytes: number }> }> };

export type RequestDataExportMutationVariables = Exact<{ [key: string]: never; }>;


export type RequestDataExportMutation = { requestDataExport: { id: string, kind: PrivacyRequestKind, status: PrivacyRequestStatus, field: CorrectableField | null, newValue: string | null, reason: string | null, dueOn: string, expiresAt: string | null, retainUntil: string | null, createdAt: string, downloads: Array<{ format: PrivacyExportFormat, url: string, sizeBytes: number }> } };

export type RequestDataCorrectionMutationVariables = Exact<{
  input: RequestCorrectionInput;
}>;


export type RequestDataCorrectionMutation = { requestDataCorrection: { id: string, kind: PrivacyRequestKind, status: PrivacyRequestStatus, field: CorrectableField | null, newValue: string | null, reason: string | null, dueOn: string, expiresAt: string | null, retainUntil: string | null, createdAt: string, downloads: Array<{ format: PrivacyExportFormat, url: string, sizeBytes: number }> } };

export type RequestAccountClosureMutationVariables = Exact<{ [key: string]: never; }>;


export type RequestAccountClosureMutation = { requestAccountClosure: { id: string, kind: PrivacyRequestKind, status: PrivacyRequestStatus, field: CorrectableField | null, newValue: string | null, reason: string | null, dueOn: string, expiresAt: string | null, retainUntil: string | null, createdAt: string, downloads: Array<{ format: PrivacyExportFormat, url: string, sizeBytes: number }> } };

export type FilePrivacyEvidenceMutationVariables = Exact<{
  input: CreateDocumentInput;
}>;


export type FilePrivacyEvidenceMutation = { createDocument: { id: string } };

export type MyAccountClosureCheckQueryVariables = Exact<{ [key: string]: never; }>;


export type MyAccountClosureCheckQuery = { myAccountClosureCheck: { canClose: boolean, reason: string | null } };

export type ProfileDetailsQueryVariables = Exact<{ [key: string]: never; }>;


export type ProfileDetailsQuery = { myProfile: { id: string, email: string, firstName: string, lastName: string, phone: string | null, dateOfBirth: string | null, ghanaCardNumber: string | null, residentialAddress: string | null, digitalAddress: string | null, city: string | null, region: GhanaRegion | null, isComplete: boolean, identityLocked: boolean, updatedAt: string | null } };

export type SaveProfileDetailsMutationVariables = Exact<{
  input: UpdateProfileInput;
}>;


export type SaveProfileDetailsMutation = { updateProfile: { id: string, email: string, firstName: string, lastName: string, phone: string | null, dateOfBirth: string | null, ghanaCardNumber: string | null, residentialAddress: string | null, digitalAddress: string | null, city: string | null, region: GhanaRegion | null, isComplete: boolean, identityLocked: boolean, updatedAt: string | null } };

export type CheckoutDisclosureQuoteQueryVariables = Exact<{
  input: CheckoutQuoteInput;
}>;


export type CheckoutDisclosureQuoteQuery = { checkoutQuote: { subtotal: number, deliveryRegion: GhanaRegion | null, deliveryFee: number | null, total: number, deliveryWindow: string, lines: Array<{ productId: string, name: string, unitPrice: number, quantity: number, lineTotal: number }>, taxes: { text: string }, disclosure: { principal: number, months: number, processingFee: number, upfrontFee: number, monthlyRateBp: number, nominalAnnualRateBp: number, aprBp: number, effectiveAnnualRateBp: number, totalInterest: number, totalFees: number, totalCostOfCredit: number, totalRepayable: number, instalmentAmount: number, firstDueDate: string, latePaymentPolicy: string, method: string, rateType: RateType, product: CreditProduct | null, payee: string | null, earlySettlementFeeBp: number, earlySettlementFeeCapBp: number, earlySettlementFee: number, earlyRepaymentPolicy: string, schedule: Array<{ number: number, dueDate: string, principal: number, interest: number, fee: number, total: number, balanceAfter: number }> } } };

export type ShopProductMonthlyQuoteQueryVariables = Exact<{
  amount: number;
  months: number;
}>;


export type ShopProductMonthlyQuoteQuery = { bnplQuote: { instalmentAmount: number } };

export type PlaceBnplOrderMutationVariables = Exact<{
  input: CheckoutInput;
}>;


export type PlaceBnplOrderMutation = { checkout: { id: string, status: OrderStatus, subtotal: number, total: number, months: number, disclosure: { totalRepayable: number, aprBp: number, instalmentAmount: number } } };

export type ListShopProductsQueryVariables = Exact<{
  first: number;
  after?: string | null | undefined;
  category?: ProductCategory | null | undefined;
  search?: string | null | undefined;
}>;


export type ListShopProductsQuery = { products: { nodes: Array<{ id: string, name: string, description: string, category: ProductCategory, price: number, imageUrl: string, stock: number }>, pageInfo: { endCursor: string | null, hasNextPage: boolean } } };

export type TicketSummaryFieldsFragment = { id: string, subject: string, category: TicketCategory, status: TicketStatus, createdAt: string, lastMessageAt: string };

export type ListMyTicketsQueryVariables = Exact<{
  first: number;
  after?: string | null | undefined;
}>;


export type ListMyTicketsQuery = { myTickets: { nodes: Array<{ id: string, subject: string, category: TicketCategory, status: TicketStatus, createdAt: string, lastMessageAt: string }>, pageInfo: { endCursor: string | null, hasNextPage: boolean } } };

export type TicketThreadQueryVariables = Exact<{
  id: string | number;
}>;


export type TicketThreadQuery = { ticket: { id: string, subject: string, category: TicketCategory, status: TicketStatus, createdAt: string, lastMessageAt: string, messages: Array<{ id: string, body: string, createdAt: string, fromStaff: boolean, author: { id: string, firstName: string, lastName: string } | null, attachments: Array<{ id: string, fileName: string, mimeType: string, sizeBytes: number, url: string }> }> } };

export type CreateSupportTicketMutationVariables = Exact<{
  input: CreateTicketInput;
}>;


export type CreateSupportTicketMutation = { createTicket: { id: string, subject: string, category: TicketCategory, status: TicketStatus, createdAt: string, lastMessageAt: string } };

export type ReplyToMyTicketMutationVariables = Exact<{
  id: string | number;
  body: string;
  attachmentUploadIds?: Array<string | number> | string | number | null | undefined;
}>;


export type ReplyToMyTicketMutation = { replyToTicket: { id: string, status: TicketStatus } };

export type CloseMyTicketMutationVariables = Exact<{
  id: string | number;
}>;


export type CloseMyTicketMutation = { closeTicket: { id: string, status: TicketStatus } };

export type OnMyTicketChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type OnMyTicketChangedSubscription = { ticketChanged: { id: string, kind: string } };

export type LiveApplicationChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type LiveApplicationChangedSubscription = { applicationChanged: { id: string, kind: string, userId: string, application: { id: string, status: ApplicationStatus, updatedAt: string } | null } };

export type LiveDocumentChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type LiveDocumentChangedSubscription = { documentChanged: { id: string, kind: string, userId: string } };

export type LivePaymentChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type LivePaymentChangedSubscription = { paymentChanged: { id: string, kind: string, userId: string } };

export type LiveNotificationAddedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type LiveNotificationAddedSubscription = { notificationAdded: { id: string, kind: string, userId: string, notification: { id: string, title: string, body: string, kind: string, link: string | null, readAt: string | null, createdAt: string, target: { kind: NotificationTargetKind, id: string | null } | null } | null } };

export type LiveLoanChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type LiveLoanChangedSubscription = { loanChanged: { id: string, kind: string, userId: string } };

export type PublicSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type PublicSettingsQuery = { publicSettings: Array<{ key: string, value: unknown }> };

export const HardshipPreviewFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HardshipPreviewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HardshipPreview"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"on"}},{"kind":"Field","name":{"kind":"Name","value":"principal"}},{"kind":"Field","name":{"kind":"Name","value":"capitalised"}},{"kind":"Field","name":{"kind":"Name","value":"carriedInterest"}},{"kind":"Field","name":{"kind":"Name","value":"arrearsKept"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyRateBp"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyAmount"}},{"kind":"Field","name":{"kind":"Name","value":"firstDueDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"months"}},{"kind":"Field","name":{"kind":"Name","value":"totalInterest"}},{"kind":"Field","name":{"kind":"Name","value":"totalRepayable"}},{"kind":"Field","name":{"kind":"Name","value":"aprBp"}},{"kind":"Field","name":{"kind":"Name","value":"difference"}},{"kind":"Field","name":{"kind":"Name","value":"interestDifference"}},{"kind":"Field","name":{"kind":"Name","value":"current"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"interest"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyAmount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"newRows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"principal"}},{"kind":"Field","name":{"kind":"Name","value":"interest"}},{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"balanceAfter"}}]}}]}}]} as unknown as DocumentNode<HardshipPreviewFieldsFragment, unknown>;
export const LoanSummaryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LoanSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Loan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"outstandingBalance"}},{"kind":"Field","name":{"kind":"Name","value":"amountOverdue"}},{"kind":"Field","name":{"kind":"Name","value":"daysPastDue"}},{"kind":"Field","name":{"kind":"Name","value":"paidInstalments"}},{"kind":"Field","name":{"kind":"Name","value":"scheduleVersion"}},{"kind":"Field","name":{"kind":"Name","value":"creditBalance"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextInstalment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"amountDue"}}]}}]}}]} as unknown as DocumentNode<LoanSummaryFieldsFragment, unknown>;
export const ReviewRequestFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReviewRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApplicationReviewRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"answeredAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ReviewRequestFieldsFragment, unknown>;
export const ScheduleRowFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ScheduleRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ScheduleRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"principal"}},{"kind":"Field","name":{"kind":"Name","value":"interest"}},{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"balanceAfter"}}]}}]} as unknown as DocumentNode<ScheduleRowFieldsFragment, unknown>;
export const CreditDisclosureFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CreditDisclosureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreditQuote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"principal"}},{"kind":"Field","name":{"kind":"Name","value":"months"}},{"kind":"Field","name":{"kind":"Name","value":"processingFee"}},{"kind":"Field","name":{"kind":"Name","value":"upfrontFee"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyRateBp"}},{"kind":"Field","name":{"kind":"Name","value":"nominalAnnualRateBp"}},{"kind":"Field","name":{"kind":"Name","value":"aprBp"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveAnnualRateBp"}},{"kind":"Field","name":{"kind":"Name","value":"totalInterest"}},{"kind":"Field","name":{"kind":"Name","value":"totalFees"}},{"kind":"Field","name":{"kind":"Name","value":"totalCostOfCredit"}},{"kind":"Field","name":{"kind":"Name","value":"totalRepayable"}},{"kind":"Field","name":{"kind":"Name","value":"instalmentAmount"}},{"kind":"Field","name":{"kind":"Name","value":"firstDueDate"}},{"kind":"Field","name":{"kind":"Name","value":"latePaymentPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"rateType"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"payee"}},{"kind":"Field","name":{"kind":"Name","value":"earlySettlementFeeBp"}},{"kind":"Field","name":{"kind":"Name","value":"earlySettlementFeeCapBp"}},{"kind":"Field","name":{"kind":"Name","value":"earlySettlementFee"}},{"kind":"Field","name":{"kind":"Name","value":"earlyRepaymentPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"schedule"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ScheduleRowFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ScheduleRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ScheduleRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"principal"}},{"kind":"Field","name":{"kind":"Name","value":"interest"}},{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"balanceAfter"}}]}}]} as unknown as DocumentNode<CreditDisclosureFieldsFragment, unknown>;
export const RentDisclosureFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RentDisclosureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreditQuote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CreditDisclosureFields"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"rentActWarning"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ScheduleRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ScheduleRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"principal"}},{"kind":"Field","name":{"kind":"Name","value":"interest"}},{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"balanceAfter"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CreditDisclosureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreditQuote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"principal"}},{"kind":"Field","name":{"kind":"Name","value":"months"}},{"kind":"Field","name":{"kind":"Name","value":"processingFee"}},{"kind":"Field","name":{"kind":"Name","value":"upfrontFee"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyRateBp"}},{"kind":"Field","name":{"kind":"Name","value":"nominalAnnualRateBp"}},{"kind":"Field","name":{"kind":"Name","value":"aprBp"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveAnnualRateBp"}},{"kind":"Field","name":{"kind":"Name","value":"totalInterest"}},{"kind":"Field","name":{"kind":"Name","value":"totalFees"}},{"kind":"Field","name":{"kind":"Name","value":"totalCostOfCredit"}},{"kind":"Field","name":{"kind":"Name","value":"totalRepayable"}},{"kind":"Field","name":{"kind":"Name","value":"instalmentAmount"}},{"kind":"Field","name":{"kind":"Name","value":"firstDueDate"}},{"kind":"Field","name":{"kind":"Name","value":"latePaymentPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"rateType"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"payee"}},{"kind":"Field","name":{"kind":"Name","value":"earlySettlementFeeBp"}},{"kind":"Field","name":{"kind":"Name","value":"earlySettlementFeeCapBp"}},{"kind":"Field","name":{"kind":"Name","value":"earlySettlementFee"}},{"kind":"Field","name":{"kind":"Name","value":"earlyRepaymentPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"schedule"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ScheduleRowFields"}}]}}]}}]} as unknown as DocumentNode<RentDisclosureFieldsFragment, unknown>;
export const ApplicationDetailsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplicationDetailsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Application"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decisionReason"}},{"kind":"Field","name":{"kind":"Name","value":"reviewRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReviewRequestFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"creditProduct"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"payeeKind"}}]}},{"kind":"Field","name":{"kind":"Name","value":"monthlyRent"}},{"kind":"Field","name":{"kind":"Name","value":"advanceMonths"}},{"kind":"Field","name":{"kind":"Name","value":"repaymentMonths"}},{"kind":"Field","name":{"kind":"Name","value":"amountRequested"}},{"kind":"Field","name":{"kind":"Name","value":"payeeName"}},{"kind":"Field","name":{"kind":"Name","value":"payeePhone"}},{"kind":"Field","name":{"kind":"Name","value":"payeeReference"}},{"kind":"Field","name":{"kind":"Name","value":"documentsSummary"}},{"kind":"Field","name":{"kind":"Name","value":"documentRequirements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}},{"kind":"Field","name":{"kind":"Name","value":"propertyAddress"}},{"kind":"Field","name":{"kind":"Name","value":"propertyDigitalAddress"}},{"kind":"Field","name":{"kind":"Name","value":"landlordName"}},{"kind":"Field","name":{"kind":"Name","value":"landlordPhone"}},{"kind":"Field","name":{"kind":"Name","value":"rentActWarning"}},{"kind":"Field","name":{"kind":"Name","value":"disclosureAcceptedAt"}},{"kind":"Field","name":{"kind":"Name","value":"disclosure"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RentDisclosureFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"employerInformation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"employerName"}},{"kind":"Field","name":{"kind":"Name","value":"employerAddress"}},{"kind":"Field","name":{"kind":"Name","value":"employerPhone"}},{"kind":"Field","name":{"kind":"Name","value":"jobTitle"}},{"kind":"Field","name":{"kind":"Name","value":"employmentType"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyNetIncome"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"emergencyContacts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"relationship"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ScheduleRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ScheduleRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"principal"}},{"kind":"Field","name":{"kind":"Name","value":"interest"}},{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"balanceAfter"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CreditDisclosureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreditQuote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"principal"}},{"kind":"Field","name":{"kind":"Name","value":"months"}},{"kind":"Field","name":{"kind":"Name","value":"processingFee"}},{"kind":"Field","name":{"kind":"Name","value":"upfrontFee"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyRateBp"}},{"kind":"Field","name":{"kind":"Name","value":"nominalAnnualRateBp"}},{"kind":"Field","name":{"kind":"Name","value":"aprBp"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveAnnualRateBp"}},{"kind":"Field","name":{"kind":"Name","value":"totalInterest"}},{"kind":"Field","name":{"kind":"Name","value":"totalFees"}},{"kind":"Field","name":{"kind":"Name","value":"totalCostOfCredit"}},{"kind":"Field","name":{"kind":"Name","value":"totalRepayable"}},{"kind":"Field","name":{"kind":"Name","value":"instalmentAmount"}},{"kind":"Field","name":{"kind":"Name","value":"firstDueDate"}},{"kind":"Field","name":{"kind":"Name","value":"latePaymentPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"rateType"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"payee"}},{"kind":"Field","name":{"kind":"Name","value":"earlySettlementFeeBp"}},{"kind":"Field","name":{"kind":"Name","value":"earlySettlementFeeCapBp"}},{"kind":"Field","name":{"kind":"Name","value":"earlySettlementFee"}},{"kind":"Field","name":{"kind":"Name","value":"earlyRepaymentPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"schedule"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ScheduleRowFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReviewRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApplicationReviewRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"answeredAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RentDisclosureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreditQuote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CreditDisclosureFields"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"rentActWarning"}}]}}]} as unknown as DocumentNode<ApplicationDetailsFieldsFragment, unknown>;
export const PrivacyRequestFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PrivacyRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PrivacyRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"newValue"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"dueOn"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"retainUntil"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"downloads"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"sizeBytes"}}]}}]}}]} as unknown as DocumentNode<PrivacyRequestFieldsFragment, unknown>;
export const TicketSummaryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TicketSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Ticket"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastMessageAt"}}]}}]} as unknown as DocumentNode<TicketSummaryFieldsFragment, unknown>;
export const SidebarApplicationStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SidebarApplicationStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myLatestApplication"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<SidebarApplicationStatusQuery, SidebarApplicationStatusQueryVariables>;
export const SidebarUnreadNotificationCountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SidebarUnreadNotificationCount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myUnreadNotificationCount"}}]}}]} as unknown as DocumentNode<SidebarUnreadNotificationCountQuery, SidebarUnreadNotificationCountQueryVariables>;
export const MyLoanAgreementDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyLoanAgreement"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"loanId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"loan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"loanId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"principal"}},{"kind":"Field","name":{"kind":"Name","value":"months"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"agreementSignedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"creditAgreement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"loanId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"loanId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"loanId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"documentSha256"}},{"kind":"Field","name":{"kind":"Name","value":"documentUrl"}},{"kind":"Field","name":{"kind":"Name","value":"codeSentAt"}},{"kind":"Field","name":{"kind":"Name","value":"signedAt"}}]}}]}}]} as unknown as DocumentNode<MyLoanAgreementQuery, MyLoanAgreementQueryVariables>;
export const RequestAgreementCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestAgreementCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"loanId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestAgreementCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"loanId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"loanId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sentTo"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"developmentCode"}}]}}]}}]} as unknown as DocumentNode<RequestAgreementCodeMutation, RequestAgreementCodeMutationVariables>;
export const SignCreditAgreementDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignCreditAgreement"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"loanId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signCreditAgreement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"loanId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"loanId"}}},{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"loanId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"signedAt"}}]}}]}}]} as unknown as DocumentNode<SignCreditAgreementMutation, SignCreditAgreementMutationVariables>;
export const MyLatestApplicationDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyLatestApplicationDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myLatestApplication"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApplicationDetailsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReviewRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApplicationReviewRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"answeredAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ScheduleRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ScheduleRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"principal"}},{"kind":"Field","name":{"kind":"Name","value":"interest"}},{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"balanceAfter"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CreditDisclosureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreditQuote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"principal"}},{"kind":"Field","name":{"kind":"Name","value":"months"}},{"kind":"Field","name":{"kind":"Name","value":"processingFee"}},{"kind":"Field","name":{"kind":"Name","value":"upfrontFee"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyRateBp"}},{"kind":"Field","name":{"kind":"Name","value":"nominalAnnualRateBp"}},{"kind":"Field","name":{"kind":"Name","value":"aprBp"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveAnnualRateBp"}},{"kind":"Field","name":{"kind":"Name","value":"totalInterest"}},{"kind":"Field","name":{"kind":"Name","value":"totalFees"}},{"kind":"Field","name":{"kind":"Name","value":"totalCostOfCredit"}},{"kind":"Field","name":{"kind":"Name","value":"totalRepayable"}},{"kind":"Field","name":{"kind":"Name","value":"instalmentAmount"}},{"kind":"Field","name":{"kind":"Name","value":"firstDueDate"}},{"kind":"Field","name":{"kind":"Name","value":"latePaymentPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"rateType"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"payee"}},{"kind":"Field","name":{"kind":"Name","value":"earlySettlementFeeBp"}},{"kind":"Field","name":{"kind":"Name","value":"earlySettlementFeeCapBp"}},{"kind":"Field","name":{"kind":"Name","value":"earlySettlementFee"}},{"kind":"Field","name":{"kind":"Name","value":"earlyRepaymentPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"schedule"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ScheduleRowFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RentDisclosureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreditQuote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CreditDisclosureFields"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"rentActWarning"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplicationDetailsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Application"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decisionReason"}},{"kind":"Field","name":{"kind":"Name","value":"reviewRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReviewRequestFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"creditProduct"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"payeeKind"}}]}},{"kind":"Field","name":{"kind":"Name","value":"monthlyRent"}},{"kind":"Field","name":{"kind":"Name","value":"advanceMonths"}},{"kind":"Field","name":{"kind":"Name","value":"repaymentMonths"}},{"kind":"Field","name":{"kind":"Name","value":"amountRequested"}},{"kind":"Field","name":{"kind":"Name","value":"payeeName"}},{"kind":"Field","name":{"kind":"Name","value":"payeePhone"}},{"kind":"Field","name":{"kind":"Name","value":"payeeReference"}},{"kind":"Field","name":{"kind":"Name","value":"documentsSummary"}},{"kind":"Field","name":{"kind":"Name","value":"documentRequirements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}},{"kind":"Field","name":{"kind":"Name","value":"propertyAddress"}},{"kind":"Field","name":{"kind":"Name","value":"propertyDigitalAddress"}},{"kind":"Field","name":{"kind":"Name","value":"landlordName"}},{"kind":"Field","name":{"kind":"Name","value":"landlordPhone"}},{"kind":"Field","name":{"kind":"Name","value":"rentActWarning"}},{"kind":"Field","name":{"kind":"Name","value":"disclosureAcceptedAt"}},{"kind":"Field","name":{"kind":"Name","value":"disclosure"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RentDisclosureFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"employerInformation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"employerName"}},{"kind":"Field","name":{"kind":"Name","value":"employerAddress"}},{"kind":"Field","name":{"kind":"Name","value":"employerPhone"}},{"kind":"Field","name":{"kind":"Name","value":"jobTitle"}},{"kind":"Field","name":{"kind":"Name","value":"employmentType"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyNetIncome"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"emergencyContacts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"relationship"}}]}}]}}]} as unknown as DocumentNode<MyLatestApplicationDetailsQuery, MyLatestApplicationDetailsQueryVariables>;
export const ApplicantProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApplicantProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"ghanaCardNumber"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"residentialAddress"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"digitalAddress"}}]}}]}}]} as unknown as DocumentNode<ApplicantProfileQuery, ApplicantProfileQueryVariables>;
export const SaveApplicantProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveApplicantProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"ghanaCardNumber"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"residentialAddress"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"digitalAddress"}},{"kind":"Field","name":{"kind":"Name","value":"isComplete"}}]}}]}}]} as unknown as DocumentNode<SaveApplicantProfileMutation, SaveApplicantProfileMutationVariables>;
export const SubmitApplicationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitApplication"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ApplicationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitApplication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApplicationDetailsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReviewRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApplicationReviewRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"answeredAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ScheduleRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ScheduleRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"principal"}},{"kind":"Field","name":{"kind":"Name","value":"interest"}},{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"balanceAfter"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CreditDisclosureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreditQuote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"principal"}},{"kind":"Field","name":{"kind":"Name","value":"months"}},{"kind":"Field","name":{"kind":"Name","value":"processingFee"}},{"kind":"Field","name":{"kind":"Name","value":"upfrontFee"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyRateBp"}},{"kind":"Field","name":{"kind":"Name","value":"nominalAnnualRateBp"}},{"kind":"Field","name":{"kind":"Name","value":"aprBp"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveAnnualRateBp"}},{"kind":"Field","name":{"kind":"Name","value":"totalInterest"}},{"kind":"Field","name":{"kind":"Name","value":"totalFees"}},{"kind":"Field","name":{"kind":"Name","value":"totalCostOfCredit"}},{"kind":"Field","name":{"kind":"Name","value":"totalRepayable"}},{"kind":"Field","name":{"kind":"Name","value":"instalmentAmount"}},{"kind":"Field","name":{"kind":"Name","value":"firstDueDate"}},{"kind":"Field","name":{"kind":"Name","value":"latePaymentPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"rateType"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"payee"}},{"kind":"Field","name":{"kind":"Name","value":"earlySettlementFeeBp"}},{"kind":"Field","name":{"kind":"Name","value":"earlySettlementFeeCapBp"}},{"kind":"Field","name":{"kind":"Name","value":"earlySettlementFee"}},{"kind":"Field","name":{"kind":"Name","value":"earlyRepaymentPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"schedule"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ScheduleRowFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RentDisclosureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreditQuote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CreditDisclosureFields"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"rentActWarning"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplicationDetailsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Application"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decisionReason"}},{"kind":"Field","name":{"kind":"Name","value":"reviewRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReviewRequestFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"creditProduct"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"payeeKind"}}]}},{"kind":"Field","name":{"kind":"Name","value":"monthlyRent"}},{"kind":"Field","name":{"kind":"Name","value":"advanceMonths"}},{"kind":"Field","name":{"kind":"Name","value":"repaymentMonths"}},{"kind":"Field","name":{"kind":"Name","value":"amountRequested"}},{"kind":"Field","name":{"kind":"Name","value":"payeeName"}},{"kind":"Field","name":{"kind":"Name","value":"payeePhone"}},{"kind":"Field","name":{"kind":"Name","value":"payeeReference"}},{"kind":"Field","name":{"kind":"Name","value":"documentsSummary"}},{"kind":"Field","name":{"kind":"Name","value":"documentRequirements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}},{"kind":"Field","name":{"kind":"Name","value":"propertyAddress"}},{"kind":"Field","name":{"kind":"Name","value":"propertyDigitalAddress"}},{"kind":"Field","name":{"kind":"Name","value":"landlordName"}},{"kind":"Field","name":{"kind":"Name","value":"landlordPhone"}},{"kind":"Field","name":{"kind":"Name","value":"rentActWarning"}},{"kind":"Field","name":{"kind":"Name","value":"disclosureAcceptedAt"}},{"kind":"Field","name":{"kind":"Name","value":"disclosure"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RentDisclosureFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"employerInformation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"employerName"}},{"kind":"Field","name":{"kind":"Name","value":"employerAddress"}},{"kind":"Field","name":{"kind":"Name","value":"employerPhone"}},{"kind":"Field","name":{"kind":"Name","value":"jobTitle"}},{"kind":"Field","name":{"kind":"Name","value":"employmentType"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyNetIncome"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"emergencyContacts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"relationship"}}]}}]}}]} as unknown as DocumentNode<SubmitApplicationMutation, SubmitApplicationMutationVariables>;
export const CancelMyApplicationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelMyApplication"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelApplication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApplicationDetailsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReviewRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApplicationReviewRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"answeredAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ScheduleRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ScheduleRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"principal"}},{"kind":"Field","name":{"kind":"Name","value":"interest"}},{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"balanceAfter"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CreditDisclosureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreditQuote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"principal"}},{"kind":"Field","name":{"kind":"Name","value":"months"}},{"kind":"Field","name":{"kind":"Name","value":"processingFee"}},{"kind":"Field","name":{"kind":"Name","value":"upfrontFee"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyRateBp"}},{"kind":"Field","name":{"kind":"Name","value":"nominalAnnualRateBp"}},{"kind":"Field","name":{"kind":"Name","value":"aprBp"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveAnnualRateBp"}},{"kind":"Field","name":{"kind":"Name","value":"totalInterest"}},{"kind":"Field","name":{"kind":"Name","value":"totalFees"}},{"kind":"Field","name":{"kind":"Name","value":"totalCostOfCredit"}},{"kind":"Field","name":{"kind":"Name","value":"totalRepayable"}},{"kind":"Field","name":{"kind":"Name","value":"instalmentAmount"}},{"kind":"Field","name":{"kind":"Name","value":"firstDueDate"}},{"kind":"Field","name":{"kind":"Name","value":"latePaymentPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"rateType"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"payee"}},{"kind":"Field","name":{"kind":"Name","value":"earlySettlementFeeBp"}},{"kind":"Field","name":{"kind":"Name","value":"earlySettlementFeeCapBp"}},{"kind":"Field","name":{"kind":"Name","value":"earlySettlementFee"}},{"kind":"Field","name":{"kind":"Name","value":"earlyRepaymentPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"schedule"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ScheduleRowFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RentDisclosureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreditQuote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CreditDisclosureFields"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"rentActWarning"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplicationDetailsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Application"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decisionReason"}},{"kind":"Field","name":{"kind":"Name","value":"reviewRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReviewRequestFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"creditProduct"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"payeeKind"}}]}},{"kind":"Field","name":{"kind":"Name","value":"monthlyRent"}},{"kind":"Field","name":{"kind":"Name","value":"advanceMonths"}},{"kind":"Field","name":{"kind":"Name","value":"repaymentMonths"}},{"kind":"Field","name":{"kind":"Name","value":"amountRequested"}},{"kind":"Field","name":{"kind":"Name","value":"payeeName"}},{"kind":"Field","name":{"kind":"Name","value":"payeePhone"}},{"kind":"Field","name":{"kind":"Name","value":"payeeReference"}},{"kind":"Field","name":{"kind":"Name","value":"documentsSummary"}},{"kind":"Field","name":{"kind":"Name","value":"documentRequirements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}},{"kind":"Field","name":{"kind":"Name","value":"propertyAddress"}},{"kind":"Field","name":{"kind":"Name","value":"propertyDigitalAddress"}},{"kind":"Field","name":{"kind":"Name","value":"landlordName"}},{"kind":"Field","name":{"kind":"Name","value":"landlordPhone"}},{"kind":"Field","name":{"kind":"Name","value":"rentActWarning"}},{"kind":"Field","name":{"kind":"Name","value":"disclosureAcceptedAt"}},{"kind":"Field","name":{"kind":"Name","value":"disclosure"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RentDisclosureFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"employerInformation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"employerName"}},{"kind":"Field","name":{"kind":"Name","value":"employerAddress"}},{"kind":"Field","name":{"kind":"Name","value":"employerPhone"}},{"kind":"Field","name":{"kind":"Name","value":"jobTitle"}},{"kind":"Field","name":{"kind":"Name","value":"employmentType"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyNetIncome"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"emergencyContacts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"relationship"}}]}}]}}]} as unknown as DocumentNode<CancelMyApplicationMutation, CancelMyApplicationMutationVariables>;
export const AttachApplicationDocumentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AttachApplicationDocument"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateDocumentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createDocument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}}]}}]}}]} as unknown as DocumentNode<AttachApplicationDocumentMutation, AttachApplicationDocumentMutationVariables>;
export const RentQuoteDisclosureDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RentQuoteDisclosure"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"monthlyRent"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"advanceMonths"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"repaymentMonths"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rentQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"monthlyRent"},"value":{"kind":"Variable","name":{"kind":"Name","value":"monthlyRent"}}},{"kind":"Argument","name":{"kind":"Name","value":"advanceMonths"},"value":{"kind":"Variable","name":{"kind":"Name","value":"advanceMonths"}}},{"kind":"Argument","name":{"kind":"Name","value":"repaymentMonths"},"value":{"kind":"Variable","name":{"kind":"Name","value":"repaymentMonths"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RentDisclosureFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ScheduleRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ScheduleRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"principal"}},{"kind":"Field","name":{"kind":"Name","value":"interest"}},{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"balanceAfter"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CreditDisclosureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreditQuote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"principal"}},{"kind":"Field","name":{"kind":"Name","value":"months"}},{"kind":"Field","name":{"kind":"Name","value":"processingFee"}},{"kind":"Field","name":{"kind":"Name","value":"upfrontFee"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyRateBp"}},{"kind":"Field","name":{"kind":"Name","value":"nominalAnnualRateBp"}},{"kind":"Field","name":{"kind":"Name","value":"aprBp"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveAnnualRateBp"}},{"kind":"Field","name":{"kind":"Name","value":"totalInterest"}},{"kind":"Field","name":{"kind":"Name","value":"totalFees"}},{"kind":"Field","name":{"kind":"Name","value":"totalCostOfCredit"}},{"kind":"Field","name":{"kind":"Name","value":"totalRepayable"}},{"kind":"Field","name":{"kind":"Name","value":"instalmentAmount"}},{"kind":"Field","name":{"kind":"Name","value":"firstDueDate"}},{"kind":"Field","name":{"kind":"Name","value":"latePaymentPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"rateType"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"payee"}},{"kind":"Field","name":{"kind":"Name","value":"earlySettlementFeeBp"}},{"kind":"Field","name":{"kind":"Name","value":"earlySettlementFeeCapBp"}},{"kind":"Field","name":{"kind":"Name","value":"earlySettlementFee"}},{"kind":"Field","name":{"kind":"Name","value":"earlyRepaymentPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"schedule"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ScheduleRowFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RentDisclosureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreditQuote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CreditDisclosureFields"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"rentActWarning"}}]}}]} as unknown as DocumentNode<RentQuoteDisclosureQuery, RentQuoteDisclosureQueryVariables>;
export const RequestApplicationReviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestApplicationReview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"message"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestApplicationReview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"applicationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"message"},"value":{"kind":"Variable","name":{"kind":"Name","value":"message"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReviewRequestFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReviewRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApplicationReviewRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"answeredAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<RequestApplicationReviewMutation, RequestApplicationReviewMutationVariables>;
export const ProductQuoteDisclosureDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductQuoteDisclosure"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"amount"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SafeInt"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"months"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}},{"kind":"Argument","name":{"kind":"Name","value":"amount"},"value":{"kind":"Variable","name":{"kind":"Name","value":"amount"}}},{"kind":"Argument","name":{"kind":"Name","value":"months"},"value":{"kind":"Variable","name":{"kind":"Name","value":"months"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RentDisclosureFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ScheduleRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ScheduleRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"principal"}},{"kind":"Field","name":{"kind":"Name","value":"interest"}},{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"balanceAfter"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CreditDisclosureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreditQuote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"principal"}},{"kind":"Field","name":{"kind":"Name","value":"months"}},{"kind":"Field","name":{"kind":"Name","value":"processingFee"}},{"kind":"Field","name":{"kind":"Name","value":"upfrontFee"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyRateBp"}},{"kind":"Field","name":{"kind":"Name","value":"nominalAnnualRateBp"}},{"kind":"Field","name":{"kind":"Name","value":"aprBp"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveAnnualRateBp"}},{"kind":"Field","name":{"kind":"Name","value":"totalInterest"}},{"kind":"Field","name":{"kind":"Name","value":"totalFees"}},{"kind":"Field","name":{"kind":"Name","value":"totalCostOfCredit"}},{"kind":"Field","name":{"kind":"Name","value":"totalRepayable"}},{"kind":"Field","name":{"kind":"Name","value":"instalmentAmount"}},{"kind":"Field","name":{"kind":"Name","value":"firstDueDate"}},{"kind":"Field","name":{"kind":"Name","value":"latePaymentPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"rateType"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"payee"}},{"kind":"Field","name":{"kind":"Name","value":"earlySettlementFeeBp"}},{"kind":"Field","name":{"kind":"Name","value":"earlySettlementFeeCapBp"}},{"kind":"Field","name":{"kind":"Name","value":"earlySettlementFee"}},{"kind":"Field","name":{"kind":"Name","value":"earlyRepaymentPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"schedule"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ScheduleRowFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RentDisclosureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreditQuote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CreditDisclosureFields"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"rentActWarning"}}]}}]} as unknown as DocumentNode<ProductQuoteDisclosureQuery, ProductQuoteDisclosureQueryVariables>;
export const SubmitProductApplicationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitProductApplication"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProductApplicationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitProductApplication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApplicationDetailsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReviewRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApplicationReviewRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"answeredAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ScheduleRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ScheduleRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"principal"}},{"kind":"Field","name":{"kind":"Name","value":"interest"}},{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"balanceAfter"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CreditDisclosureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreditQuote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"principal"}},{"kind":"Field","name":{"kind":"Name","value":"months"}},{"kind":"Field","name":{"kind":"Name","value":"processingFee"}},{"kind":"Field","name":{"kind":"Name","value":"upfrontFee"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyRateBp"}},{"kind":"Field","name":{"kind":"Name","value":"nominalAnnualRateBp"}},{"kind":"Field","name":{"kind":"Name","value":"aprBp"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveAnnualRateBp"}},{"kind":"Field","name":{"kind":"Name","value":"totalInterest"}},{"kind":"Field","name":{"kind":"Name","value":"totalFees"}},{"kind":"Field","name":{"kind":"Name","value":"totalCostOfCredit"}},{"kind":"Field","name":{"kind":"Name","value":"totalRepayable"}},{"kind":"Field","name":{"kind":"Name","value":"instalmentAmount"}},{"kind":"Field","name":{"kind":"Name","value":"firstDueDate"}},{"kind":"Field","name":{"kind":"Name","value":"latePaymentPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"rateType"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"payee"}},{"kind":"Field","name":{"kind":"Name","value":"earlySettlementFeeBp"}},{"kind":"Field","name":{"kind":"Name","value":"earlySettlementFeeCapBp"}},{"kind":"Field","name":{"kind":"Name","value":"earlySettlementFee"}},{"kind":"Field","name":{"kind":"Name","value":"earlyRepaymentPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"schedule"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ScheduleRowFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RentDisclosureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreditQuote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CreditDisclosureFields"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"rentActWarning"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplicationDetailsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Application"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decisionReason"}},{"kind":"Field","name":{"kind":"Name","value":"reviewRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReviewRequestFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"creditProduct"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"payeeKind"}}]}},{"kind":"Field","name":{"kind":"Name","value":"monthlyRent"}},{"kind":"Field","name":{"kind":"Name","value":"advanceMonths"}},{"kind":"Field","name":{"kind":"Name","value":"repaymentMonths"}},{"kind":"Field","name":{"kind":"Name","value":"amountRequested"}},{"kind":"Field","name":{"kind":"Name","value":"payeeName"}},{"kind":"Field","name":{"kind":"Name","value":"payeePhone"}},{"kind":"Field","name":{"kind":"Name","value":"payeeReference"}},{"kind":"Field","name":{"kind":"Name","value":"documentsSummary"}},{"kind":"Field","name":{"kind":"Name","value":"documentRequirements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}},{"kind":"Field","name":{"kind":"Name","value":"propertyAddress"}},{"kind":"Field","name":{"kind":"Name","value":"propertyDigitalAddress"}},{"kind":"Field","name":{"kind":"Name","value":"landlordName"}},{"kind":"Field","name":{"kind":"Name","value":"landlordPhone"}},{"kind":"Field","name":{"kind":"Name","value":"rentActWarning"}},{"kind":"Field","name":{"kind":"Name","value":"disclosureAcceptedAt"}},{"kind":"Field","name":{"kind":"Name","value":"disclosure"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RentDisclosureFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"employerInformation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"employerName"}},{"kind":"Field","name":{"kind":"Name","value":"employerAddress"}},{"kind":"Field","name":{"kind":"Name","value":"employerPhone"}},{"kind":"Field","name":{"kind":"Name","value":"jobTitle"}},{"kind":"Field","name":{"kind":"Name","value":"employmentType"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyNetIncome"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"emergencyContacts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"relationship"}}]}}]}}]} as unknown as DocumentNode<SubmitProductApplicationMutation, SubmitProductApplicationMutationVariables>;
export const CreditProductsToApplyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CreditProductsToApply"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"creditProductsToApply"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"payeeKind"}},{"kind":"Field","name":{"kind":"Name","value":"minAmount"}},{"kind":"Field","name":{"kind":"Name","value":"maxAmount"}},{"kind":"Field","name":{"kind":"Name","value":"termMonths"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyRateBp"}},{"kind":"Field","name":{"kind":"Name","value":"requiredDocuments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]}}]} as unknown as DocumentNode<CreditProductsToApplyQuery, CreditProductsToApplyQueryVariables>;
export const MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"adminRoutes"}}]}}]}}]} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
export const BnplPlanQuoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BnplPlanQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"amount"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"months"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bnplQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"amount"},"value":{"kind":"Variable","name":{"kind":"Name","value":"amount"}}},{"kind":"Argument","name":{"kind":"Name","value":"months"},"value":{"kind":"Variable","name":{"kind":"Name","value":"months"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CreditDisclosureFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ScheduleRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ScheduleRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"principal"}},{"kind":"Field","name":{"kind":"Name","value":"interest"}},{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"balanceAfter"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CreditDisclosureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreditQuote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"principal"}},{"kind":"Field","name":{"kind":"Name","value":"months"}},{"kind":"Field","name":{"kind":"Name","value":"processingFee"}},{"kind":"Field","name":{"kind":"Name","value":"upfrontFee"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyRateBp"}},{"kind":"Field","name":{"kind":"Name","value":"nominalAnnualRateBp"}},{"kind":"Field","name":{"kind":"Name","value":"aprBp"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveAnnualRateBp"}},{"kind":"Field","name":{"kind":"Name","value":"totalInterest"}},{"kind":"Field","name":{"kind":"Name","value":"totalFees"}},{"kind":"Field","name":{"kind":"Name","value":"totalCostOfCredit"}},{"kind":"Field","name":{"kind":"Name","value":"totalRepayable"}},{"kind":"Field","name":{"kind":"Name","value":"instalmentAmount"}},{"kind":"Field","name":{"kind":"Name","value":"firstDueDate"}},{"kind":"Field","name":{"kind":"Name","value":"latePaymentPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"rateType"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"payee"}},{"kind":"Field","name":{"kind":"Name","value":"earlySettlementFeeBp"}},{"kind":"Field","name":{"kind":"Name","value":"earlySettlementFeeCapBp"}},{"kind":"Field","name":{"kind":"Name","value":"earlySettlementFee"}},{"kind":"Field","name":{"kind":"Name","value":"earlyRepaymentPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"schedule"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ScheduleRowFields"}}]}}]}}]} as unknown as DocumentNode<BnplPlanQuoteQuery, BnplPlanQuoteQueryVariables>;
export const MyConsentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyConsent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myConsent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"upToDate"}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"document"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedVersion"}},{"kind":"Field","name":{"kind":"Name","value":"upToDate"}},{"kind":"Field","name":{"kind":"Name","value":"current"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}}]}}]}}]}}]}}]} as unknown as DocumentNode<MyConsentQuery, MyConsentQueryVariables>;
export const AcceptLegalDocumentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AcceptLegalDocuments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acceptLegalDocuments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"upToDate"}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"document"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedVersion"}},{"kind":"Field","name":{"kind":"Name","value":"upToDate"}},{"kind":"Field","name":{"kind":"Name","value":"current"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AcceptLegalDocumentsMutation, AcceptLegalDocumentsMutationVariables>;
export const DashboardOverviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardOverview"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"adminRoutes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"myLatestApplication"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amountRequested"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyRent"}},{"kind":"Field","name":{"kind":"Name","value":"advanceMonths"}},{"kind":"Field","name":{"kind":"Name","value":"repaymentMonths"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decisionReason"}},{"kind":"Field","name":{"kind":"Name","value":"creditProduct"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"documentsSummary"}},{"kind":"Field","name":{"kind":"Name","value":"documentRequirements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"myLoans"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LoanSummaryFields"}},{"kind":"Field","name":{"kind":"Name","value":"principal"}},{"kind":"Field","name":{"kind":"Name","value":"months"}},{"kind":"Field","name":{"kind":"Name","value":"agreementSignedAt"}},{"kind":"Field","name":{"kind":"Name","value":"disclosure"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CreditDisclosureFields"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"myPayments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"5"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"signedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"myDocuments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"5"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ScheduleRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ScheduleRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"principal"}},{"kind":"Field","name":{"kind":"Name","value":"interest"}},{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"balanceAfter"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LoanSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Loan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"outstandingBalance"}},{"kind":"Field","name":{"kind":"Name","value":"amountOverdue"}},{"kind":"Field","name":{"kind":"Name","value":"daysPastDue"}},{"kind":"Field","name":{"kind":"Name","value":"paidInstalments"}},{"kind":"Field","name":{"kind":"Name","value":"scheduleVersion"}},{"kind":"Field","name":{"kind":"Name","value":"creditBalance"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextInstalment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"amountDue"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CreditDisclosureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreditQuote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"principal"}},{"kind":"Field","name":{"kind":"Name","value":"months"}},{"kind":"Field","name":{"kind":"Name","value":"processingFee"}},{"kind":"Field","name":{"kind":"Name","value":"upfrontFee"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyRateBp"}},{"kind":"Field","name":{"kind":"Name","value":"nominalAnnualRateBp"}},{"kind":"Field","name":{"kind":"Name","value":"aprBp"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveAnnualRateBp"}},{"kind":"Field","name":{"kind":"Name","value":"totalInterest"}},{"kind":"Field","name":{"kind":"Name","value":"totalFees"}},{"kind":"Field","name":{"kind":"Name","value":"totalCostOfCredit"}},{"kind":"Field","name":{"kind":"Name","value":"totalRepayable"}},{"kind":"Field","name":{"kind":"Name","value":"instalmentAmount"}},{"kind":"Field","name":{"kind":"Name","value":"firstDueDate"}},{"kind":"Field","name":{"kind":"Name","value":"latePaymentPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"rateType"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"payee"}},{"kind":"Field","name":{"kind":"Name","value":"earlySettlementFeeBp"}},{"kind":"Field","name":{"kind":"Name","value":"earlySettlementFeeCapBp"}},{"kind":"Field","name":{"kind":"Name","value":"earlySettlementFee"}},{"kind":"Field","name":{"kind":"Name","value":"earlyRepaymentPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"schedule"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ScheduleRowFields"}}]}}]}}]} as unknown as DocumentNode<DashboardOverviewQuery, DashboardOverviewQueryVariables>;
export const ListMyDocumentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ListMyDocuments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myDocuments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"sizeBytes"}},{"kind":"Field","name":{"kind":"Name","value":"reviewNote"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}}]}}]}}]}}]} as unknown as DocumentNode<ListMyDocumentsQuery, ListMyDocumentsQueryVariables>;
export const FileMyDocumentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FileMyDocument"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateDocumentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createDocument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}}]}}]}}]} as unknown as DocumentNode<FileMyDocumentMutation, FileMyDocumentMutationVariables>;
export const DeleteMyDocumentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteMyDocument"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteDocument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteMyDocumentMutation, DeleteMyDocumentMutationVariables>;
export const MyApplicationDocumentRequirementsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyApplicationDocumentRequirements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myLatestApplication"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"documentsSummary"}},{"kind":"Field","name":{"kind":"Name","value":"documentRequirements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}}]}}]} as unknown as DocumentNode<MyApplicationDocumentRequirementsQuery, MyApplicationDocumentRequirementsQueryVariables>;
export const CheckEligibilityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CheckEligibility"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EligibilityInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eligibilityCheck"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eligible"}},{"kind":"Field","name":{"kind":"Name","value":"reasons"}},{"kind":"Field","name":{"kind":"Name","value":"explanations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"passed"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"maxAffordableInstalment"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedInstalment"}},{"kind":"Field","name":{"kind":"Name","value":"suggestion"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"maxAmountAtTerm"}},{"kind":"Field","name":{"kind":"Name","value":"shortestTerm"}},{"kind":"Field","name":{"kind":"Name","value":"texts"}}]}}]}}]}}]} as unknown as DocumentNode<CheckEligibilityQuery, CheckEligibilityQueryVariables>;
export const SubmitContactMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitContactMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContactMessageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitContactMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"receivedAt"}}]}}]}}]} as unknown as DocumentNode<SubmitContactMessageMutation, SubmitContactMessageMutationVariables>;
export const ListMyNotificationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ListMyNotifications"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myNotifications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"target"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"readAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}}]} as unknown as DocumentNode<ListMyNotificationsQuery, ListMyNotificationsQueryVariables>;
export const MarkNotificationReadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkNotificationRead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markNotificationRead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"readAt"}}]}}]}}]} as unknown as DocumentNode<MarkNotificationReadMutation, MarkNotificationReadMutationVariables>;
export const MarkAllNotificationsReadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkAllNotificationsRead"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markAllNotificationsRead"}}]}}]} as unknown as DocumentNode<MarkAllNotificationsReadMutation, MarkAllNotificationsReadMutationVariables>;
export const ListMyOrdersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ListMyOrders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myOrders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"months"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"dispatchedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deliveredOn"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"loanId"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}},{"kind":"Field","name":{"kind":"Name","value":"disclosure"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"instalmentAmount"}},{"kind":"Field","name":{"kind":"Name","value":"totalRepayable"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}}]} as unknown as DocumentNode<ListMyOrdersQuery, ListMyOrdersQueryVariables>;
export const MyOrderDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyOrderDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"months"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryRegion"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryFee"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decisionReason"}},{"kind":"Field","name":{"kind":"Name","value":"dispatchedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deliveredOn"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancelReason"}},{"kind":"Field","name":{"kind":"Name","value":"disclosureAcceptedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryAddress"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryGpsCode"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryPhone"}},{"kind":"Field","name":{"kind":"Name","value":"loanId"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotal"}}]}},{"kind":"Field","name":{"kind":"Name","value":"disclosure"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CreditDisclosureFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ScheduleRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ScheduleRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"principal"}},{"kind":"Field","name":{"kind":"Name","value":"interest"}},{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"balanceAfter"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CreditDisclosureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreditQuote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"principal"}},{"kind":"Field","name":{"kind":"Name","value":"months"}},{"kind":"Field","name":{"kind":"Name","value":"processingFee"}},{"kind":"Field","name":{"kind":"Name","value":"upfrontFee"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyRateBp"}},{"kind":"Field","name":{"kind":"Name","value":"nominalAnnualRateBp"}},{"kind":"Field","name":{"kind":"Name","value":"aprBp"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveAnnualRateBp"}},{"kind":"Field","name":{"kind":"Name","value":"totalInterest"}},{"kind":"Field","name":{"kind":"Name","value":"totalFees"}},{"kind":"Field","name":{"kind":"Name","value":"totalCostOfCredit"}},{"kind":"Field","name":{"kind":"Name","value":"totalRepayable"}},{"kind":"Field","name":{"kind":"Name","value":"instalmentAmount"}},{"kind":"Field","name":{"kind":"Name","value":"firstDueDate"}},{"kind":"Field","name":{"kind":"Name","value":"latePaymentPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"rateType"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"payee"}},{"kind":"Field","name":{"kind":"Name","value":"earlySettlementFeeBp"}},{"kind":"Field","name":{"kind":"Name","value":"earlySettlementFeeCapBp"}},{"kind":"Field","name":{"kind":"Name","value":"earlySettlementFee"}},{"kind":"Field","name":{"kind":"Name","value":"earlyRepaymentPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"schedule"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ScheduleRowFields"}}]}}]}}]} as unknown as DocumentNode<MyOrderDetailQuery, MyOrderDetailQueryVariables>;
export const MyOrderLoanDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyOrderLoan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"loan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"outstandingBalance"}},{"kind":"Field","name":{"kind":"Name","value":"paidInstalments"}},{"kind":"Field","name":{"kind":"Name","value":"months"}},{"kind":"Field","name":{"kind":"Name","value":"nextInstalment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"amountDue"}}]}}]}}]}}]} as unknown as DocumentNode<MyOrderLoanQuery, MyOrderLoanQueryVariables>;
export const CancelMyOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelMyOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}}]}}]}}]} as unknown as DocumentNode<CancelMyOrderMutation, CancelMyOrderMutationVariables>;
export const HardshipPreviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HardshipPreview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"loanId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"terms"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"HardshipTermsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hardshipPreview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"loanId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"loanId"}}},{"kind":"Argument","name":{"kind":"Name","value":"terms"},"value":{"kind":"Variable","name":{"kind":"Name","value":"terms"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HardshipPreviewFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HardshipPreviewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HardshipPreview"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"on"}},{"kind":"Field","name":{"kind":"Name","value":"principal"}},{"kind":"Field","name":{"kind":"Name","value":"capitalised"}},{"kind":"Field","name":{"kind":"Name","value":"carriedInterest"}},{"kind":"Field","name":{"kind":"Name","value":"arrearsKept"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyRateBp"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyAmount"}},{"kind":"Field","name":{"kind":"Name","value":"firstDueDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"months"}},{"kind":"Field","name":{"kind":"Name","value":"totalInterest"}},{"kind":"Field","name":{"kind":"Name","value":"totalRepayable"}},{"kind":"Field","name":{"kind":"Name","value":"aprBp"}},{"kind":"Field","name":{"kind":"Name","value":"difference"}},{"kind":"Field","name":{"kind":"Name","value":"interestDifference"}},{"kind":"Field","name":{"kind":"Name","value":"current"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"interest"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyAmount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"newRows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"principal"}},{"kind":"Field","name":{"kind":"Name","value":"interest"}},{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"balanceAfter"}}]}}]}}]} as unknown as DocumentNode<HardshipPreviewQuery, HardshipPreviewQueryVariables>;
export const MyLoanHardshipRequestsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyLoanHardshipRequests"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"loanId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"loanHardshipRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"loanId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"loanId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"affordable"}},{"kind":"Field","name":{"kind":"Name","value":"holidayMonths"}},{"kind":"Field","name":{"kind":"Name","value":"decisionNote"}},{"kind":"Field","name":{"kind":"Name","value":"preview"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HardshipPreviewFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HardshipPreviewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HardshipPreview"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"on"}},{"kind":"Field","name":{"kind":"Name","value":"principal"}},{"kind":"Field","name":{"kind":"Name","value":"capitalised"}},{"kind":"Field","name":{"kind":"Name","value":"carriedInterest"}},{"kind":"Field","name":{"kind":"Name","value":"arrearsKept"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyRateBp"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyAmount"}},{"kind":"Field","name":{"kind":"Name","value":"firstDueDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"months"}},{"kind":"Field","name":{"kind":"Name","value":"totalInterest"}},{"kind":"Field","name":{"kind":"Name","value":"totalRepayable"}},{"kind":"Field","name":{"kind":"Name","value":"aprBp"}},{"kind":"Field","name":{"kind":"Name","value":"difference"}},{"kind":"Field","name":{"kind":"Name","value":"interestDifference"}},{"kind":"Field","name":{"kind":"Name","value":"current"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"interest"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyAmount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"newRows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"principal"}},{"kind":"Field","name":{"kind":"Name","value":"interest"}},{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"balanceAfter"}}]}}]}}]} as unknown as DocumentNode<MyLoanHardshipRequestsQuery, MyLoanHardshipRequestsQueryVariables>;
export const RequestHardshipDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestHardship"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"HardshipRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestHardship"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<RequestHardshipMutation, RequestHardshipMutationVariables>;
export const AcceptHardshipTermsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AcceptHardshipTerms"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acceptHardshipTerms"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<AcceptHardshipTermsMutation, AcceptHardshipTermsMutationVariables>;
export const CancelHardshipRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelHardshipRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelHardshipRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<CancelHardshipRequestMutation, CancelHardshipRequestMutationVariables>;
export const ListMyPaymentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ListMyPayments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myPayments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"signedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"providerReference"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"loanId"}},{"kind":"Field","name":{"kind":"Name","value":"loanNumber"}},{"kind":"Field","name":{"kind":"Name","value":"receipt"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"allocation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"penalty"}},{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"interest"}},{"kind":"Field","name":{"kind":"Name","value":"principal"}}]}},{"kind":"Field","name":{"kind":"Name","value":"prepaid"}},{"kind":"Field","name":{"kind":"Name","value":"unallocated"}},{"kind":"Field","name":{"kind":"Name","value":"balanceAfter"}},{"kind":"Field","name":{"kind":"Name","value":"issuedAt"}},{"kind":"Field","name":{"kind":"Name","value":"receivedOn"}},{"kind":"Field","name":{"kind":"Name","value":"receivedBy"}},{"kind":"Field","name":{"kind":"Name","value":"branch"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}}]} as unknown as DocumentNode<ListMyPaymentsQuery, ListMyPaymentsQueryVariables>;
export const OnMyPaymentChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"OnMyPaymentChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]} as unknown as DocumentNode<OnMyPaymentChangedSubscription, OnMyPaymentChangedSubscriptionVariables>;
export const MyLoansToPayDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyLoansToPay"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myLoans"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LoanSummaryFields"}},{"kind":"Field","name":{"kind":"Name","value":"months"}},{"kind":"Field","name":{"kind":"Name","value":"schedule"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"totalDue"}},{"kind":"Field","name":{"kind":"Name","value":"paid"}},{"kind":"Field","name":{"kind":"Name","value":"outstanding"}},{"kind":"Field","name":{"kind":"Name","value":"writtenOff"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"disclosure"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CreditDisclosureFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ScheduleRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ScheduleRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"principal"}},{"kind":"Field","name":{"kind":"Name","value":"interest"}},{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"balanceAfter"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LoanSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Loan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"outstandingBalance"}},{"kind":"Field","name":{"kind":"Name","value":"amountOverdue"}},{"kind":"Field","name":{"kind":"Name","value":"daysPastDue"}},{"kind":"Field","name":{"kind":"Name","value":"paidInstalments"}},{"kind":"Field","name":{"kind":"Name","value":"scheduleVersion"}},{"kind":"Field","name":{"kind":"Name","value":"creditBalance"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextInstalment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"amountDue"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CreditDisclosureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreditQuote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"principal"}},{"kind":"Field","name":{"kind":"Name","value":"months"}},{"kind":"Field","name":{"kind":"Name","value":"processingFee"}},{"kind":"Field","name":{"kind":"Name","value":"upfrontFee"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyRateBp"}},{"kind":"Field","name":{"kind":"Name","value":"nominalAnnualRateBp"}},{"kind":"Field","name":{"kind":"Name","value":"aprBp"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveAnnualRateBp"}},{"kind":"Field","name":{"kind":"Name","value":"totalInterest"}},{"kind":"Field","name":{"kind":"Name","value":"totalFees"}},{"kind":"Field","name":{"kind":"Name","value":"totalCostOfCredit"}},{"kind":"Field","name":{"kind":"Name","value":"totalRepayable"}},{"kind":"Field","name":{"kind":"Name","value":"instalmentAmount"}},{"kind":"Field","name":{"kind":"Name","value":"firstDueDate"}},{"kind":"Field","name":{"kind":"Name","value":"latePaymentPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"rateType"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"payee"}},{"kind":"Field","name":{"kind":"Name","value":"earlySettlementFeeBp"}},{"kind":"Field","name":{"kind":"Name","value":"earlySettlementFeeCapBp"}},{"kind":"Field","name":{"kind":"Name","value":"earlySettlementFee"}},{"kind":"Field","name":{"kind":"Name","value":"earlyRepaymentPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"schedule"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ScheduleRowFields"}}]}}]}}]} as unknown as DocumentNode<MyLoansToPayQuery, MyLoansToPayQueryVariables>;
export const LoanSettlementQuoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LoanSettlementQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"loanId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"earlySettlementQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"loanId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"loanId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"loanId"}},{"kind":"Field","name":{"kind":"Name","value":"on"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"principal"}},{"kind":"Field","name":{"kind":"Name","value":"interest"}},{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"penalty"}},{"kind":"Field","name":{"kind":"Name","value":"overdue"}},{"kind":"Field","name":{"kind":"Name","value":"dailyInterest"}},{"kind":"Field","name":{"kind":"Name","value":"creditDue"}},{"kind":"Field","name":{"kind":"Name","value":"validUntil"}}]}}]}}]} as unknown as DocumentNode<LoanSettlementQuoteQuery, LoanSettlementQuoteQueryVariables>;
export const LoanPaymentPreviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LoanPaymentPreview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"loanId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"amount"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SafeInt"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"prepayment"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PrepaymentChoice"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentPreview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"loanId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"loanId"}}},{"kind":"Argument","name":{"kind":"Name","value":"amount"},"value":{"kind":"Variable","name":{"kind":"Name","value":"amount"}}},{"kind":"Argument","name":{"kind":"Name","value":"prepayment"},"value":{"kind":"Variable","name":{"kind":"Name","value":"prepayment"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"settles"}},{"kind":"Field","name":{"kind":"Name","value":"covers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"leftAfter"}}]}},{"kind":"Field","name":{"kind":"Name","value":"prepayablePrincipal"}},{"kind":"Field","name":{"kind":"Name","value":"allocation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"penalty"}},{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"interest"}},{"kind":"Field","name":{"kind":"Name","value":"principal"}}]}},{"kind":"Field","name":{"kind":"Name","value":"prepaid"}},{"kind":"Field","name":{"kind":"Name","value":"unallocated"}},{"kind":"Field","name":{"kind":"Name","value":"interestSaved"}},{"kind":"Field","name":{"kind":"Name","value":"schedule"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ScheduleRowFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ScheduleRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ScheduleRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"principal"}},{"kind":"Field","name":{"kind":"Name","value":"interest"}},{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"balanceAfter"}}]}}]} as unknown as DocumentNode<LoanPaymentPreviewQuery, LoanPaymentPreviewQueryVariables>;
export const LoanPayableAmountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LoanPayableAmounts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"loanId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payableAmounts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"loanId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"loanId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nextInstalment"}},{"kind":"Field","name":{"kind":"Name","value":"overdue"}},{"kind":"Field","name":{"kind":"Name","value":"outstanding"}}]}}]}}]} as unknown as DocumentNode<LoanPayableAmountsQuery, LoanPayableAmountsQueryVariables>;
export const PayLoanInstalmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PayLoanInstalment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PayInstalmentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payInstalment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextAction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"displayText"}}]}}]}}]}}]} as unknown as DocumentNode<PayLoanInstalmentMutation, PayLoanInstalmentMutationVariables>;
export const PayerPhoneDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PayerPhone"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}}]}}]} as unknown as DocumentNode<PayerPhoneQuery, PayerPhoneQueryVariables>;
export const MyCommunicationPreferencesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyCommunicationPreferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myCommunicationPreferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sms"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"inApp"}},{"kind":"Field","name":{"kind":"Name","value":"marketing"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<MyCommunicationPreferencesQuery, MyCommunicationPreferencesQueryVariables>;
export const UpdateCommunicationPreferencesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateCommunicationPreferences"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CommunicationPreferencesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCommunicationPreferences"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sms"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"inApp"}},{"kind":"Field","name":{"kind":"Name","value":"marketing"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<UpdateCommunicationPreferencesMutation, UpdateCommunicationPreferencesMutationVariables>;
export const MyPrivacyRequestsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyPrivacyRequests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myPrivacyRequests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PrivacyRequestFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PrivacyRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PrivacyRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"newValue"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"dueOn"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"retainUntil"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"downloads"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"sizeBytes"}}]}}]}}]} as unknown as DocumentNode<MyPrivacyRequestsQuery, MyPrivacyRequestsQueryVariables>;
export const RequestDataExportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestDataExport"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestDataExport"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PrivacyRequestFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PrivacyRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PrivacyRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"newValue"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"dueOn"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"retainUntil"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"downloads"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"sizeBytes"}}]}}]}}]} as unknown as DocumentNode<RequestDataExportMutation, RequestDataExportMutationVariables>;
export const RequestDataCorrectionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestDataCorrection"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RequestCorrectionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestDataCorrection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PrivacyRequestFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PrivacyRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PrivacyRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"newValue"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"dueOn"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"retainUntil"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"downloads"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"sizeBytes"}}]}}]}}]} as unknown as DocumentNode<RequestDataCorrectionMutation, RequestDataCorrectionMutationVariables>;
export const RequestAccountClosureDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestAccountClosure"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestAccountClosure"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PrivacyRequestFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PrivacyRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PrivacyRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"newValue"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"dueOn"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"retainUntil"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"downloads"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"sizeBytes"}}]}}]}}]} as unknown as DocumentNode<RequestAccountClosureMutation, RequestAccountClosureMutationVariables>;
export const FilePrivacyEvidenceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FilePrivacyEvidence"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateDocumentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createDocument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<FilePrivacyEvidenceMutation, FilePrivacyEvidenceMutationVariables>;
export const MyAccountClosureCheckDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyAccountClosureCheck"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myAccountClosureCheck"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"canClose"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]} as unknown as DocumentNode<MyAccountClosureCheckQuery, MyAccountClosureCheckQueryVariables>;
export const ProfileDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProfileDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"ghanaCardNumber"}},{"kind":"Field","name":{"kind":"Name","value":"residentialAddress"}},{"kind":"Field","name":{"kind":"Name","value":"digitalAddress"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"isComplete"}},{"kind":"Field","name":{"kind":"Name","value":"identityLocked"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<ProfileDetailsQuery, ProfileDetailsQueryVariables>;
export const SaveProfileDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveProfileDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"ghanaCardNumber"}},{"kind":"Field","name":{"kind":"Name","value":"residentialAddress"}},{"kind":"Field","name":{"kind":"Name","value":"digitalAddress"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"isComplete"}},{"kind":"Field","name":{"kind":"Name","value":"identityLocked"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<SaveProfileDetailsMutation, SaveProfileDetailsMutationVariables>;
export const CheckoutDisclosureQuoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CheckoutDisclosureQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CheckoutQuoteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkoutQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotal"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryRegion"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryFee"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryWindow"}},{"kind":"Field","name":{"kind":"Name","value":"taxes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"disclosure"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CreditDisclosureFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ScheduleRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ScheduleRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"principal"}},{"kind":"Field","name":{"kind":"Name","value":"interest"}},{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"balanceAfter"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CreditDisclosureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreditQuote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"principal"}},{"kind":"Field","name":{"kind":"Name","value":"months"}},{"kind":"Field","name":{"kind":"Name","value":"processingFee"}},{"kind":"Field","name":{"kind":"Name","value":"upfrontFee"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyRateBp"}},{"kind":"Field","name":{"kind":"Name","value":"nominalAnnualRateBp"}},{"kind":"Field","name":{"kind":"Name","value":"aprBp"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveAnnualRateBp"}},{"kind":"Field","name":{"kind":"Name","value":"totalInterest"}},{"kind":"Field","name":{"kind":"Name","value":"totalFees"}},{"kind":"Field","name":{"kind":"Name","value":"totalCostOfCredit"}},{"kind":"Field","name":{"kind":"Name","value":"totalRepayable"}},{"kind":"Field","name":{"kind":"Name","value":"instalmentAmount"}},{"kind":"Field","name":{"kind":"Name","value":"firstDueDate"}},{"kind":"Field","name":{"kind":"Name","value":"latePaymentPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"rateType"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"payee"}},{"kind":"Field","name":{"kind":"Name","value":"earlySettlementFeeBp"}},{"kind":"Field","name":{"kind":"Name","value":"earlySettlementFeeCapBp"}},{"kind":"Field","name":{"kind":"Name","value":"earlySettlementFee"}},{"kind":"Field","name":{"kind":"Name","value":"earlyRepaymentPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"schedule"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ScheduleRowFields"}}]}}]}}]} as unknown as DocumentNode<CheckoutDisclosureQuoteQuery, CheckoutDisclosureQuoteQueryVariables>;
export const ShopProductMonthlyQuoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShopProductMonthlyQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"amount"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"months"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bnplQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"amount"},"value":{"kind":"Variable","name":{"kind":"Name","value":"amount"}}},{"kind":"Argument","name":{"kind":"Name","value":"months"},"value":{"kind":"Variable","name":{"kind":"Name","value":"months"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"instalmentAmount"}}]}}]}}]} as unknown as DocumentNode<ShopProductMonthlyQuoteQuery, ShopProductMonthlyQuoteQueryVariables>;
export const PlaceBnplOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PlaceBnplOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CheckoutInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"months"}},{"kind":"Field","name":{"kind":"Name","value":"disclosure"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalRepayable"}},{"kind":"Field","name":{"kind":"Name","value":"aprBp"}},{"kind":"Field","name":{"kind":"Name","value":"instalmentAmount"}}]}}]}}]}}]} as unknown as DocumentNode<PlaceBnplOrderMutation, PlaceBnplOrderMutationVariables>;
export const ListShopProductsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ListShopProducts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"category"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ProductCategory"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"category"},"value":{"kind":"Variable","name":{"kind":"Name","value":"category"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}}]} as unknown as DocumentNode<ListShopProductsQuery, ListShopProductsQueryVariables>;
export const ListMyTicketsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ListMyTickets"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myTickets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TicketSummaryFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TicketSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Ticket"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastMessageAt"}}]}}]} as unknown as DocumentNode<ListMyTicketsQuery, ListMyTicketsQueryVariables>;
export const TicketThreadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TicketThread"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ticket"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TicketSummaryFields"}},{"kind":"Field","name":{"kind":"Name","value":"messages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"fromStaff"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attachments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"sizeBytes"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TicketSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Ticket"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastMessageAt"}}]}}]} as unknown as DocumentNode<TicketThreadQuery, TicketThreadQueryVariables>;
export const CreateSupportTicketDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateSupportTicket"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateTicketInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTicket"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TicketSummaryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TicketSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Ticket"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastMessageAt"}}]}}]} as unknown as DocumentNode<CreateSupportTicketMutation, CreateSupportTicketMutationVariables>;
export const ReplyToMyTicketDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReplyToMyTicket"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"body"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"attachmentUploadIds"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replyToTicket"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"body"},"value":{"kind":"Variable","name":{"kind":"Name","value":"body"}}},{"kind":"Argument","name":{"kind":"Name","value":"attachmentUploadIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"attachmentUploadIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<ReplyToMyTicketMutation, ReplyToMyTicketMutationVariables>;
export const CloseMyTicketDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CloseMyTicket"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"closeTicket"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<CloseMyTicketMutation, CloseMyTicketMutationVariables>;
export const OnMyTicketChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"OnMyTicketChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ticketChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]} as unknown as DocumentNode<OnMyTicketChangedSubscription, OnMyTicketChangedSubscriptionVariables>;
export const LiveApplicationChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"LiveApplicationChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"application"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]}}]} as unknown as DocumentNode<LiveApplicationChangedSubscription, LiveApplicationChangedSubscriptionVariables>;
export const LiveDocumentChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"LiveDocumentChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}}]}}]}}]} as unknown as DocumentNode<LiveDocumentChangedSubscription, LiveDocumentChangedSubscriptionVariables>;
export const LivePaymentChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"LivePaymentChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}}]}}]}}]} as unknown as DocumentNode<LivePaymentChangedSubscription, LivePaymentChangedSubscriptionVariables>;
export const LiveNotificationAddedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"LiveNotificationAdded"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notificationAdded"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"notification"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"target"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"readAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<LiveNotificationAddedSubscription, LiveNotificationAddedSubscriptionVariables>;
export const LiveLoanChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"LiveLoanChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"loanChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}}]}}]}}]} as unknown as DocumentNode<LiveLoanChangedSubscription, LiveLoanChangedSubscriptionVariables>;
export const PublicSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublicSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]} as unknown as DocumentNode<PublicSettingsQuery, PublicSettingsQueryVariables>;