import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import type { Role } from '../../auth/permissions.js';
import { RoleEnum } from '../../graphql/enums.js';
import { Connection } from '../../graphql/pagination.js';
import { Allow } from '../../graphql/rules.js';

export const API_KEY_STATUSES = ['active', 'expired', 'revoked'] as const;
export type ApiKeyStatus = (typeof API_KEY_STATUSES)[number];
export const ApiKeyStatusEnum = Object.fromEntries(API_KEY_STATUSES.map((status) => [status, status])) as Record<ApiKeyStatus, ApiKeyStatus>;
registerEnumType(ApiKeyStatusEnum, { name: 'ApiKeyStatus', description: 'Whether a partner API key is still accepted.' });

@ObjectType({ description: 'A partner system’s API key. The secret is shown only once, when the key is created.' })
@Allow.inherit()
export class ApiKey {
  @Field(() => ID)
  id: string;

  @Field(() => String)
  name: string;

  @Field(() => RoleEnum, { description: 'The role whose permissions every call made with this key has.' })
  role: Role;

  @Field(() => String, { description: 'The first 8 characters after `ghc_live_`, to recognise the key.' })
  prefix: string;

  @Field(() => ApiKeyStatusEnum)
  status: ApiKeyStatus;

  @Field(() => String, { description: 'The staff member who created the key.' })
  createdByName: string;

  @Field(() => Date)
  createdAt: Date;

  @Field(() => Date)
  expiresAt: Date;

  @Field(() => Date, { nullable: true, description: 'Updated at most once a minute.' })
  lastUsedAt: Date | null;

  @Field(() => Date, { nullable: true })
  revokedAt: Date | null;
}

@ObjectType()
export class ApiKeyConnection extends Connection(ApiKey) {}

@ObjectType()
@Allow.inherit()
export class CreatedApiKey {
  @Field(() => ApiKey)
  apiKey: ApiKey;

  @Field(() => String, { description: 'Send it as the `x-api-key` header. Store it now: it is never shown again.' })
  secret: string;
}
