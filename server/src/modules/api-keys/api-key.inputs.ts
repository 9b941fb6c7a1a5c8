import { IsIn, Length, Max, Min } from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';
import type { Role } from '../../auth/permissions.js';
import { RoleEnum } from '../../graphql/enums.js';
import { API_KEY_MAX_DAYS, API_KEY_ROLES } from './api-key.secret.js';

@InputType({ description: 'A new partner API key: its name, the staff role it acts as, and how long it lasts.' })
export class CreateApiKeyInput {
  @Field(() => String, { description: 'Who uses the key, e.g. "Hubtel payment reconciliation".' })
  @Length(3, 80)
  name: string;

  @Field(() => RoleEnum, { description: `One of: ${API_KEY_ROLES.join(', ')}.` })
  @IsIn(API_KEY_ROLES, { message: `role must be one of: ${API_KEY_ROLES.join(', ')}` })
  role: Role;

  @Field(() => Int, { description: `1 to ${API_KEY_MAX_DAYS} days.` })
  @Min(1)
  @Max(API_KEY_MAX_DAYS)
  expiresInDays: number;
}
