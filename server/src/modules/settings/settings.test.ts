import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type GraphQLResult, type TestApp } from '../../test/harness.js';
import { reviseProduct } from '../credit-products/credit-product.fixtures.js';
import { SITE_DEFAULTS } from '../../shared/site-defaults.js';
import { SETTING_DEFINITIONS } from './settings.defaults.js';
import { secondPersonApproves } from '../approvals/approval.fixtures.js';

let app: TestApp;
let admin: { cookie: string; id: string };

beforeAll(async () => {
  app = await startTestApp();
  admin = await app.signInAs('admin');
});
afterAll(async () => {
  await app?.stop();
});

const SETTINGS = `{ settings { key type value description public updatedAt updatedBy { id firstName } } }`;
const UPDATE = `mutation ($key: String!, $value: JSON!) { updateSetting(key: $key, value: $value) { key value updatedBy { id } } }`;
const PUBLIC = `{ publicSettings { key value } }`;

interface SettingData {
  key: string;
  type: string;
  value: unknown;
  public: boolean;
  updatedBy: { id: string } | null;
}

const errorOf = (result: GraphQLResult) => result.errors?.[0];

async function stored(key: string): Promise<unknown> {
  const [row] = await app.database.query<{ value: unknown }>('SELECT value FROM system_settings WHERE key = $1', [key]);
  return row?.value;
}

async function settingAudit(key: string) {
  return app.database.query<{ action: string; actor_id: string; before: unknown; after: unknown }>(
    `SELECT action, actor_id, before, after FROM audit_event WHERE entity = 'setting' AND entity_id = $1 ORDER BY at, id`,
    [key],
  );
}

