// Issue 18's approval checklist, met through the API as staff and the customer would meet it, so the specs that
// approve an application or order keep testing the decision itself: the customer's Ghana Card number on the profile,
// required documents uploaded and verified by the verifier, for rent a property inspected (passed) and linked, and for
// an order a declared income (an application with employer details).
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { randomInt } from 'node:crypto';
import { expect, inject } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { signInStaffByApi } from './browser';

const SAMPLE = fileURLToPath(new URL('../server/seed-files/sample-statement.pdf', import.meta.url));

async function graphql<T>(context: BrowserContext, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await context.request.post('/graphql', { headers: { Origin: inject('baseUrl') }, data: { query, variables } });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data as T;
}

/** The customer's side: a Ghana Card number on the profile and each document uploaded; answers the document ids. */
async function customerSide(customer: BrowserContext, types: string[], applicationId: string | null): Promise<string[]> {
  const ghanaCardNumber = `GHA-${randomInt(100_000_000, 999_999_999)}-${randomInt(0, 10)}`;
  await graphql(customer, 'mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { ghanaCardNumber } }', { input: { ghanaCardNumber } });
  const ids: string[] = [];
  for (const type of types) {
    const uploaded = await customer.request.post('/api/files', {
      headers: { Origin: inject('baseUrl') },
      multipart: { file: { name: `${type}.pdf`, mimeType: 'application/pdf', buffer: fs.readFileSync(SAMPLE) } },
    });
    expect(uploaded.status(), await uploaded.text()).toBe(201);
    const { upload } = (await uploaded.json()) as { upload: { id: string } };
    const { createDocument } = await graphql<{ createDocument: { id: string } }>(
      customer,
      'mutation($input: CreateDocumentInput!) { createDocument(input: $input) { id } }',
      { input: { uploadId: upload.id, type, ...(applicationId ? { applicationId } : {}) } },
    );
    ids.push(createDocument.id);
  }
  return ids;
}

/** The verifier's side: documents verified, and for rent a property inspected (passed) and linked. */
async function verifierSide(browser: Browser, documentIds: string[], applicationId: string | null): Promise<void> {
  const staff = await browser.newContext({ baseURL: inject('baseUrl') });
  await signInStaffByApi(staff, 'inspection.and.verification@ghanahomes.example');
  for (const id of documentIds) await graphql(staff, 'mutation($id: ID!) { verifyDocument(id: $id, note: "Checked.") { id status } }', { id });
  if (applicationId) {
    const { createProperty } = await graphql<{ createProperty: { id: string } }>(
      staff,
      'mutation($input: PropertyInput!) { createProperty(input: $input) { id } }',
      { input: { address: 'House 9, Dansoman Last Stop, Accra', digitalAddress: 'GA-512-7788', landlordName: 'Mrs Comfort Addo', landlordPhone: '+233244778899', propertyType: 'chamber_and_hall' } },
    );
    await graphql(staff, 'mutation($id: ID!) { recordInspection(id: $id, status: passed, notes: "Chamber and hall as described.") { id } }', { id: createProperty.id });
    await graphql(staff, 'mutation($a: ID!, $p: ID!) { linkApplicationToProperty(applicationId: $a, propertyId: $p) { id } }', { a: applicationId, p: createProperty.id });
  }
  await staff.close();
}

/** A rent application that passes every check (its own income is the declared one). */
export async function makeApplicationApprovable(browser: Browser, customer: BrowserContext, applicationId: string): Promise<void> {
  const documents = await customerSide(customer, ['ghana_card', 'momo_statement'], applicationId);
  await verifierSide(browser, documents, applicationId);
}

/** A customer whose BNPL orders pass every check: documents, Ghana Card and an income declared on an application. */
export async function makeCustomerApprovableForBnpl(browser: Browser, customer: BrowserContext): Promise<void> {
  const terms = { monthlyRent: 50_000, advanceMonths: 2, repaymentMonths: 6 };
  const { rentQuote } = await graphql<{ rentQuote: { aprBp: number; totalRepayable: number } }>(
    customer,
    'query($monthlyRent: Int!, $advanceMonths: Int!, $repaymentMonths: Int!) { rentQuote(monthlyRent: $monthlyRent, advanceMonths: $advanceMonths, repaymentMonths: $repaymentMonths) { aprBp totalRepayable } }',
    terms,
  );
  await graphql(customer, 'mutation($input: ApplicationInput!) { submitApplication(input: $input) { id } }', {
    input: {
      ...terms,
      acceptedDisclosure: { aprBp: rentQuote.aprBp, totalRepayable: rentQuote.totalRepayable },
      propertyAddress: 'House 7, Oxford Street, Osu, Accra',
      propertyDigitalAddress: 'GA-123-4567',
      landlordName: 'Mr Kwesi Ansah',
      landlordPhone: '+233244112233',
      emergencyContacts: [{ name: 'Kofi Mensah', phone: '+233209998877', relationship: 'brother' }],
      employer: {
        employerName: 'Ghana Revenue Authority',
        employerAddress: 'Starlets 91 Road, Accra',
        employerPhone: '+233302675701',
        employmentType: 'full_time',
        jobTitle: 'Tax Officer',
        monthlyNetIncome: 900_000,
        startDate: '2018-02-01',
      },
    },
  });
  const documents = await customerSide(customer, ['ghana_card'], null);
  await verifierSide(browser, documents, null);
}
