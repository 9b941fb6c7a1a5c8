// Test data that lets an application or order pass the approval checklist (modules/credit-decisions): a Ghana Card
// number on the customer's profile, verified documents of every required type, for rent a linked property that passed
// inspection, and for an order a declared income (an earlier, cancelled application with employer details).
import { randomBytes, randomInt } from 'node:crypto';
import type { TestApp } from './harness.js';

const uniqueGhanaCard = () => `GHA-${String(randomInt(100_000_000, 999_999_999))}-${randomInt(0, 10)}`;

/** The document kinds the active version of a product (rent, bnpl, school-fees, …) requires. */
export async function requiredDocumentTypes(app: TestApp, product: string): Promise<string[]> {
  const [row] = await app.database.query<{ documents: Array<{ kind: string }> }>(
    `SELECT v.required_documents AS documents FROM credit_product p JOIN credit_product_version v ON v.id = p.current_version_id WHERE p.code = $1`,
    [product],
  );
  return (row?.documents ?? []).map((document) => document.kind);
}

/** Gives the customer a unique Ghana Card number (unless they have one). */
export async function giveGhanaCard(app: TestApp, userId: string): Promise<void> {
  await app.database.query(
    `INSERT INTO profile (user_id, ghana_card_number) VALUES ($1, $2)
     ON CONFLICT (user_id) DO UPDATE SET ghana_card_number = coalesce(profile.ghana_card_number, excluded.ghana_card_number)`,
    [userId, uniqueGhanaCard()],
  );
}

/** Records a document of the customer in `status` (the file itself is not stored: the checklist reads the row). */
export async function addDocument(app: TestApp, userId: string, type: string, status: 'pending' | 'verified' | 'rejected' = 'verified'): Promise<void> {
  await app.database.query(
    `INSERT INTO document (user_id, type, file_name, mime_type, size_bytes, storage_key, status, reviewed_at)
     VALUES ($1, $2, $3, 'application/pdf', 1024, $4, $5::text, CASE WHEN $5::text = 'pending' THEN NULL ELSE now() END)`,
    [userId, type, `${type}.pdf`, `test/${randomBytes(8).toString('hex')}`, status],
  );
}

/** A property with the given inspection result, linked to the application. */
export async function linkInspectedProperty(app: TestApp, applicationId: string, inspectionStatus: 'pending' | 'passed' | 'failed' = 'passed'): Promise<string> {
  const [row] = await app.database.query<{ id: string }>(
    `INSERT INTO property (address, digital_address, landlord_name, landlord_phone, property_type, inspection_status, inspected_at)
     VALUES ('5 Test Close, Osu, Accra', 'GA-101-2020', 'Nana Yeboah', '+233244000111', 'apartment', $1::text::inspection_status, CASE WHEN $1::text = 'pending' THEN NULL ELSE now() END)
     RETURNING id`,
    [inspectionStatus],
  );
  await app.database.query('UPDATE application SET property_id = $1 WHERE id = $2', [row.id, applicationId]);
  return row.id;
}

/** A declared monthly net income for a customer with no application: a cancelled one with employer details. */
export async function declareIncome(app: TestApp, userId: string, monthlyNetIncome = 10_000_000): Promise<void> {
  const [existing] = await app.database.query('SELECT 1 FROM application WHERE user_id = $1 LIMIT 1', [userId]);
  if (existing) return;
  const [row] = await app.database.query<{ id: string }>(
    `INSERT INTO application (user_id, status, monthly_rent, advance_months, repayment_months, property_address, property_digital_address, landlord_name, landlord_phone)
     VALUES ($1, 'cancelled', 80000, 6, 12, '12 Palm Street, East Legon, Accra', 'GA-183-8164', 'Nana Yeboah', '+233244000111') RETURNING id`,
    [userId],
  );
  await app.database.query(
    `INSERT INTO employer_information (application_id, employer_name, employer_address, employer_phone, job_title, employment_type, monthly_net_income, start_date)
     VALUES ($1, 'Accra Brewery Ltd', 'Graphic Road, Accra', '+233302123456', 'Accountant', 'full_time', $2, '2021-02-01')`,
    [row.id, monthlyNetIncome],
  );
}

/** Everything the checklist asks of a rent application (its declared income is the application's own). */
export async function makeApplicationApprovable(app: TestApp, applicationId: string): Promise<void> {
  const [row] = await app.database.query<{ user_id: string; property_id: string | null }>('SELECT user_id, property_id FROM application WHERE id = $1', [applicationId]);
  await giveGhanaCard(app, row.user_id);
  for (const type of await requiredDocumentTypes(app, 'rent')) await addDocument(app, row.user_id, type);
  if (!row.property_id) await linkInspectedProperty(app, applicationId);
  else await app.database.query(`UPDATE property SET inspection_status = 'passed', inspected_at = now() WHERE id = $1`, [row.property_id]);
}

/** Everything the checklist asks of a BNPL order. */
export async function makeOrderApprovable(app: TestApp, orderId: string): Promise<void> {
  const [row] = await app.database.query<{ user_id: string }>('SELECT user_id FROM bnpl_order WHERE id = $1', [orderId]);
  await giveGhanaCard(app, row.user_id);
  for (const type of await requiredDocumentTypes(app, 'bnpl')) await addDocument(app, row.user_id, type);
  await declareIncome(app, row.user_id);
}
