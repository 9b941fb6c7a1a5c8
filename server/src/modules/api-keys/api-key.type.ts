import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import type { Role } from '../../auth/permissions.js';
import { RoleEnum } from '../../graphql/enums.js';
import { Connection } from '../../graphql/pagination.js';
import { Allow } from '../../graphql/rules.js';

export const API_KEY_STATUSES = ['active', 'expired', 'revoked'] as const;
export type ApiKeyStatus = (typeof API_KEY_STATUSES)[number];
export const ApiKeyStatusEnum = Object.fromEntries(API_KEY_STATUSES.map((status) => [status, status])) as Record<ApiKeyStatus, ApiKeyStatus>;
registerEnumType(ApiKeyStatusEnum, {
  name: 'ApiKeyStatus',
  description: 'Whether a partner API key is still accepted.',
  valuesConfig: {
    active: { description: 'Accepted: neither revoked nor past its expiry.' },
    expired: { description: 'Past its expiry date: refused; a new key must be created.' },
    revoked: { description: 'Revoked by an administrator: refused on every instance from then on.' },
  } satisfies Record<keyof typeof ApiKeyStatusEnum, { description: string }>,
});

@ObjectType({ description: 'A partner system’s API key (manageSystem). The secret is shown only once, when the key is created.' })
@Allow.inherit()
export class ApiKey {
  @Field(() => ID, { description: 'The key’s id (not its secret).' })
  id: string;

  @Field(() => String, { description: 'Who uses the key, as given when it was created.' })
  name: string;

  @Field(() => RoleEnum, { description: 'The role whose permissions every call made with this key has.' })
  role: Role;

  @Field(() => String, { description: 'The first 8 characters after `ghc_live_`, to recognise the key.' })
  prefix: string;

  @Field(() => ApiKeyStatusEnum, { description: 'Active, expired or revoked, as of the moment it was read.' })
  status: ApiKeyStatus;

  @Field(() => String, { description: 'The staff member who created the key.' })
  createdByName: string;

  @Field(() => Date, { description: 'When the key was created.' })
  createdAt: Date;

  @Field(() => Date, { description: 'When the key stops being accepted (the number of days asked for after its creation).' })
  expiresAt: Date;

  @Field(() => Date, { nullable: true, description: 'Updated at most once a minute.' })
  lastUsedAt: Date | null;

  @Field(() => Date, { nullable: true, description: 'When the key was revoked; null while it is not.' })
  revokedAt: Date | null;
}

@ObjectType({ description: 'A page of partner API keys, newest first, revoked and expired ones included.' })
export class ApiKeyConnection extends Connection(ApiKey) {}

@ObjectType({ description: 'A new API key and its secret, answered only once.' })
@Allow.inherit()
export class CreatedApiKey {
  @Field(() => ApiKey, { description: 'The key created.' })
  apiKey: ApiKey;

  @Field(() => String, { description: 'Send it as the `x-api-key` header. Store it now: it is never shown again.' })
  secret: string;
}
