import { Ctx, Query, Resolver } from 'type-graphql';
import { Allow } from '../../graphql/rules.js';
import type { AppContext } from '../services.js';
import { PublicSetting } from './settings.type.js';

@Resolver()
export class SettingsResolver {
  @Query(() => [PublicSetting], { description: 'Brand, contact and published constants for the public pages.' })
  @Allow.public()
  publicSettings(@Ctx() { services }: AppContext): Promise<PublicSetting[]> {
    return services.settings.publicSettings();
  }
}
