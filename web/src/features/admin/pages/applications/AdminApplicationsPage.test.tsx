import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockedResponse } from '@apollo/client/testing';
import { axeViolations } from '../../../../test/axe';
import { ListStaffApplicationsDocument, StaffApplicantDocumentsDocument, StaffApplicationAuditDocument, StaffApplicationChangedDocument, StaffApplicationDetailDocument, StaffApproveApplicationDocument, StaffFindPropertiesDocument, StaffLinkApplicationToPropertyDocument, StaffRequestDocumentDocument, type Permission } from '../../gql/graphql';
import { meMock, renderAdminPage } from '../../shared/testing';
import AdminApplicationsPage from './index';

const applicant = { __typename: 'ApplicationApplicant', id: 'cust-1', firstName: 'Kwabena', lastName: 'Osei', email: 'kwabena@example.com' };

const listMock: MockedResponse = {
  request: { query: ListStaffApplicationsDocument, variables: { first: 20, after: null, status: null, search: null } },
  result: {
    data: {
      applications: {
        __typename: 'ApplicationConnection',
        nodes: [
          {
            __typename: 'Application', id: 'app-1', status: 'pending', createdAt: '2026-11-19T10:00:00Z', monthlyRent: 80_000,
            amountRequested: 640_000, advanceMonths: 8, propertyAddress: 'House 22, Santasi Roundabout, Kumasi', applicant,
          },
        ],
        pageInfo: { __typename: 'PageInfo', endCursor: 'c1', hasNextPage: false },
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

const application = {
  __typename: 'Application', id: 'app-1', status: 'pending', createdAt: '2026-11-19T10:00:00Z', updatedAt: '2026-11-19T10:00:00Z', decidedAt: null,
  decisionReason: null, monthlyRent: 80_000, advanceMonths: 8, repaymentMonths: 9, amountRequested: 640_000,
  creditProduct: { __typename: 'ApplicationProduct', code: 'rent', name: 'Rent assistance', payeeKind: 'landlord' },
  payeeName: null, payeePhone: null, payeeReference: null,
  documentsSummary: '2 of 2 documents provided.',
  documentRequirements: [
    { __typename: 'ApplicationDocumentRequirement', kind: 'ghana_card', text: 'Your Ghana Card (front and back)', label: 'Ghana Card', state: 'verified', documentId: 'doc-0', note: null },
    { __typename: 'ApplicationDocumentRequirement', kind: 'momo_statement', text: 'A mobile money statement for the last 3 months', label: 'mobile money statement', state: 'pending', documentId: 'doc-1', note: null },
  ],
  propertyAddress: 'House 22, Santasi Roundabout, Kumasi', propertyDigitalAddress: 'AK-092-3344', landlordName: 'Nana Akwasi Agyei',
  landlordPhone: '+233243667788', rentActWarning: 'More than 6 months of advance rent was requested.', property: null, applicant, reviewer: null,
  disclosureAcceptedAt: '2026-11-19T10:00:00Z',
  disclosure: {
    __typename: 'CreditQuote', principal: 640_000, months: 9, method: 'reducing_balance', monthlyRateBp: 400, nominalAnnualRateBp: 4800, aprBp: 6010,
    effectiveAnnualRateBp: 6010, processingFee: 0, upfrontFee: 0, instalmentAmount: 86_077, totalInterest: 134_693, totalFees: 0, totalCostOfCredit: 134_693,
    totalRepayable: 774_693, firstDueDate: '2026-12-19', latePaymentPolicy: 'A penalty of 1% of the overdue amount per month late.', rateType: 'fixed',
    product: 'rent', payee: 'The landlord, on the day we pay your rent', earlySettlementFeeBp: 25, earlySettlementFeeCapBp: 25, earlySettlementFee: 1_600,
    earlyRepaymentPolicy: 'You may repay early at any time: interest to the day plus a fee of at most 0.25% of the principal.',
    schedule: [
      { __typename: 'ScheduleRow', number: 1, dueDate: '2026-12-19', principal: 60_477, interest: 25_600, fee: 0, total: 86_077, balanceAfter: 579_523 },
    ],
  },
  employerInformation: {
    __typename: 'EmployerInformation', employerName: 'Komfo Anokye Teaching Hospital', employerAddress: 'Bantama, Kumasi', employerPhone: '+233322022301',
    employmentType: 'full_time', jobTitle: 'Staff Nurse', monthlyNetIncome: 420_000, startDate: '2020-01-15',
  },
  emergencyContacts: [{ __typename: 'EmergencyContact', id: 'ec-1', name: 'Akosua Osei', phone: '+233245112233', relationship: 'wife' }],
  approvalChecks: [
    { __typename: 'ApprovalCheck', key: 'documents', label: 'Required documents verified', passed: true, detail: 'Ghana Card and mobile money statement verified.' },
    { __typename: 'ApprovalCheck', key: 'property', label: 'Property inspected and passed', passed: true, detail: 'House 22, Santasi Roundabout, Kumasi: passed on 18 Nov 2026.' },
    { __typename: 'ApprovalCheck', key: 'affordability', label: 'Instalment at most 30% of income', passed: true, detail: 'GH₵860.77 a month against a monthly net income of GH₵4,200.00 (20.5%); the limit is GH₵1,260.00.' },
    { __typename: 'ApprovalCheck', key: 'identity', label: 'Ghana Card number on file and unique', passed: true, detail: 'Ghana Card number ending 678-3; no other customer holds it.' },
  ],
  approvalProgress: { __typename: 'ApprovalProgress', required: 1, threshold: 1_000_000, approvals: [] as unknown[] },
  decisionSteps: [] as unknown[],
};

const staff = {
  analyst: { __typename: 'DecisionPerson', id: 'staff-1', firstName: 'Akosua', lastName: 'Darko', role: 'credit_analyst' },
  admin: { __typename: 'DecisionPerson', id: 'staff-2', firstName: 'Kofi', lastName: 'Boateng', role: 'admin' },
};

const detailMock: MockedResponse = {
  request: { query: StaffApplicationDetailDocument, variables: { id: 'app-1' } },
  result: { data: { application } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

const documentsMock: MockedResponse = {
  request: { query: StaffApplicantDocumentsDocument, variables: { userId: 'cust-1' } },
  result: {
    data: {
      documents: {
        __typename: 'DocumentConnection',
        nodes: [
          {
            __typename: 'Document', id: 'doc-1', applicationId: 'app-1', type: 'payslip', status: 'pending', fileName: 'payslip-october.pdf',
            mimeType: 'application/pdf', url: '/api/files/doc-1', createdAt: '2026-11-19T10:05:00Z', reviewNote: null,
          },
        ],
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

const subscriptionMock: MockedResponse = { request: { query: StaffApplicationChangedDocument }, result: { data: undefined }, delay: Number.POSITIVE_INFINITY };

const CREDIT: Permission[] = ['viewAllApplications', 'manageAllApplications', 'viewAllPayments', 'viewAllDocuments', 'verifyDocuments', 'viewAnalytics'];

describe('admin applications', { timeout: 60_000 }, () => {
  it('lists applications and opens one on click', async () => {
    renderAdminPage(<AdminApplicationsPage />, {
      path: '/admin/applications',
      route: 'applications',
      mocks: [meMock('credit_analyst', CREDIT), listMock, subscriptionMock, detailMock, documentsMock],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Applications' })).toBeInTheDocument();
    const cell = await screen.findByRole('gridcell', { name: 'Kwabena Osei' });
    expect(screen.getByRole('gridcell', { name: 'GH₵6,400.00' })).toBeInTheDocument();
    fireEvent.click(cell);
    expect(await screen.findByRole('heading', { level: 1, name: 'Application from Kwabena Osei' })).toBeInTheDocument();
  });

  it('shows the whole application with the Rent Act warning and documents, and approves with a required reason', async () => {
    const approveMock: MockedResponse = {
      request: { query: StaffApproveApplicationDocument, variables: { id: 'app-1', reason: 'Income confirmed with the hospital.' } },
      result: {
        data: {
          approveApplication: {
            __typename: 'Application', id: 'app-1', status: 'approved', decidedAt: '2026-11-21T09:00:00Z',
            decisionReason: 'Income confirmed with the hospital.', updatedAt: '2026-11-21T09:00:00Z', approvalChecks: application.approvalChecks,
            approvalProgress: {
              ...application.approvalProgress,
              approvals: [{ __typename: 'CreditApprovalGiven', approverId: 'staff-1', approverName: 'Akosua Darko', reason: 'Income confirmed with the hospital.', approvedAt: '2026-11-21T09:00:00Z' }],
            },
            decisionSteps: [
              { __typename: 'DecisionStep', kind: 'approved', label: 'Approved', person: staff.analyst, at: '2026-11-21T09:00:00Z', reason: 'Income confirmed with the hospital.' },
            ],
          },
        },
      },
    };
    renderAdminPage(<AdminApplicationsPage />, {
      path: '/admin/applications/app-1',
      route: 'applications',
      mocks: [meMock('credit_analyst', CREDIT), detailMock, documentsMock, approveMock],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Application from Kwabena Osei' })).toBeInTheDocument();
    expect(screen.getByText('More than 6 months of advance rent was requested.')).toBeInTheDocument();
    expect(screen.getByText('GH₵4,200.00')).toBeInTheDocument();
    expect(screen.getByText('Akosua Osei (wife)')).toBeInTheDocument();
    // The disclosure the applicant accepted: annual rate, APR and total cost before any decision.
    expect(screen.getByRole('heading', { name: 'Accepted disclosure' })).toBeInTheDocument();
    const disclosure = screen.getByRole('region', { name: 'Accepted disclosure' });
    expect(within(disclosure).getByText('Nominal annual rate')).toBeInTheDocument();
    expect(within(disclosure).getByText('48% per year')).toBeInTheDocument();
    expect(within(disclosure).getByText('Effective annual rate (APR)')).toBeInTheDocument();
    expect(within(disclosure).getByText('60.1% per year, fees included')).toBeInTheDocument();
    expect(within(disclosure).getByText('GH₵7,746.93')).toBeInTheDocument();
    expect(within(disclosure).getByRole('region', { name: 'Repayment schedule' })).toBeInTheDocument();
    expect(await screen.findByTitle('Preview of payslip-october.pdf')).toHaveAttribute('src', '/api/files/doc-1');
    // The audit trail needs manageSystem, which a credit analyst does not have.
    expect(screen.queryByRole('heading', { name: 'Audit history' })).not.toBeInTheDocument();

    fireEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(within(dialog).getByText('Reason is required.')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'Income confirmed with the hospital.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Application approved')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The decision as the server answers it, with the approver beside their reason.
    const steps = await screen.findByRole('list', { name: 'Decision steps' });
    expect(within(steps).getByRole('listitem').textContent).toMatch(/^Approved by Akosua Darko \(Credit Analyst\) on 21 Nov 2026.*: Income confirmed with the hospital\.$/);
  });

  it('credits each step of a four-eyes decision to its own person, whoever took the application into review', async () => {
    // The analyst took it into review and gave the first approval; the admin gave the second with their own words.
    const decided = {
      ...application,
      status: 'approved',
      amountRequested: 1_200_000,
      decidedAt: '2026-11-22T10:30:00Z',
      decisionReason: 'Second approval: file reviewed, arrears cleared.',
      reviewer: { __typename: 'ApplicationReviewer', id: 'staff-1', firstName: 'Akosua', lastName: 'Darko' },
      approvalProgress: {
        __typename: 'ApprovalProgress', required: 2, threshold: 1_000_000,
        approvals: [
          { __typename: 'CreditApprovalGiven', approverId: 'staff-1', approverName: 'Akosua Darko', reason: 'Income confirmed.', approvedAt: '2026-11-21T09:00:00Z' },
          { __typename: 'CreditApprovalGiven', approverId: 'staff-2', approverName: 'Kofi Boateng', reason: 'Second approval: file reviewed, arrears cleared.', approvedAt: '2026-11-22T10:30:00Z' },
        ],
      },
      decisionSteps: [
        { __typename: 'DecisionStep', kind: 'approval', label: 'First approval', person: staff.analyst, at: '2026-11-21T09:00:00Z', reason: 'Income confirmed.' },
        { __typename: 'DecisionStep', kind: 'approved', label: 'Second approval', person: staff.admin, at: '2026-11-22T10:30:00Z', reason: 'Second approval: file reviewed, arrears cleared.' },
      ],
    };
    renderAdminPage(<AdminApplicationsPage />, {
      path: '/admin/applications/app-1',
      route: 'applications',
      mocks: [meMock('credit_analyst', CREDIT), { request: { query: StaffApplicationDetailDocument, variables: { id: 'app-1' } }, result: { data: { application: decided } } }, documentsMock],
    });
    const steps = await screen.findByRole('list', { name: 'Decision steps' });
    const items = within(steps).getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual([
      expect.stringMatching(/^First approval by Akosua Darko \(Credit Analyst\) on 21 Nov 2026.*: Income confirmed\.$/),
      expect.stringMatching(/^Second approval by Kofi Boateng \(Admin\) on 22 Nov 2026.*: Second approval: file reviewed, arrears cleared\.$/),
    ]);
    // Never the admin's words under the analyst's name.
    expect(screen.queryByText(/file reviewed, arrears cleared\.? \(Akosua Darko\)/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Under review by/)).not.toBeInTheDocument();
  });

  it('disables Approve with the failed checks, and while the viewer\'s own first approval waits for a second approver', async () => {
    const failing = {
      ...application,
      approvalChecks: application.approvalChecks.map((check) =>
        check.key === 'documents' ? { ...check, passed: false, detail: 'Not verified: mobile money statement (waiting for review).' } : check,
      ),
    };
    const failingMock: MockedResponse = { request: { query: StaffApplicationDetailDocument, variables: { id: 'app-1' } }, result: { data: { application: failing } } };
    const { unmount } = renderAdminPage(<AdminApplicationsPage />, {
      path: '/admin/applications/app-1',
      route: 'applications',
      mocks: [meMock('credit_analyst', CREDIT), failingMock, documentsMock],
    });
    expect(await screen.findByText('Not verified: mobile money statement (waiting for review).')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Approve' })).toBeDisabled();
    expect(screen.getByText('Approve is unavailable: 1 approval check has not passed.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reject' })).toBeEnabled();
    unmount();

    const halfApproved = {
      ...application,
      amountRequested: 1_200_000,
      approvalProgress: {
        __typename: 'ApprovalProgress', required: 2, threshold: 1_000_000,
        approvals: [{ __typename: 'CreditApprovalGiven', approverId: 'staff-1', approverName: 'Akosua Darko', reason: 'Income confirmed.', approvedAt: '2026-11-21T09:00:00Z' }],
      },
    };
    const halfMock: MockedResponse = { request: { query: StaffApplicationDetailDocument, variables: { id: 'app-1' } }, result: { data: { application: halfApproved } } };
    renderAdminPage(<AdminApplicationsPage />, {
      path: '/admin/applications/app-1',
      route: 'applications',
      mocks: [meMock('credit_analyst', CREDIT), halfMock, documentsMock],
    });
    expect(await screen.findByText(/Awaiting second approval \(approved by Akosua Darko on 21 Nov 2026/)).toBeInTheDocument();
    expect(screen.getByText('1 of 2 approvals.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Approve' })).toBeDisabled();
    expect(screen.getByText('Approve is unavailable: You gave the first approval; a second approver must complete it.')).toBeInTheDocument();
  });

  it('lists the audit history as a list of list items only (axe list, listitem)', async () => {
    const auditMock: MockedResponse = {
      request: { query: StaffApplicationAuditDocument, variables: { entityId: 'app-1' } },
      result: {
        data: {
          auditEvents: {
            __typename: 'AuditEventConnection',
            nodes: [
              { __typename: 'AuditEvent', id: 'ev-2', action: 'application.review', actorEmail: 'analyst@example.com', actorRole: 'credit_analyst', at: '2026-11-20T09:00:00Z', before: null, after: null },
              { __typename: 'AuditEvent', id: 'ev-1', action: 'application.submit', actorEmail: 'kwabena@example.com', actorRole: 'user', at: '2026-11-19T10:00:00Z', before: null, after: null },
            ],
          },
        },
      },
      maxUsageCount: Number.POSITIVE_INFINITY,
    };
    const { container } = renderAdminPage(<AdminApplicationsPage />, {
      path: '/admin/applications/app-1',
      route: 'applications',
      mocks: [meMock('admin', [...CREDIT, 'manageSystem']), detailMock, documentsMock, auditMock],
    });
    const history = await screen.findByRole('region', { name: 'Audit history' });
    const entries = await within(history).findAllByRole('listitem');
    expect(entries.map((entry) => entry.textContent)).toEqual([
      expect.stringMatching(/^application\.review by analyst@example\.com \(Credit analyst\)/),
      expect.stringMatching(/^application\.submit by kwabena@example\.com \(User\)/),
    ]);
    // The whole page, so no other list on it breaks the rule either.
    expect(await axeViolations(container, ['list', 'listitem'])).toEqual([]);
  });

  it('hides the decision buttons and documents from a role that may only view applications', async () => {
    renderAdminPage(<AdminApplicationsPage />, {
      path: '/admin/applications/app-1',
      route: 'applications',
      mocks: [meMock('sales_executive', ['viewAllApplications', 'viewAnalytics']), detailMock],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Application from Kwabena Osei' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Employer and income' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start review' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Documents' })).not.toBeInTheDocument();
  });

  it('shows a school-fees application’s amount, payee and required documents, and requests one again with a reason', async () => {
    const schoolFees = {
      ...application,
      creditProduct: { __typename: 'ApplicationProduct', code: 'school-fees', name: 'School fees', payeeKind: 'school' },
      monthlyRent: null, advanceMonths: null, propertyAddress: null, propertyDigitalAddress: null, landlordName: null, landlordPhone: null, rentActWarning: null,
      amountRequested: 500_000, repaymentMonths: 6,
      payeeName: 'Achimota School', payeePhone: '+233302400100', payeeReference: 'Ama Osei, Form 1',
      documentsSummary: '1 of 2 documents: an admission letter is missing',
      documentRequirements: [
        { __typename: 'ApplicationDocumentRequirement', kind: 'ghana_card', text: 'Your Ghana Card (front and back)', label: 'Ghana Card', state: 'pending', documentId: 'doc-0', note: null },
        { __typename: 'ApplicationDocumentRequirement', kind: 'admission_letter', text: 'The admission letter from the school', label: 'admission letter', state: 'missing', documentId: null, note: null },
      ],
      approvalChecks: application.approvalChecks.filter((check) => check.key !== 'property'),
    };
    const schoolMock: MockedResponse = { request: { query: StaffApplicationDetailDocument, variables: { id: 'app-1' } }, result: { data: { application: schoolFees } }, maxUsageCount: Number.POSITIVE_INFINITY };
    const requestMock: MockedResponse = {
      request: { query: StaffRequestDocumentDocument, variables: { applicationId: 'app-1', kind: 'admission_letter', reason: 'Please upload the admission letter.' } },
      result: {
        data: {
          requestDocument: [
            schoolFees.documentRequirements[0],
            { ...schoolFees.documentRequirements[1], state: 'requested', note: 'Please upload the admission letter.' },
          ],
        },
      },
    };
    renderAdminPage(<AdminApplicationsPage />, {
      path: '/admin/applications/app-1',
      route: 'applications',
      mocks: [meMock('credit_analyst', CREDIT), schoolMock, documentsMock, requestMock],
    });
    const credit = await screen.findByRole('region', { name: 'School fees' });
    expect(within(credit).getByText('GH₵5,000.00')).toBeInTheDocument();
    expect(within(credit).getByText('Achimota School, 030 240 0100')).toBeInTheDocument();
    expect(within(credit).getByText('Ama Osei, Form 1')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Property and rent' })).not.toBeInTheDocument();
    const required = screen.getByRole('region', { name: 'Required documents' });
    expect(within(required).getByText('1 of 2 documents: an admission letter is missing')).toBeInTheDocument();
    expect(within(required).getByText('Not uploaded')).toBeInTheDocument();

    fireEvent.click(within(required).getByRole('button', { name: 'Request the admission letter' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'Please upload the admission letter.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Request document' }));
    expect(await screen.findByText('Document requested: the applicant has been notified.')).toBeInTheDocument();
  });

  it('updates the approval checks as soon as an inspector links the application to a property, without a reload', async () => {
    const notLinked = {
      ...application,
      property: null,
      approvalChecks: application.approvalChecks.map((check) =>
        check.key === 'property' ? { ...check, passed: false, detail: 'The application is not linked to an inspected property.' } : check,
      ),
    };
    const notLinkedMock: MockedResponse = { request: { query: StaffApplicationDetailDocument, variables: { id: 'app-1' } }, result: { data: { application: notLinked } } };
    const house = { __typename: 'Property', id: 'prop-1', address: 'House 22, Santasi Roundabout, Kumasi', digitalAddress: 'AK-092-3344', landlordName: 'Nana Akwasi Agyei', inspectionStatus: 'passed' };
    const findMock: MockedResponse = {
      request: { query: StaffFindPropertiesDocument, variables: { search: 'AK-092-3344', first: 20 } },
      result: { data: { properties: { __typename: 'PropertyConnection', nodes: [house] } } },
      maxUsageCount: Number.POSITIVE_INFINITY,
    };
    // The server's answer carries the application's checks as they stand after the link.
    const linkMock: MockedResponse = {
      request: { query: StaffLinkApplicationToPropertyDocument, variables: { applicationId: 'app-1', propertyId: 'prop-1' } },
      result: {
        data: {
          linkApplicationToProperty: {
            __typename: 'Application', id: 'app-1', updatedAt: '2026-11-21T09:00:00Z', approvalChecks: application.approvalChecks,
            property: { __typename: 'Property', id: 'prop-1', address: house.address, digitalAddress: house.digitalAddress, inspectionStatus: 'passed', propertyType: 'apartment' },
          },
        },
      },
    };
    renderAdminPage(<AdminApplicationsPage />, {
      path: '/admin/applications/app-1',
      route: 'applications',
      mocks: [meMock('inspection_and_verification', ['viewAllApplications', 'viewAllDocuments', 'verifyDocuments', 'manageProperties']), notLinkedMock, documentsMock, findMock, linkMock],
    });
    const checks = await screen.findByRole('region', { name: 'Approval checks' });
    expect(within(checks).getByText('The application is not linked to an inspected property.')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Link to property' }));
    const dialog = await screen.findByRole('dialog', { name: 'Link to an inspected property' });
    const input = within(dialog).getByRole('combobox', { name: 'Property' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.click(await screen.findByRole('option', { name: /House 22, Santasi Roundabout/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Link property' }));

    expect(await screen.findByText('Application linked to the property.')).toBeInTheDocument();
    await waitFor(() => expect(within(checks).queryByText('The application is not linked to an inspected property.')).not.toBeInTheDocument());
    expect(within(checks).getByText('House 22, Santasi Roundabout, Kumasi: passed on 18 Nov 2026.')).toBeInTheDocument();
    expect(within(checks).getByText('Every check has passed.')).toBeInTheDocument();
  });
});
