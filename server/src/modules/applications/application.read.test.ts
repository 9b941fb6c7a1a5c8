import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { validApplicationInput } from '../../test/application-fixtures.js';
import { addDocument, giveGhanaCard, requiredDocumentTypes } from '../../test/approval-fixtures.js';

// Reads fetch only what the operation selects (application.read.ts). Whatever a query selects must come back exactly
// as it does when everything is selected: checked field by field, against the schema, so a field added later without
// a row key fails here.

let app: TestApp;
let customer: { cookie: string; id: string };
let staff: { cookie: string; id: string };
let applicationId: string;

type TypeRef = { kind: string; name: string | null; ofType: TypeRef | null };
type Introspected = { __type: { fields: Array<{ name: string; type: TypeRef }> } };

const named = (type: TypeRef): TypeRef => (type.ofType ? named(type.ofType) : type);
const fieldsCache = new Map<string, Array<{ name: string; type: TypeRef }>>();
async function fieldsOf(typeName: string) {
  let fields = fieldsCache.get(typeName);
  if (!fields) {
    const result = await app.graphql<Introspected>(
      `query Fields($name: String!) { __type(name: $name) { fields { name type { kind name ofType { kind name ofType { kind name ofType { kind name } } } } } } }`,
      { name: typeName },
      staff.cookie,
    );
    expect(result.errors).toBeUndefined();
    fields = result.data!.__type.fields;
    fieldsCache.set(typeName, fields);
  }
  return fields;
}

/** Every field of the type, objects with every field of theirs (as deep as the schema goes). */
async function everything(typeName: string): Promise<string> {
  const parts: string[] = [];
  for (const field of await fieldsOf(typeName)) parts.push(await selectionOf(field));
  return parts.join(' ');
}
async function selectionOf(field: { name: string; type: TypeRef }): Promise<string> {
  const type = named(field.type);
  return type.kind === 'OBJECT' ? `${field.name} { ${await everything(type.name!)} }` : field.name;
}

beforeAll(async () => {
  app = await startTestApp();
  customer = await app.signUp();
  staff = await app.signInAs('superadmin');
  // An application with every part filled in: contacts, employer, a decision with its reviewer, a linked property.
  const submitted = await app.graphql<{ submitApplication: { id: string } }>(
    'mutation Submit($input: ApplicationInput!) { submitApplication(input: $input) { id } }',
    {
      input: validApplicationInput({
        emergencyContacts: [
          { name: 'Kojo Mensah', phone: '+233201112233', relationship: 'brother' },
          { name: 'Akua Boateng', phone: '+233244556677', relationship: 'friend' },
        ],
      }),
    },
    customer.cookie,
  );
  expect(submitted.errors).toBeUndefined();
  applicationId = submitted.data!.submitApplication.id;
  const property = await app.graphql<{ createProperty: { id: string } }>(
    'mutation Create($input: PropertyInput!) { createProperty(input: $input) { id } }',
    { input: { address: '22 Nii Nortei Nyanchi Street, Dzorwulu, Accra', digitalAddress: 'GA-121-4567', landlordName: 'Mrs Comfort Lamptey', landlordPhone: '+233277654321', propertyType: 'chamber_and_hall' } },
    staff.cookie,
  );
  expect(property.errors).toBeUndefined();
  // The approval checklist: inspected property, verified documents, a Ghana Card number.
  await app.database.query(`UPDATE property SET inspection_status = 'passed', inspected_at = now() WHERE id = $1`, [property.data!.createProperty.id]);
  await giveGhanaCard(app, customer.id);
  for (const type of await requiredDocumentTypes(app, 'rent')) await addDocument(app, customer.id, type);
  for (const [mutation, variables] of [
    ['mutation Link($a: ID!, $p: ID!) { linkApplicationToProperty(applicationId: $a, propertyId: $p) { id } }', { a: applicationId, p: property.data!.createProperty.id }],
    ['mutation Start($id: ID!) { startApplicationReview(id: $id) { id } }', { id: applicationId }],
    ['mutation Approve($id: ID!) { approveApplication(id: $id, reason: "Income verified") { id } }', { id: applicationId }],
  ] as const) {
    const result = await app.graphql(mutation, variables, staff.cookie);
    expect(result.errors).toBeUndefined();
  }
});
afterAll(async () => {
  await app?.stop();
});

/** Fields the applicant may not read on their own application. */
const STAFF_ONLY = new Set(['reviewer', 'approvalChecks', 'approvalProgress', 'decisionSteps']);

