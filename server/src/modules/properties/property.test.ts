import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type GraphQLResult, type TestApp } from '../../test/harness.js';
import { SUBMIT_APPLICATION, validApplicationInput } from '../../test/application-fixtures.js';

let app: TestApp;
let inspector: { cookie: string; id: string };
beforeAll(async () => {
  app = await startTestApp();
  inspector = await app.signInAs('inspection_and_verification');
});
afterAll(async () => {
  await app?.stop();
});

const PROPERTY_FIELDS = 'id address digitalAddress landlordName landlordPhone propertyType inspectionStatus inspectorId inspectionNotes inspectedAt';
const CREATE = `mutation Create($input: PropertyInput!) { createProperty(input: $input) { ${PROPERTY_FIELDS} } }`;
const UPDATE = `mutation Update($id: ID!, $input: PropertyInput!) { updateProperty(id: $id, input: $input) { ${PROPERTY_FIELDS} } }`;
const INSPECT = `mutation Inspect($id: ID!, $status: InspectionStatus!, $notes: String!) { recordInspection(id: $id, status: $status, notes: $notes) { ${PROPERTY_FIELDS} } }`;
const LINK = 'mutation Link($applicationId: ID!, $propertyId: ID!) { linkApplicationToProperty(applicationId: $applicationId, propertyId: $propertyId) { id propertyId property { id address inspectionStatus } } }';
const LIST = 'query List($status: InspectionStatus, $after: String, $first: Int, $order: ListOrder) { properties(inspectionStatus: $status, after: $after, first: $first, order: $order) { nodes { id inspectionStatus } pageInfo { hasNextPage endCursor } } }';

type PropertyData = { id: string; inspectionStatus: string; inspectorId: string | null; inspectionNotes: string | null; inspectedAt: string | null };

function propertyInput(overrides: Record<string, unknown> = {}) {
  return {
    address: 'Flat 3, 22 Nii Nortei Nyanchi Street, Dzorwulu, Accra',
    digitalAddress: 'GA-121-4567',
    landlordName: 'Mrs Comfort Lamptey',
    landlordPhone: '+233277654321',
    propertyType: 'chamber_and_hall',
    ...overrides,
  };
}

function errorOf(result: GraphQLResult) {
  expect(result.errors, JSON.stringify(result.data)).toBeDefined();
  return { message: result.errors![0].message, ...result.errors![0].extensions };
}

async function createProperty(overrides: Record<string, unknown> = {}): Promise<PropertyData> {
  const result = await app.graphql<{ createProperty: PropertyData }>(CREATE, { input: propertyInput(overrides) }, inspector.cookie);
  expect(result.errors).toBeUndefined();
  return result.data!.createProperty;
}

async function auditActions(entityId: string): Promise<string[]> {
  const rows = await app.database.query<{ action: string }>('SELECT action FROM audit_event WHERE entity_id = $1 ORDER BY at', [entityId]);
  return rows.map((row) => row.action);
}