describe('settings (staff)', () => {
  it('lists every setting, private ones included, in the order of the defaults', async () => {
    const result = await app.graphql<{ settings: SettingData[] }>(SETTINGS, {}, admin.cookie);
    expect(result.errors).toBeUndefined();
    expect(result.data?.settings.map((setting) => setting.key)).toEqual(SETTING_DEFINITIONS.map((definition) => definition.key));
    expect(result.data?.settings.find((setting) => setting.key === 'graphql.introspection_in_production')).toMatchObject({
      type: 'boolean',
      value: false,
      public: false,
      updatedBy: null,
    });
    expect(result.data?.settings.find((setting) => setting.key === 'credit.bnpl_plan_months')).toMatchObject({ value: [5, 6], public: true });
  });

  it('is refused to roles without manageSystem and to visitors', async () => {
    for (const role of ['finance', 'credit_analyst', 'sales_executive', 'user']) {
      const { cookie } = role === 'user' ? await app.signUp() : await app.signInAs(role);
      expect(errorOf(await app.graphql(SETTINGS, {}, cookie))?.extensions?.code, role).toBe('FORBIDDEN');
      const update = await app.graphql(UPDATE, { key: 'credit.bnpl_monthly_rate_bp', value: 100 }, cookie);
      expect(errorOf(update)?.extensions?.code, role).toBe('FORBIDDEN');
    }
    expect(errorOf(await app.graphql(SETTINGS))?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(await stored('credit.bnpl_monthly_rate_bp')).toBe(400);
    expect(await settingAudit('credit.bnpl_monthly_rate_bp')).toEqual([]);
  });
});

describe('updateSetting', () => {
  it('stores a valid value, records who changed it, audits before and after, and publishes public ones', async () => {
    const result = await app.graphql<{ updateSetting: SettingData }>(UPDATE, { key: 'credit.bnpl_monthly_rate_bp', value: 350 }, admin.cookie);
    expect(result.errors).toBeUndefined();
    // A credit setting waits for a second admin (maker-checker): unchanged until approved, then stored as the maker's.
    expect(result.data?.updateSetting.value).toBe(400);
    await secondPersonApproves(app, 'credit.bnpl_monthly_rate_bp', 'superadmin');
    expect(await stored('credit.bnpl_monthly_rate_bp')).toBe(350);
    // The rate is published from the BNPL product's active version (what quotes are priced on), not from this setting.
    const published = await app.graphql<{ publicSettings: Array<{ key: string; value: unknown }> }>(PUBLIC);
    expect(published.data?.publicSettings.find((setting) => setting.key === 'credit.bnpl_monthly_rate_bp')?.value).toBe(400);
    expect(await settingAudit('credit.bnpl_monthly_rate_bp')).toEqual([
      { action: 'setting.update', actor_id: admin.id, before: { value: 400 }, after: { value: 350 } },
    ]);

    for (const [key, value] of [['credit.bnpl_plan_months', [3, 5, 6]], ['credit.method', 'flat']] as const) {
      expect((await app.graphql(UPDATE, { key, value }, admin.cookie)).errors).toBeUndefined();
      await secondPersonApproves(app, key, 'superadmin');
      expect(await stored(key)).toEqual(value);
    }
    const brand = await app.graphql<{ updateSetting: SettingData }>(UPDATE, { key: 'brand.name', value: 'Ghana Homes Credit' }, admin.cookie);
    // Other settings change at once, recorded as who changed them.
    expect(brand.data?.updateSetting).toEqual({ key: 'brand.name', value: 'Ghana Homes Credit', updatedBy: { id: admin.id } });
    const name = await app.graphql<{ updateSetting: SettingData }>(UPDATE, { key: 'brand.name', value: '  Ghana Homes Credit Ltd ' }, admin.cookie);
    expect(name.data?.updateSetting.value).toBe('Ghana Homes Credit Ltd');
    const flag = await app.graphql<{ updateSetting: SettingData }>(UPDATE, { key: 'graphql.introspection_in_production', value: true }, admin.cookie);
    expect(flag.data?.updateSetting.value).toBe(true);
    const links = [{ label: 'Facebook', url: 'https://www.facebook.com/ghanahomescredit' }];
    const social = await app.graphql<{ updateSetting: SettingData }>(UPDATE, { key: 'contact.social_links', value: links }, admin.cookie);
    expect(social.data?.updateSetting.value).toEqual(links);
  });

  it('refuses a value of the wrong type or out of range with BAD_USER_INPUT naming the key, and writes nothing', async () => {
    const cases: Array<[string, unknown]> = [
      ['credit.rent_monthly_rate_bp', 2001],
      ['credit.rent_monthly_rate_bp', -1],
      ['credit.rent_monthly_rate_bp', 4.5],
      ['credit.rent_monthly_rate_bp', '400'],
      ['credit.rent_repayment_months', [12, 6]],
      ['credit.rent_repayment_months', [3, 3, 6]],
      ['credit.rent_repayment_months', [0, 6]],
      ['credit.rent_repayment_months', [6, 25]],
      ['credit.rent_repayment_months', []],
      ['credit.rent_repayment_months', 6],
      ['credit.min_amount', 0],
      ['credit.min_amount', 5_000_000],
      ['credit.max_amount', 50_000],
      ['credit.min_monthly_income', -100],
      ['credit.method', 'compound'],
      ['brand.tagline', ''],
      ['brand.tagline', '   '],
      ['brand.tagline', 'x'.repeat(501)],
      ['brand.tagline', 42],
      ['contact.support_email', 'not an email'],
      ['graphql.introspection_in_production', 'yes'],
      ['contact.social_links', [{ label: 'Facebook', url: 'http://insecure.example' }]],
      ['contact.social_links', 'Facebook'],
      ['client.toast_max', 0],
      ['credit.grace_days', 61],
      // Terms a credit product owns are set on the product (every loan keeps its version's), even when in range.
      ['credit.grace_days', 7],
      ['credit.penalty_rate_annual_bp', 2000],
      ['credit.penalty_cap_bp', 500],
      ['credit.four_eyes_threshold', 2_000_000],
      ['credit.max_instalment_share_bp', 3500],
    ];
    const [{ count: auditBefore }] = await app.database.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM audit_event WHERE entity = 'setting'`,
    );
    for (const [key, value] of cases) {
      const before = await stored(key);
      const result = await app.graphql(UPDATE, { key, value }, admin.cookie);
      const label = `${key} = ${JSON.stringify(value)}`;
      expect(errorOf(result)?.extensions?.code, label).toBe('BAD_USER_INPUT');
      expect(errorOf(result)?.extensions?.field, label).toBe(key);
      expect(errorOf(result)?.message, label).toContain(key);
      expect(await stored(key), label).toEqual(before);
    }
    const [{ count: auditAfter }] = await app.database.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM audit_event WHERE entity = 'setting'`,
    );
    expect(auditAfter).toBe(auditBefore);
  });

  it('explains the range and the other key when min and max would cross', async () => {
    const rate = await app.graphql(UPDATE, { key: 'credit.bnpl_monthly_rate_bp', value: 2500 }, admin.cookie);
    expect(errorOf(rate)?.message).toBe('credit.bnpl_monthly_rate_bp must be a whole number, from 0 to 2000 basis points per month.');
    const crossing = await app.graphql(UPDATE, { key: 'credit.max_amount', value: 40_000 }, admin.cookie);
    expect(errorOf(crossing)?.message).toBe('credit.max_amount must be greater than credit.min_amount (50000).');
    const fine = await app.graphql(UPDATE, { key: 'credit.max_amount', value: 6_000_000 }, admin.cookie);
    expect(fine.errors).toBeUndefined();
  });

  it('reads the support phone with the one phone parser and keeps it in one readable form; a wrong prefix is refused', async () => {
    const phone = await app.graphql<{ updateSetting: SettingData }>(UPDATE, { key: 'contact.support_phone', value: '030 290 9999' }, admin.cookie);
    expect(phone.data?.updateSetting.value).toBe('+233 30 290 9999');
    const wrong = await app.graphql(UPDATE, { key: 'contact.support_phone', value: '011 290 9999' }, admin.cookie);
    expect(errorOf(wrong)?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'contact.support_phone' });
    expect(errorOf(wrong)?.message).toMatch(/011 is not a Ghana phone prefix/);
    await app.graphql(UPDATE, { key: 'contact.support_phone', value: SITE_DEFAULTS['contact.support_phone'] }, admin.cookie);
  });

  it('answers NOT_FOUND for an unknown key', async () => {
    const result = await app.graphql(UPDATE, { key: 'credit.no_such_setting', value: 1 }, admin.cookie);
    expect(errorOf(result)?.extensions?.code).toBe('NOT_FOUND');
  });
});

