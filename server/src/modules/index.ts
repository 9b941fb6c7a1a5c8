import type { NonEmptyArray } from 'type-graphql';
import type { ResolverClass } from '../graphql/build-schema.js';
import { NotificationResolver } from './notifications/notification.resolver.js';
import { SettingsResolver } from './settings/settings.resolver.js';
import { UserResolver } from './users/user.resolver.js';

export { createServices, type Services, type AppContext } from './services.js';

/** Every resolver of the schema. */
export const resolvers: NonEmptyArray<ResolverClass> = [UserResolver, SettingsResolver, NotificationResolver];