describe('application reads fetch what the operation selects', () => {
  it('gives every Application field, alone, the same value as a query of everything', async () => {
    const all = await app.graphql<{ application: Record<string, unknown> }>(`query All($id: ID!) { application(id: $id) { ${await everything('Application')} } }`, { id: applicationId }, staff.cookie);
    expect(all.errors).toBeUndefined();
    const whole = all.data!.application;
    // The fixture fills in every part, so a field left out of the read would show as null or an error here.
    expect(whole).toMatchObject({ status: 'approved', decisionReason: 'Income verified', reviewer: { id: staff.id }, property: { propertyType: 'chamber_and_hall' } });
    expect(whole.disclosure).not.toBeNull();
    expect(whole.emergencyContacts).toHaveLength(2);

    for (const field of await fieldsOf('Application')) {
      const selection = await selectionOf(field);
      const byId = await app.graphql<{ application: Record<string, unknown> }>(`query One($id: ID!) { application(id: $id) { ${selection} } }`, { id: applicationId }, staff.cookie);
      expect(byId.errors, field.name).toBeUndefined();
      expect(byId.data!.application, field.name).toEqual({ [field.name]: whole[field.name] });

      // The same through the staff list (a page) and the owner's own list (the owner rule needs the owner's id).
      const page = await app.graphql<{ applications: { nodes: Array<Record<string, unknown>> } }>(`{ applications(first: 100) { nodes { id ${selection} } } }`, {}, staff.cookie);
      expect(page.errors, field.name).toBeUndefined();
      expect(page.data!.applications.nodes.find((node) => node.id === applicationId), field.name).toEqual({ id: applicationId, [field.name]: whole[field.name] });
      if (STAFF_ONLY.has(field.name)) continue;
      const mine = await app.graphql<{ myApplications: { nodes: Array<Record<string, unknown>> } }>(`{ myApplications(first: 5) { nodes { ${selection} } } }`, {}, customer.cookie);
      expect(mine.errors, field.name).toBeUndefined();
      expect(mine.data!.myApplications.nodes, field.name).toEqual([{ [field.name]: whole[field.name] }]);
    }
  });

  it('gives every contact and employer field, alone, the same value as a query of everything', async () => {
    for (const [parent, typeName] of [['emergencyContacts', 'EmergencyContact'], ['employerInformation', 'EmployerInformation']] as const) {
      const all = await app.graphql<{ application: Record<string, unknown> }>(`query All($id: ID!) { application(id: $id) { ${parent} { ${await everything(typeName)} } } }`, { id: applicationId }, staff.cookie);
      expect(all.errors).toBeUndefined();
      const whole = all.data!.application[parent];
      for (const field of await fieldsOf(typeName)) {
        const one = await app.graphql<{ application: Record<string, unknown> }>(`query One($id: ID!) { application(id: $id) { ${parent} { ${field.name} } } }`, { id: applicationId }, staff.cookie);
        expect(one.errors, `${parent}.${field.name}`).toBeUndefined();
        const pick = (value: Record<string, unknown>) => ({ [field.name]: value[field.name] });
        expect(one.data!.application[parent], `${parent}.${field.name}`).toEqual(Array.isArray(whole) ? whole.map(pick) : pick(whole as Record<string, unknown>));
      }
    }
  });

  it('asks PostgreSQL only for the parts selected', async () => {
    const read = async (selection: string) => {
      app.statements.reset();
      const result = await app.graphql(`query One($id: ID!) { application(id: $id) { ${selection} } }`, { id: applicationId }, staff.cookie);
      expect(result.errors).toBeUndefined();
      const [statement] = app.statements.texts.filter((text) => text.includes('json_build_object'));
      return statement;
    };
    const small = await read('id status');
    expect(small).not.toMatch(/emergency_contact|employer_information|"property"|"reviewer"|landlord_phone|disclosure/);
    const withParts = await read('id emergencyContacts { name } employerInformation { jobTitle } reviewer { id } property { id }');
    expect(withParts).toMatch(/emergency_contact/);
    expect(withParts).toMatch(/LEFT JOIN "employer_information"/i);
    expect(withParts).toMatch(/LEFT JOIN "user" (AS )?"reviewer"/i);
    expect(withParts).toMatch(/LEFT JOIN "property"/i);
    // Only the contact and employer fields asked for.
    expect(withParts).not.toMatch(/'phone'|employer_phone/);
  });
});
