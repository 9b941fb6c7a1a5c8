import { IsOptional, Length } from 'class-validator';
import { ArgsType, Field, ID, InputType } from 'type-graphql';
import { PageArgs } from '../../graphql/pagination.js';
import type { CorrectableField, PrivacyRequestKind, PrivacyRequestStatus } from './privacy.table.js';
import { CorrectableFieldEnum, PrivacyRequestKindEnum, PrivacyRequestStatusEnum } from './privacy.type.js';

export const REASON_MAX = 1000;

@InputType({ description: 'A customer’s request to correct one identity detail; one open request per field.' })
export class RequestCorrectionInput {
  @Field(() => CorrectableFieldEnum, { description: 'The detail to correct.' })
  field: CorrectableField;

  @Field(() => String, { description: 'Checked with the profile’s rules (Ghana Card GHA-XXXXXXXXX-X, date YYYY-MM-DD and 18+).' })
  @Length(1, 200, { message: 'The new value must be 1 to 200 characters.' })
  newValue: string;

  @Field(() => String, { description: 'Why the value held is wrong, 3 to 1000 characters.' })
  @Length(3, REASON_MAX, { message: `The reason must be 3 to ${REASON_MAX} characters.` })
  reason: string;

  @Field(() => ID, { nullable: true, description: 'A document the customer uploaded (createDocument) as evidence.' })
  @IsOptional()
  evidenceDocumentId?: string | null;
}

@ArgsType()
export class PrivacyQueueArgs extends PageArgs {
  @Field(() => PrivacyRequestStatusEnum, { nullable: true, description: 'Only requests in this status; null for all.' })
  status?: PrivacyRequestStatus | null;

  @Field(() => PrivacyRequestKindEnum, { nullable: true, description: 'Only requests of this kind; null for all.' })
  kind?: PrivacyRequestKind | null;

  @Field(() => Boolean, { nullable: true, description: 'Only open requests past their due day.' })
  overdue?: boolean | null;
}

@ArgsType()
export class DeclineCorrectionArgs {
  @Field(() => ID, { description: 'The pending correction request’s id.' })
  id: string;

  @Field(() => String, { description: 'Why it is declined, 3 to 1000 characters; the customer is told.' })
  @Length(3, REASON_MAX, { message: `The reason must be 3 to ${REASON_MAX} characters.` })
  reason: string;
}
