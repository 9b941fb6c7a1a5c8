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

registerEnumType(PrivacyRequestKindEnum, {
  name: 'PrivacyRequestKind',
  description: 'export (a copy of my data), correction, closure (close my account).',
  valuesConfig: {
    export: { description: 'A copy of everything held about the customer, as JSON, PDF and a zip.' },
    correction: { description: 'A correction of an identity detail, checked and made by staff.' },
    closure: { description: 'Closing the customer’s account: erasing what the law does not make us keep.' },
  } satisfies Record<keyof typeof PrivacyRequestKindEnum, { description: string }>,
});
registerEnumType(PrivacyRequestStatusEnum, {
  name: 'PrivacyRequestStatus',
  description: 'pending → processing → completed → expired (export files deleted); failed (an export that could not be built after every retry: the customer is told and may ask again at once); declined (correction, with a reason); refused (closure, with a reason).',
  valuesConfig: {
    pending: { description: 'Received: an export waiting to be built, or a correction waiting for staff.' },
    processing: { description: 'An export being built.' },
    completed: { description: 'Done: the export is ready to download, the correction was made, or the account was closed.' },
    declined: { description: 'A correction staff declined; the reason says why.' },
    refused: { description: 'A closure refused at once (an open loan, or an application or order in progress); the reason says why.' },
    expired: { description: 'An export whose download links ran out; its files were deleted.' },
    failed: { description: 'An export that could not be built after every retry; the customer is told and may ask again at once.' },
  } satisfies Record<keyof typeof PrivacyRequestStatusEnum, { description: string }>,
});
registerEnumType(CorrectableFieldEnum, {
  name: 'CorrectableField',
  description: 'Identity details corrected by staff on the customer’s request.',
  valuesConfig: {
    firstName: { description: 'The first name.' },
    lastName: { description: 'The last name.' },
    dateOfBirth: { description: 'The date of birth (YYYY-MM-DD; the customer must be 18 or over).' },
    ghanaCardNumber: { description: 'The Ghana Card number (GHA-XXXXXXXXX-X), not registered to another account.' },
  } satisfies Record<keyof typeof CorrectableFieldEnum, { description: string }>,
});
registerEnumType(ExportFormatEnum, {
  name: 'PrivacyExportFormat',
  description: 'The form of one file of a data export.',
  valuesConfig: {
    json: { description: 'Everything held, as machine-readable JSON.' },
    pdf: { description: 'Everything held, as a readable PDF.' },
    zip: { description: 'A zip of the JSON, the PDF and the customer’s document files.' },
  } satisfies Record<keyof typeof ExportFormatEnum, { description: string }>,
});

@ObjectType({ description: 'The customer a privacy request is about.' })
@Allow.inherit()
export class PrivacyRequestCustomer extends PersonFields {}

@ObjectType({ description: 'One file of a ready export, downloaded with the session cookie (owner only) until the request expires.' })
@Allow.inherit()
export class PrivacyExportDownload {
  @Field(() => ExportFormatEnum, { description: 'JSON, PDF or zip.' })
  format: 'json' | 'pdf' | 'zip';

  @Field(() => String, { description: 'Path under this site: /api/files/privacy/<id>/my-data.<format>.' })
  url: string;

  @Field(() => Int, { description: 'The file’s size in bytes.' })
  sizeBytes: number;
}

@ObjectType({ description: 'A Data Protection Act (Act 843) request: a copy of my data, a correction, or closing my account.' })
@Allow.inherit()
export class PrivacyRequest {
  @Field(() => ID, { description: 'The request’s id.' })
  id: string;

  userId: string;

  @Field(() => PrivacyRequestKindEnum, { description: 'Export, correction or closure.' })
  kind: PrivacyRequestKind;

  @Field(() => PrivacyRequestStatusEnum, { description: 'Where the request stands.' })
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

  @Field(() => Date, { nullable: true, description: 'When it was completed, declined, refused or failed; null while pending or processing.' })
  decidedAt: Date | null;

  @Field(() => Date, { nullable: true, description: 'Export: the download links stop working then.' })
  expiresAt: Date | null;

  @Field(() => String, { nullable: true, description: 'Closure: loan records kept until this day, then anonymised.' })
  retainUntil: string | null;

  @Field(() => Date, { nullable: true, description: 'Closure: when the records kept were anonymised (at once if the customer never had a loan); null until then.' })
  anonymisedAt: Date | null;

  @Field(() => [PrivacyExportDownload], { description: 'Export: the files while the link is valid (empty otherwise).' })
  downloads: PrivacyExportDownload[];

  @Field(() => PrivacyRequestCustomer, { description: 'The customer who asked.' })
  customer: PrivacyRequestCustomer;

  @Field(() => Date, { description: 'When the customer asked.' })
  createdAt: Date;

  @Field(() => Date, { description: 'When it last changed.' })
  updatedAt: Date;
}

@ObjectType({ description: 'A page of data protection requests, newest first.' })
@Allow.inherit()
export class PrivacyRequestConnection extends Connection(PrivacyRequest) {}

@ObjectType({ description: 'Whether the caller’s account can be closed now, asked before any confirmation is shown.' })
@Allow.inherit()
export class AccountClosureCheck {
  @Field(() => Boolean, { description: 'True when requestAccountClosure would close the account now.' })
  canClose!: boolean;

  @Field(() => String, { nullable: true, description: 'Why it cannot be closed yet (a loan still open, an application or order in progress); null when it can.' })
  reason!: string | null;
}
