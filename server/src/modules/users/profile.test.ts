import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAppSchema } from '../../graphql/build-schema.js';
import { startTestApp, type GraphQLResult, type TestApp } from '../../test/harness.js';
import { resolvers } from '../index.js';
import { SUBMIT_APPLICATION, validApplicationInput } from '../../test/application-fixtures.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.stop();
});

const PROFILE_FIELDS = 'firstName lastName email phone dateOfBirth ghanaCardNumber residentialAddress digitalAddress city region isComplete updatedAt';
const MY_PROFILE = `{ myProfile { ${PROFILE_FIELDS} } }`;
const UPDATE_PROFILE = `mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) { ${PROFILE_FIELDS} } }`;

const VALID_PROFILE = {
  phone: '+233244123456',
  dateOfBirth: '1992-03-14',
  ghanaCardNumber: 'GHA-712345678-3',
  residentialAddress: 'House No. 12, Adjiringanor Road, East Legon',
  digitalAddress: 'GA-183-8164',
  city: 'Accra',
  region: 'greater_accra',
};

type ProfileData = { myProfile: Record<string, unknown> };
const errorOf = (result: GraphQLResult) => result.errors?.[0];

/** An ISO date `years` years before today, shifted by `days`. */
function yearsAgo(years: number, days = 0): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