describe('properties', () => {
  it('are created pending inspection and audited', async () => {
    const created = await createProperty();
    expect(created).toMatchObject({
      ...propertyInput(),
      inspectionStatus: 'pending',
      inspectorId: null,
      inspectionNotes: null,
      inspectedAt: null,
    });
    expect(await auditActions(created.id)).toEqual(['property.create']);
  });

  it('name the offending field and write nothing on bad input', async () => {
    const [before] = await app.database.query<{ count: number }>('SELECT count(*)::int AS count FROM property');
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ digitalAddress: 'Dzorwulu' }, 'digitalAddress'],
      [{ landlordPhone: '0811234567' }, 'landlordPhone'],
      [{ address: 'x' }, 'address'],
    ];
    for (const [overrides, field] of cases) {
      expect(errorOf(await app.graphql(CREATE, { input: propertyInput(overrides) }, inspector.cookie))).toMatchObject({ code: 'BAD_USER_INPUT', field });
    }
    const [after] = await app.database.query<{ count: number }>('SELECT count(*)::int AS count FROM property');
    expect(after).toEqual(before);
  });

  it('are updated field by field, and NOT_FOUND for an unknown id', async () => {
    const created = await createProperty();
    const result = await app.graphql<{ updateProperty: PropertyData & { landlordName: string; propertyType: string } }>(
      UPDATE,
      { id: created.id, input: propertyInput({ landlordName: 'Mr Ebo Lamptey', propertyType: 'self_contained' }) },
      inspector.cookie,
    );
    expect(result.data?.updateProperty).toMatchObject({ id: created.id, landlordName: 'Mr Ebo Lamptey', propertyType: 'self_contained', inspectionStatus: 'pending' });
    expect(await auditActions(created.id)).toEqual(['property.create', 'property.update']);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      expect(errorOf(await app.graphql(UPDATE, { id, input: propertyInput() }, inspector.cookie))).toMatchObject({
        code: 'NOT_FOUND',
        message: 'Property was not found.',
      });
    }
  });

  it('record an inspection result with the inspector and time, audited', async () => {
    const created = await createProperty();
    const result = await app.graphql<{ recordInspection: PropertyData }>(
      INSPECT,
      { id: created.id, status: 'failed', notes: '  No working toilet; roof leaks in the chamber.  ' },
      inspector.cookie,
    );
    expect(result.data?.recordInspection).toMatchObject({
      inspectionStatus: 'failed',
      inspectorId: inspector.id,
      inspectionNotes: 'No working toilet; roof leaks in the chamber.',
    });
    expect(Date.now() - Date.parse(result.data!.recordInspection.inspectedAt!)).toBeLessThan(60_000);
    expect(await auditActions(created.id)).toEqual(['property.create', 'property.inspection']);

    expect(errorOf(await app.graphql(INSPECT, { id: created.id, status: 'pending', notes: 'Come back later.' }, inspector.cookie))).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'status',
    });
    expect(errorOf(await app.graphql(INSPECT, { id: created.id, status: 'passed', notes: 'ok' }, inspector.cookie))).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'notes',
    });
  });

  it('are listed newest first, filtered by inspection status, page by page', async () => {
    const passed = await createProperty({ address: 'Passed house, Adenta' });
    await app.graphql(INSPECT, { id: passed.id, status: 'passed', notes: 'Sound building, water and power connected.' }, inspector.cookie);
    type List = { properties: { nodes: PropertyData[]; pageInfo: { hasNextPage: boolean; endCursor: string } } };
    const onlyPassed = await app.graphql<List>(LIST, { status: 'passed', first: 100 }, inspector.cookie);
    expect(onlyPassed.data?.properties.nodes.map((node) => node.id)).toEqual([passed.id]);

    const all = await app.graphql<List>(LIST, { first: 100 }, inspector.cookie);
    const page1 = await app.graphql<List>(LIST, { first: 2 }, inspector.cookie);
    const page2 = await app.graphql<List>(LIST, { first: 100, after: page1.data!.properties.pageInfo.endCursor }, inspector.cookie);
    expect([...page1.data!.properties.nodes, ...page2.data!.properties.nodes]).toEqual(all.data!.properties.nodes);
    expect(all.data!.properties.nodes[0].id).toBe(passed.id);
  });

  it('are listed oldest first for the inspection queue, page by page, the exact reverse of newest first', async () => {
    await createProperty({ address: 'Queue house one, Madina' });
    await createProperty({ address: 'Queue house two, Madina' });
    type List = { properties: { nodes: PropertyData[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } } };
    const pages = async (order: string) => {
      const ids: string[] = [];
      let after: string | null = null;
      for (;;) {
        const result: GraphQLResult<List> = await app.graphql<List>(LIST, { status: 'pending', first: 1, after, order }, inspector.cookie);
        expect(result.errors).toBeUndefined();
        ids.push(...result.data!.properties.nodes.map((node) => node.id));
        if (!result.data!.properties.pageInfo.hasNextPage) return ids;
        after = result.data!.properties.pageInfo.endCursor;
      }
    };
    const oldest = await pages('oldest_first');
    const newest = await pages('newest_first');
    expect(oldest.length).toBeGreaterThanOrEqual(2);
    expect(new Set(oldest).size).toBe(oldest.length);
    expect(oldest).toEqual([...newest].reverse());
  });

  it('are found by part of the address, GhanaPost GPS code or landlord name, with wildcards taken literally', async () => {
    const tag = Date.now().toString(36);
    const house = await createProperty({ address: `House ${tag}, Spintex Road, Accra`, digitalAddress: 'GT-345-9911', landlordName: `Kofi Boateng ${tag}` });
    await createProperty({ address: `Flat ${tag}% off, Osu`, landlordName: 'Ama Owusu' });
    const search = async (text: string) => {
      const result = await app.graphql<{ properties: { nodes: Array<{ id: string }> } }>(
        'query Find($search: String) { properties(search: $search, first: 50) { nodes { id address } } }',
        { search: text },
        inspector.cookie,
      );
      expect(result.errors).toBeUndefined();
      return result.data!.properties.nodes.map((node) => node.id);
    };
    expect(await search(`house ${tag}`)).toEqual([house.id]);
    expect(await search('gt-345-9911')).toContain(house.id);
    expect(await search(`boateng ${tag}`)).toEqual([house.id]);
    expect(await search(`${tag}%`)).toHaveLength(1);
    expect(await search(`${tag}_`)).toEqual([]);
  });

  it('are read and written only with manageProperties: other staff cannot list landlords and their phones', async () => {
    const created = await createProperty();
    const customer = await app.signUp();
    const read = await app.graphql<{ property: { id: string } }>('query One($id: ID!) { property(id: $id) { id landlordPhone } }', { id: created.id }, inspector.cookie);
    expect(read.data?.property.id).toBe(created.id);
    for (const role of ['credit_analyst', 'sales_executive', 'recovery_and_collections', 'finance'] as const) {
      const staff = await app.signInAs(role);
      expect(errorOf(await app.graphql(LIST, {}, staff.cookie)), role).toMatchObject({ code: 'FORBIDDEN' });
      expect(errorOf(await app.graphql('query One($id: ID!) { property(id: $id) { id landlordPhone } }', { id: created.id }, staff.cookie)), role).toMatchObject({ code: 'FORBIDDEN' });
      expect(errorOf(await app.graphql(CREATE, { input: propertyInput() }, staff.cookie)), role).toMatchObject({ code: 'FORBIDDEN' });
      expect(errorOf(await app.graphql(INSPECT, { id: created.id, status: 'passed', notes: 'Looks fine.' }, staff.cookie)), role).toMatchObject({ code: 'FORBIDDEN' });
    }
    expect(errorOf(await app.graphql(LIST, {}, customer.cookie))).toMatchObject({ code: 'FORBIDDEN' });
    expect(errorOf(await app.graphql(LIST, {}))).toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});

