import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Connection } from '../../graphql/pagination.js';
import { PersonFields } from '../../graphql/person.js';
import { Allow } from '../../graphql/rules.js';
import {
  CORRECTABLE_FIELDS,
  PRIVACY_REQUEST_KINDS,
  PRIVACY_REQUEST_STATUSES,
  type CorrectableField,
  type PrivacyRequestKind,
  type PrivacyRequestStatus,
} from './privacy.table.js';

function asEnum<T extends string>(values: readonly T[]): Record<T, T> {
  return Object.fromEntries(values.map((value) => [value, value])) as Record<T, T>;
}

export const PrivacyRequestKindEnum = asEnum(PRIVACY_REQUEST_KINDS);
export const PrivacyRequestStatusEnum = asEnum(PRIVACY_REQUEST_STATUSES);
export const CorrectableFieldEnum = asEnum(CORRECTABLE_FIELDS);
export const ExportFormatEnum = { json: 'json', pdf: 'pdf', zip: 'zip' } as const;

registerEnumType(PrivacyRequestKindEnum, { name: 'PrivacyRequestKind', description: 'export (a copy of my data), correction, closure (close my account).' });
registerEnumType(PrivacyRequestStatusEnum, {
  name: 'PrivacyRequestStatus',
  description: 'pending → processing → completed → expired (export files deleted); failed (an export that could not be built after every retry: the customer is told and may ask again at once); declined (correction, with a reason); refused (closure, with a reason).',
});
registerEnumType(CorrectableFieldEnum, { name: 'CorrectableField', description: 'Identity details corrected by staff on the customer’s request.' });
registerEnumType(ExportFormatEnum, { name: 'PrivacyExportFormat' });

@ObjectType({ description: 'The customer a privacy request is about.' })
@Allow.inherit()
export class PrivacyRequestCustomer extends PersonFields {}

@ObjectType({ description: 'One file of a ready export, downloaded with the session cookie (owner only) until the request expires.' })
@Allow.inherit()
export class PrivacyExportDownload {
  @Field(() => ExportFormatEnum)
  format: 'json' | 'pdf' | 'zip';

  @Field(() => String, { description: 'Path under this site: /api/files/privacy/<id>/my-data.<format>.' })
  url: string;

  @Field(() => Int)
  sizeBytes: number;
}

@ObjectType({ description: 'A Data Protection Act (Act 843) request: a copy of my data, a correction, or closing my account.' })
@Allow.inherit()
export class PrivacyRequest {
  @Field(() => ID)
  id: string;

  userId: string;

  @Field(() => PrivacyRequestKindEnum)
  kind: PrivacyRequestKind;

  @Field(() => PrivacyRequestStatusEnum)
  status: PrivacyRequestStatus;

  @Field(() => CorrectableFieldEnum, { nullable: true, description: 'Correction: the field to correct.' })
  field: CorrectableField | null;

  @Field(() => String, { nullable: true, description: 'Correction: the value held when the customer asked.' })
  currentValue: string | null;

  @Field(() => String, { nullable: true, description: 'Correction: the value asked for.' })
  newValue: string | null;

  @Field(() => ID, { nullable: true, description: 'Correction: the evidence document (GET /api/files/<id>).' })
  evidenceDocumentId: string | null;

  @Field(() => String, { nullable: true, description: 'Correction: why the customer says the value is wrong.' })
  customerReason: string | null;

  @Field(() => String, { nullable: true, description: 'Why the request was declined or refused.' })
  reason: string | null;

  @Field(() => String, { description: 'Statutory answer-by day (YYYY-MM-DD).' })
  dueOn: string;

  @Field(() => Boolean, { description: 'Still open after its due day.' })
  overdue: boolean;

  @Field(() => Date, { nullable: true })
  decidedAt: Date | null;

  @Field(() => Date, { nullable: true, description: 'Export: the download links stop working then.' })
  expiresAt: Date | null;

  @Field(() => String, { nullable: true, description: 'Closure: loan records kept until this day, then anonymised.' })
  retainUntil: string | null;

  @Field(() => Date, { nullable: true })
  anonymisedAt: Date | null;

  @Field(() => [PrivacyExportDownload], { description: 'Export: the files while the link is valid (empty otherwise).' })
  downloads: PrivacyExportDownload[];

  @Field(() => PrivacyRequestCustomer)
  customer: PrivacyRequestCustomer;

  @Field(() => Date)
  createdAt: Date;

  @Field(() => Date)
  updatedAt: Date;
}

@ObjectType()
@Allow.inherit()
export class PrivacyRequestConnection extends Connection(PrivacyRequest) {}
