import { IsOptional, Length } from 'class-validator';
import { ArgsType, Field, ID, InputType } from 'type-graphql';
import { PageArgs } from '../../graphql/pagination.js';
import type { CorrectableField, PrivacyRequestKind, PrivacyRequestStatus } from './privacy.table.js';
import { CorrectableFieldEnum, PrivacyRequestKindEnum, PrivacyRequestStatusEnum } from './privacy.type.js';

export const REASON_MAX = 1000;

@InputType()
export class RequestCorrectionInput {
  @Field(() => CorrectableFieldEnum)
  field: CorrectableField;

  @Field(() => String, { description: 'Checked with the profile’s rules (Ghana Card GHA-XXXXXXXXX-X, date YYYY-MM-DD and 18+).' })
  @Length(1, 200, { message: 'The new value must be 1 to 200 characters.' })
  newValue: string;

  @Field(() => String)
  @Length(3, REASON_MAX, { message: `The reason must be 3 to ${REASON_MAX} characters.` })
  reason: string;

  @Field(() => ID, { nullable: true, description: 'A document the customer uploaded (createDocument) as evidence.' })
  @IsOptional()
  evidenceDocumentId?: string | null;
}

@ArgsType()
export class PrivacyQueueArgs extends PageArgs {
  @Field(() => PrivacyRequestStatusEnum, { nullable: true })
  status?: PrivacyRequestStatus | null;

  @Field(() => PrivacyRequestKindEnum, { nullable: true })
  kind?: PrivacyRequestKind | null;

  @Field(() => Boolean, { nullable: true, description: 'Only open requests past their due day.' })
  overdue?: boolean | null;
}

@ArgsType()
export class DeclineCorrectionArgs {
  @Field(() => ID)
  id: string;

  @Field(() => String)
  @Length(3, REASON_MAX, { message: `The reason must be 3 to ${REASON_MAX} characters.` })
  reason: string;
}