describe('linking an application to a property', () => {
  it('shows the property on the application and the application on the property', async () => {
    const property = await createProperty({ address: 'Linked house, Spintex Road' });
    await app.graphql(INSPECT, { id: property.id, status: 'passed', notes: 'All rooms as described.' }, inspector.cookie);
    const customer = await app.signUp();
    const submitted = await app.graphql<{ submitApplication: { id: string } }>(SUBMIT_APPLICATION, { input: validApplicationInput() }, customer.cookie);
    const applicationId = submitted.data!.submitApplication.id;

    const linked = await app.graphql(LINK, { applicationId, propertyId: property.id }, inspector.cookie);
    expect(linked.errors).toBeUndefined();
    expect(linked.data).toEqual({
      linkApplicationToProperty: {
        id: applicationId,
        propertyId: property.id,
        property: { id: property.id, address: 'Linked house, Spintex Road', inspectionStatus: 'passed' },
      },
    });
    expect(await auditActions(applicationId)).toEqual(['application.link_property']);

    const detail = await app.graphql<{ property: { applications: { nodes: Array<{ id: string; landlordPhone: string }> } } }>(
      'query One($id: ID!) { property(id: $id) { id applications { nodes { id landlordPhone } } } }',
      { id: property.id },
      inspector.cookie,
    );
    expect(detail.data?.property.applications.nodes).toEqual([{ id: applicationId, landlordPhone: '+233244000111' }]);

    // A credit analyst reviewing the application sees the linked property's summary inside its detail.
    const analyst = await app.signInAs('credit_analyst');
    const reviewed = await app.graphql('query One($id: ID!) { application(id: $id) { property { address inspectionStatus } } }', { id: applicationId }, analyst.cookie);
    expect(reviewed.data).toEqual({ application: { property: { address: 'Linked house, Spintex Road', inspectionStatus: 'passed' } } });

    // The applicant sees the inspected property's summary on their own application.
    const mine = await app.graphql('{ myLatestApplication { property { address inspectionStatus } } }', {}, customer.cookie);
    expect(mine.data).toEqual({ myLatestApplication: { property: { address: 'Linked house, Spintex Road', inspectionStatus: 'passed' } } });
  });

  it('refuses cancelled applications, unknown ids and roles without manageProperties', async () => {
    const property = await createProperty();
    const customer = await app.signUp();
    const submitted = await app.graphql<{ submitApplication: { id: string } }>(SUBMIT_APPLICATION, { input: validApplicationInput() }, customer.cookie);
    const applicationId = submitted.data!.submitApplication.id;
    const analyst = await app.signInAs('credit_analyst');

    expect(errorOf(await app.graphql(LINK, { applicationId, propertyId: property.id }, analyst.cookie))).toMatchObject({ code: 'FORBIDDEN' });
    expect(errorOf(await app.graphql(LINK, { applicationId, propertyId: '00000000-0000-4000-8000-000000000000' }, inspector.cookie))).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Property was not found.',
    });
    expect(errorOf(await app.graphql(LINK, { applicationId: property.id, propertyId: property.id }, inspector.cookie))).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Application was not found.',
    });
    await app.graphql('mutation Cancel($id: ID!) { cancelApplication(id: $id) { id } }', { id: applicationId }, customer.cookie);
    expect(errorOf(await app.graphql(LINK, { applicationId, propertyId: property.id }, inspector.cookie))).toMatchObject({
      code: 'CONFLICT',
      message: 'This application is cancelled; it cannot be linked to a property.',
    });
    const [{ property_id }] = await app.database.query<{ property_id: string | null }>('SELECT property_id FROM application WHERE id = $1', [applicationId]);
    expect(property_id).toBeNull();
  });
});
