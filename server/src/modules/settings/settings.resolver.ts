import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { GraphQLJSON } from 'graphql-scalars';
import { actorOf } from '../../graphql/context.js';
import { Allow } from '../../graphql/rules.js';
import type { AppContext } from '../services.js';
import { PublicSetting, Setting } from './settings.type.js';
import { settingNeedsSecondPerson } from './settings.approvals.js';

@Resolver()
export class SettingsResolver {
  @Query(() => [PublicSetting], { description: 'Brand, contact and published constants for the public pages.' })
  @Allow.public()
  async publicSettings(@Ctx() { services }: AppContext): Promise<PublicSetting[]> {
    // Figures a credit product owns are answered from its active version: what every quote is priced on.
    const [published, owned] = await Promise.all([services.settings.publicSettings(), services.quotes.publishedFigures()]);
    return published.map((setting) => (owned.has(setting.key) ? { ...setting, value: owned.get(setting.key) } : setting));
  }

  // A fixed, small set (one row per known key), so a plain list rather than a connection.
  @Query(() => [Setting], { description: 'Every setting with who changed it last (manageSystem).' })
  @Allow.permission('manageSystem')
  settings(@Ctx() { services }: AppContext) {
    return services.settings.listAll();
  }

  @Mutation(() => Setting, {
    description:
      'Changes one setting (manageSystem); the value is checked against its type and range, and the change is audited. Credit, maker-checker (approvals.*), accounting and collections settings wait for a second admin (see pendingApprovals).',
  })
  @Allow.permission('manageSystem')
  async updateSetting(
    @Arg('key', () => String, { description: 'The key of an existing setting; NOT_FOUND otherwise. Figures owned by credit products are refused.' }) key: string,
    @Arg('value', () => GraphQLJSON, { description: 'The new value, as JSON of the setting’s type (integer, string, boolean, integer_list or json).' }) value: unknown,
    @Ctx() context: AppContext,
  ) {
    const actor = actorOf(context);
    if (!settingNeedsSecondPerson(key)) return context.services.settings.update(actor, key, value);
    await context.services.approvals.submit(actor, 'setting_change', { key, value });
    return context.services.settings.record(key);
  }
}