describe('publicSettings (one source for the footer, the information pages and the landing figures)', () => {
  it('publishes the rates and terms a credit product owns from its active version', async () => {
    const restore = await reviseProduct(app, 'bnpl', { monthlyRateBp: 375, termMonths: [4, 5, 6] });
    try {
      const published = (await app.graphql<{ publicSettings: Array<{ key: string; value: unknown }> }>(PUBLIC)).data!.publicSettings;
      const value = (key: string) => published.find((setting) => setting.key === key)?.value;
      expect(value('credit.bnpl_monthly_rate_bp')).toBe(375);
      expect(value('credit.bnpl_plan_months')).toEqual([4, 5, 6]);
      expect((await app.services.quotes.bnplQuote(200_000, 4)).monthlyRateBp).toBe(375);
    } finally {
      await restore();
    }
  });

  it('publishes every contact detail the pages print, from the shared defaults, and repayment up to 24 months', async () => {
    const published = await app.graphql<{ publicSettings: Array<{ key: string; value: unknown }> }>(PUBLIC);
    const values = new Map(published.data?.publicSettings.map((setting) => [setting.key, setting.value]));
    // brand.name was renamed by a test above; every other detail is still the seeded one.
    for (const [key, value] of Object.entries(SITE_DEFAULTS)) if (key !== 'brand.name') expect(values.get(key), key).toBe(value);
    expect(values.get('credit.rent_repayment_months')).toEqual([3, 6, 9, 12, 18, 24]);
    expect(values.get('credit.max_instalment_share_bp')).toBe(3000);
  });

  it('lets an admin change the office address the pages show', async () => {
    const moved = await app.graphql<{ updateSetting: SettingData }>(UPDATE, { key: 'contact.office_address', value: '3 Castle Road, Osu, Accra' }, admin.cookie);
    expect(moved.errors).toBeUndefined();
    const published = await app.graphql<{ publicSettings: Array<{ key: string; value: unknown }> }>(PUBLIC);
    expect(published.data?.publicSettings.find((setting) => setting.key === 'contact.office_address')?.value).toBe('3 Castle Road, Osu, Accra');
    await app.graphql(UPDATE, { key: 'contact.office_address', value: SITE_DEFAULTS['contact.office_address'] }, admin.cookie);
  });
});
