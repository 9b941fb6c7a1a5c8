// Test helpers: a rent loan approved and waiting for its money, and the borrower's signature on its agreement.
import { expect } from 'vitest';
import { SUBMIT_APPLICATION, validApplicationInput } from '../../test/application-fixtures.js';
import { makeApplicationApprovable } from '../../test/approval-fixtures.js';
import type { TestApp } from '../../test/harness.js';

export const AGREEMENT_FIELDS = 'loanId status documentSha256 documentUrl createdAt codeSentAt signedAt';
export const REQUEST_CODE = 'mutation R($loanId: ID!) { requestAgreementCode(loanId: $loanId) { sentTo expiresAt developmentCode } }';
export const SIGN = `mutation S($loanId: ID!, $code: String!) { signCreditAgreement(loanId: $loanId, code: $code) { ${AGREEMENT_FIELDS} } }`;

/** The customer's mobile number on their profile (the signing code goes to it). */
export async function givePhone(app: TestApp, userId: string, phone = '+233244123456'): Promise<void> {
  await app.database.query('INSERT INTO profile (user_id, phone) VALUES ($1, $2) ON CONFLICT (user_id) DO UPDATE SET phone = excluded.phone', [userId, phone]);
}

/** A rent application of `customer` approved by `analystCookie`: its loan waits for disbursement. Returns the loan id. */
export async function approvedRentLoan(app: TestApp, customer: { id: string; cookie: string }, analystCookie: string): Promise<string> {
  const submitted = await app.graphql<{ submitApplication: { id: string } }>(SUBMIT_APPLICATION, { input: validApplicationInput() }, customer.cookie);
  expect(submitted.errors).toBeUndefined();
  const applicationId = submitted.data!.submitApplication.id;
  await makeApplicationApprovable(app, applicationId);
  const approved = await app.graphql('mutation A($id: ID!) { approveApplication(id: $id, reason: "Income and landlord verified.") { status } }', { id: applicationId }, analystCookie);
  expect(approved.errors).toBeUndefined();
  const [row] = await app.database.query<{ id: string }>('SELECT id FROM loan WHERE application_id = $1', [applicationId]);
  return row.id;
}

/**
 * The borrower asks for a code and signs with it (the simulated SMS answers the code outside production). A borrower
 * without a mobile number is lent one for the signature and left as found, so tests about customers without a phone
 * keep their premise.
 */
export async function signAgreement(app: TestApp, loanId: string, customer: { id: string; cookie: string }): Promise<void> {
  const [profile] = await app.database.query<{ phone: string | null }>('SELECT phone FROM profile WHERE user_id = $1', [customer.id]);
  if (!profile?.phone) await givePhone(app, customer.id);
  const sent = await app.graphql<{ requestAgreementCode: { developmentCode: string } }>(REQUEST_CODE, { loanId }, customer.cookie);
  expect(sent.errors).toBeUndefined();
  const signed = await app.graphql(SIGN, { loanId, code: sent.data!.requestAgreementCode.developmentCode }, customer.cookie);
  expect(signed.errors).toBeUndefined();
  if (!profile?.phone) await app.database.query('UPDATE profile SET phone = NULL WHERE user_id = $1', [customer.id]);
}
