// The one typed table of links (DESIGN convention 5): never hand-build a route string.
export const paths = {
  home: '/',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  /** A temporary password is changed here before anything else (staff created by an admin). */
  changePassword: '/account/change-password',
  /** Staff set up two-factor sign-in here before they can work. */
  twoFactorSetup: '/account/two-factor',
  eligibility: '/eligibility',
  bnpl: '/bnpl',
  about: '/about',
  contact: '/contact',
  privacy: '/privacy',
  terms: '/terms',
  application: '/application',
  dashboard: '/dashboard',
  payments: '/payments',
  documents: '/documents',
  profile: '/profile',
  help: '/help',
  notifications: '/notifications',
  ticketsCreate: '/tickets/create',
  tickets: '/tickets',
  ticket: (id: string) => `/tickets/${encodeURIComponent(id)}`,
  /** Route pattern of paths.ticket(id), for the route table only. */
  ticketRoute: '/tickets/:id',
  shop: '/shop',
  checkout: '/checkout',
  orders: '/orders',
  order: (id: string) => `/orders/${encodeURIComponent(id)}`,
  /** Route pattern of paths.order(id), for the route table only. */
  orderRoute: '/orders/:id',
  /** A loan's credit agreement: read the PDF, then sign it with a code sent by SMS. */
  loanAgreement: (loanId: string) => `/loans/${encodeURIComponent(loanId)}/agreement`,
  /** Route pattern of paths.loanAgreement(id), for the route table only. */
  loanAgreementRoute: '/loans/:id/agreement',
  loanAgreementPdf: (loanId: string) => `/api/files/loans/${encodeURIComponent(loanId)}/agreement.pdf`,
  /** The payments screen with one loan chosen to pay (a customer may have several). */
  payLoan: (loanId: string) => `/payments?loan=${encodeURIComponent(loanId)}`,
  paymentReceipt: (paymentId: string) => `/payments?receipt=${encodeURIComponent(paymentId)}`,
  /** The developers' Sandbox (GraphiQL), outside production. */
  graphiql: '/developers/graphiql',
  adminTest: '/admin-test',
  admin: '/admin',
  adminPage: (route: string) => `/admin/${route}`,
  adminTicket: (id: string) => `/admin/support/tickets/${encodeURIComponent(id)}`,
  adminUserFocus: (id: string) => `/admin/users?focus=${encodeURIComponent(id)}`,
  adminApplication: (id: string) => `/admin/applications/${encodeURIComponent(id)}`,
  adminApproval: (id: string) => `/admin/approvals?focus=${encodeURIComponent(id)}`,
  adminLoan: (id: string) => `/admin/loans/${encodeURIComponent(id)}`,
  adminOrder: (id: string) => `/admin/orders/${encodeURIComponent(id)}`,
  /** The books' report downloads (viewAccounting): `accountingExport('trial-balance', 'xlsx', { on })`. */
  accountingExport: (report: string, format: 'csv' | 'xlsx', params: Record<string, string | null | undefined> = {}) => {
    const query = new URLSearchParams(Object.entries(params).filter((entry): entry is [string, string] => Boolean(entry[1]))).toString();
    return `/api/files/accounting/${encodeURIComponent(report)}.${format}${query ? `?${query}` : ''}`;
  },
  /** A staff list as CSV, every row its filters select (the list's own permission): `listExport('payments', { search })`. */
  listExport: (list: 'payments' | 'loans' | 'users' | 'tickets' | 'audit', params: Record<string, string | null | undefined> = {}) => {
    const query = new URLSearchParams(Object.entries(params).filter((entry): entry is [string, string] => Boolean(entry[1]))).toString();
    return `/api/files/lists/${list}.csv${query ? `?${query}` : ''}`;
  },
  loanStatementPdf: (loanId: string) => `/api/files/loans/${encodeURIComponent(loanId)}/statement.pdf`,
  receiptPdf: (paymentId: string) => `/api/files/receipts/${encodeURIComponent(paymentId)}.pdf`,
} as const;

/** The record a notification is about, as the server names it (a kind and an id, never a path). */
export interface NotificationTargetRef {
  kind: 'LOAN' | 'ORDER' | 'APPLICATION' | 'TICKET' | 'PAYMENT' | 'DOCUMENT' | 'APPROVAL';
  id?: string | null;
}

/** Where a customer's notification opens: the screen that shows that record (its list when there is no id). */
export function notificationTargetPath(target: NotificationTargetRef): string {
  const id = target.id ?? null;
  switch (target.kind) {
    case 'ORDER':
      return id ? paths.order(id) : paths.orders;
    case 'TICKET':
      return id ? paths.ticket(id) : paths.tickets;
    case 'PAYMENT':
      return id ? paths.paymentReceipt(id) : paths.payments;
    // A customer's loans (schedule, payoff, statement) are on the payments screen.
    case 'LOAN':
      return paths.payments;
    case 'APPLICATION':
      return paths.application;
    case 'DOCUMENT':
      return paths.documents;
    // Staff only: the checker inbox, opened on the request.
    case 'APPROVAL':
      return id ? paths.adminApproval(id) : paths.adminPage('approvals');
  }
}

/** Where "Go to Home" leads from `pathname`: the staff dashboard anywhere in the admin area, else the public home page. */
export function homeFor(pathname: string): string {
  return pathname === paths.admin || pathname.startsWith(`${paths.admin}/`) ? paths.admin : paths.home;
}