describe('myProfile', () => {
  it('answers a new customer with their names and empty KYC fields', async () => {
    const { cookie, email } = await app.signUp({ firstName: 'Abena', lastName: 'Mensah' });
    const result = await app.graphql<ProfileData>(MY_PROFILE, {}, cookie);
    expect(result.errors).toBeUndefined();
    expect(result.data?.myProfile).toEqual({
      firstName: 'Abena',
      lastName: 'Mensah',
      email,
      phone: null,
      dateOfBirth: null,
      ghanaCardNumber: null,
      residentialAddress: null,
      digitalAddress: null,
      city: null,
      region: null,
      isComplete: false,
      updatedAt: null,
    });
  });

  it('refuses an anonymous visitor with UNAUTHENTICATED', async () => {
    expect(errorOf(await app.graphql(MY_PROFILE))?.extensions?.code).toBe('UNAUTHENTICATED');
    const update = await app.graphql(UPDATE_PROFILE, { input: { city: 'Accra' } });
    expect(errorOf(update)?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('updateProfile', () => {
  it('saves every field, renames the person everywhere and marks the profile complete', async () => {
    const { cookie } = await app.signUp({ firstName: 'Ama', lastName: 'Owusu' });
    const result = await app.graphql<{ updateProfile: Record<string, unknown> }>(
      UPDATE_PROFILE,
      { input: { ...VALID_PROFILE, firstName: '  Ama  Serwaa ', lastName: 'Owusu-Ansah' } },
      cookie,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.updateProfile).toMatchObject({ ...VALID_PROFILE, firstName: 'Ama Serwaa', lastName: 'Owusu-Ansah', isComplete: true });
    expect(result.data?.updateProfile.updatedAt).toEqual(expect.any(String));

    const again = await app.graphql<ProfileData>(MY_PROFILE, {}, cookie);
    expect(again.data?.myProfile).toEqual(result.data?.updateProfile);
    const me = await app.graphql<{ me: { firstName: string; lastName: string } }>('{ me { firstName lastName } }', {}, cookie);
    expect(me.data?.me).toEqual({ firstName: 'Ama Serwaa', lastName: 'Owusu-Ansah' });
  });

  it('leaves omitted fields alone and clears a field sent as null', async () => {
    const { cookie } = await app.signUp();
    await app.graphql(UPDATE_PROFILE, { input: { ...VALID_PROFILE, ghanaCardNumber: 'GHA-700000001-1' } }, cookie);
    const result = await app.graphql<{ updateProfile: Record<string, unknown> }>(UPDATE_PROFILE, { input: { city: 'Tema', phone: null } }, cookie);
    expect(result.data?.updateProfile).toMatchObject({ city: 'Tema', phone: null, digitalAddress: 'GA-183-8164', isComplete: false });
  });

  it('accepts someone who turns 18 today', async () => {
    const { cookie } = await app.signUp();
    const result = await app.graphql<{ updateProfile: { dateOfBirth: string } }>(UPDATE_PROFILE, { input: { dateOfBirth: yearsAgo(18) } }, cookie);
    expect(result.errors).toBeUndefined();
    expect(result.data?.updateProfile.dateOfBirth).toBe(yearsAgo(18));
  });

  it('reads the usual Ghana phone forms and stores E.164', async () => {
    const { cookie } = await app.signUp();
    for (const phone of ['0244123456', '024 412 3456', '+233 24 412 3456', '233244123456']) {
      const result = await app.graphql<{ updateProfile: { phone: string } }>(UPDATE_PROFILE, { input: { phone } }, cookie);
      expect(result.errors, phone).toBeUndefined();
      expect(result.data?.updateProfile.phone, phone).toBe('+233244123456');
    }
  });

  const invalid: Array<[string, Record<string, unknown>, RegExp]> = [
    ['phone', { phone: '024123456' }, /10 digits starting with 0/],
    ['phone', { phone: '0111234567' }, /011 is not a Ghana phone prefix.*MTN 024/],
    ['phone', { phone: '+44 20 7946 0958' }, /other countries/],
    ['dateOfBirth', { dateOfBirth: '14/03/1992' }, /YYYY-MM-DD/],
    ['dateOfBirth', { dateOfBirth: '1992-02-30' }, /not a real calendar date/],
    ['dateOfBirth', { dateOfBirth: yearsAgo(18, 1) }, /at least 18 years old/],
    ['dateOfBirth', { dateOfBirth: '1850-01-01' }, /too far in the past/],
    ['ghanaCardNumber', { ghanaCardNumber: 'GHA-12345678-9' }, /GHA-XXXXXXXXX-X/],
    ['ghanaCardNumber', { ghanaCardNumber: 'gha-712345678-3' }, /GHA-XXXXXXXXX-X/],
    ['digitalAddress', { digitalAddress: 'GA1838164' }, /GA-183-8164/],
    ['residentialAddress', { residentialAddress: 'abc' }, /5 to 200 characters/],
    ['residentialAddress', { residentialAddress: '         ' }, /at least 5 characters/],
    ['city', { city: 'A' }, /2 to 80 characters/],
    ['firstName', { firstName: '' }, /1 to 80 characters/],
    ['firstName', { firstName: null }, /cannot be empty/],
    ['lastName', { lastName: '   ' }, /cannot be empty/],
  ];

  it.each(invalid)('refuses %s in %j with BAD_USER_INPUT naming the field, and writes nothing', async (field, change, message) => {
    const { cookie } = await app.signUp({ firstName: 'Kojo', lastName: 'Badu' });
    const before = await app.graphql<ProfileData>(MY_PROFILE, {}, cookie);
    // A valid field beside the bad one must not be saved either.
    const result = await app.graphql(UPDATE_PROFILE, { input: { city: 'Kumasi', ...change } }, cookie);
    expect(result.data ?? null).toBeNull();
    expect(errorOf(result)?.extensions).toEqual({ code: 'BAD_USER_INPUT', field });
    expect(errorOf(result)?.message).toMatch(message);
    const after = await app.graphql<ProfileData>(MY_PROFILE, {}, cookie);
    expect(after.data?.myProfile).toEqual(before.data?.myProfile);
  });

  it('refuses a Ghana Card number registered to someone else with CONFLICT, but lets the holder save it again', async () => {
    const holder = await app.signUp();
    const other = await app.signUp();
    const card = { ghanaCardNumber: 'GHA-711111111-1' };
    expect((await app.graphql(UPDATE_PROFILE, { input: card }, holder.cookie)).errors).toBeUndefined();
    expect((await app.graphql(UPDATE_PROFILE, { input: { ...card, city: 'Accra' } }, holder.cookie)).errors).toBeUndefined();

    const taken = await app.graphql(UPDATE_PROFILE, { input: { ...card, city: 'Tema' } }, other.cookie);
    expect(errorOf(taken)?.extensions).toEqual({ code: 'CONFLICT', field: 'ghanaCardNumber' });
    expect(errorOf(taken)?.message).toBe('This Ghana Card number is already registered to another account.');
    const otherProfile = await app.graphql<ProfileData>(MY_PROFILE, {}, other.cookie);
    expect(otherProfile.data?.myProfile).toMatchObject({ ghanaCardNumber: null, city: null });
  });
});

describe('who may read a profile', () => {
  it('never shows a customer someone else’s profile', async () => {
    const owner = await app.signUp();
    await app.graphql(UPDATE_PROFILE, { input: { ...VALID_PROFILE, ghanaCardNumber: 'GHA-722222222-2' } }, owner.cookie);
    const intruder = await app.signUp();

    const mine = await app.graphql<ProfileData>(MY_PROFILE, {}, intruder.cookie);
    expect(mine.data?.myProfile.ghanaCardNumber).toBeNull();
    const direct = await app.graphql(`query ($id: ID!) { user(id: $id) { profile { phone ghanaCardNumber } } }`, { id: owner.id }, intruder.cookie);
    expect(errorOf(direct)?.extensions?.code).toBe('FORBIDDEN');
    expect(JSON.stringify(direct)).not.toContain('GHA-722222222-2');
  });

  it('shows the sensitive fields to staff with viewAllUsers', async () => {
    const owner = await app.signUp();
    await app.graphql(UPDATE_PROFILE, { input: { ...VALID_PROFILE, ghanaCardNumber: 'GHA-733333333-3' } }, owner.cookie);
    const admin = await app.signInAs('admin');
    const result = await app.graphql<{ user: { profile: Record<string, unknown> } }>(
      `query ($id: ID!) { user(id: $id) { profile { phone dateOfBirth ghanaCardNumber residentialAddress digitalAddress } } }`,
      { id: owner.id },
      admin.cookie,
    );
    expect(result.data?.user.profile).toEqual({
      phone: VALID_PROFILE.phone,
      dateOfBirth: VALID_PROFILE.dateOfBirth,
      ghanaCardNumber: 'GHA-733333333-3',
      residentialAddress: VALID_PROFILE.residentialAddress,
      digitalAddress: VALID_PROFILE.digitalAddress,
    });
  });

  it('guards the contact, identity and address fields of Profile at field level (owner or viewAllUsers)', async () => {
    const schema = await buildAppSchema(resolvers);
    const fields = (schema.getType('Profile') as import('graphql').GraphQLObjectType).getFields();
    for (const name of ['phone', 'dateOfBirth', 'ghanaCardNumber', 'residentialAddress', 'digitalAddress']) {
      expect(fields[name].extensions).toMatchObject({ auth: 'ownerOr', permissions: ['viewAllUsers'] });
    }
  });
});

describe('identity details after applying', () => {
  it('refuses a change to a name, date of birth or Ghana Card number once checked with an application; filling an empty one still works', async () => {
    const customer = await app.signUp({ firstName: 'Yaa', lastName: 'Asantewaa' });
    const card = `GHA-${String(Date.now()).slice(-9)}-1`;
    const saved = await app.graphql(UPDATE_PROFILE, { input: { ghanaCardNumber: card } }, customer.cookie);
    expect(saved.errors).toBeUndefined();
    const before = await app.graphql<{ myProfile: { identityLocked: boolean } }>('{ myProfile { identityLocked } }', {}, customer.cookie);
    expect(before.data?.myProfile.identityLocked).toBe(false);
    const submitted = await app.graphql(SUBMIT_APPLICATION, { input: validApplicationInput() }, customer.cookie);
    expect(submitted.errors).toBeUndefined();

    const after = await app.graphql<{ myProfile: { identityLocked: boolean } }>('{ myProfile { identityLocked } }', {}, customer.cookie);
    expect(after.data?.myProfile.identityLocked).toBe(true);
    for (const input of [{ firstName: 'Abena' }, { ghanaCardNumber: 'GHA-111111111-1' }, { ghanaCardNumber: null }]) {
      const refused = await app.graphql(UPDATE_PROFILE, { input }, customer.cookie);
      expect(errorOf(refused)?.message).toBe('This was checked with your application. To change it, ask for a correction in Profile → Privacy.');
      expect(errorOf(refused)?.extensions?.field).toBe(Object.keys(input)[0]);
    }
    // The same values sent again (the form sends every field), an empty date of birth filled in, and other fields: fine.
    const allowed = await app.graphql<{ updateProfile: { dateOfBirth: string; city: string; firstName: string; ghanaCardNumber: string } }>(
      UPDATE_PROFILE,
      { input: { firstName: 'Yaa', ghanaCardNumber: card, dateOfBirth: '1990-05-01', city: 'Kumasi' } },
      customer.cookie,
    );
    expect(allowed.errors).toBeUndefined();
    expect(allowed.data?.updateProfile).toMatchObject({ firstName: 'Yaa', ghanaCardNumber: card, dateOfBirth: '1990-05-01', city: 'Kumasi' });
    const changedBirth = await app.graphql(UPDATE_PROFILE, { input: { dateOfBirth: '1991-05-01' } }, customer.cookie);
    expect(errorOf(changedBirth)?.extensions?.field).toBe('dateOfBirth');
  });
});
