import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Connection } from '../../graphql/pagination.js';
import { Allow } from '../../graphql/rules.js';
import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';
import { DOCUMENT_KIND_PATTERN, DOCUMENT_STATUSES, DOCUMENT_TYPES, type DocumentStatus, type DocumentType } from './document.table.js';
import { PersonFields } from '../../graphql/person.js';

function asEnum<T extends string>(values: readonly T[]): Record<T, T> {
  return Object.fromEntries(values.map((value) => [value, value])) as Record<T, T>;
}

export const DocumentStatusEnum = asEnum(DOCUMENT_STATUSES);

const KIND = new RegExp(DOCUMENT_KIND_PATTERN);
function documentKind(value: unknown): string {
  if (typeof value !== 'string' || !KIND.test(value)) throw new GraphQLError('A document type is lower-case letters, digits and underscores (ghana_card, admission_letter, …).');
  return value;
}

/**
 * What a document is: a generic kind (DOCUMENT_TYPES) or one a credit product requires (admission_letter, …). A
 * scalar rather than an enum, since products add kinds without a schema change; the service checks a kind against
 * the customer's products.
 */
export const DocumentTypeScalar = new GraphQLScalarType<string, string>({
  name: 'DocumentType',
  description: `A document kind: ${DOCUMENT_TYPES.join(', ')}, or one the applicant's credit product requires (admission_letter, …).`,
  serialize: (value) => documentKind(value),
  parseValue: (value) => documentKind(value),
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING) throw new GraphQLError('A document type is a string.');
    return documentKind(ast.value);
  },
});
registerEnumType(DocumentStatusEnum, {
  name: 'DocumentStatus',
  description: 'pending until staff verify or reject it.',
  valuesConfig: {
    pending: { description: 'Uploaded and waiting for staff to review it; its owner may still delete it.' },
    verified: { description: 'Checked and accepted by staff.' },
    rejected: { description: 'Refused by staff; the review note tells the customer what to fix, and they upload a new one.' },
  } satisfies Record<keyof typeof DocumentStatusEnum, { description: string }>,
});

/** The download path of a document; the storage key itself never leaves the server. */
export function documentDownloadPath(id: string): string {
  return `/api/files/${id}`;
}

@ObjectType({ description: 'The customer a document belongs to.' })
@Allow.inherit()
export class DocumentOwner extends PersonFields {}

// Field rules repeat the owner-or-staff check so a Document nested elsewhere (e.g. under an application) stays private.
@ObjectType({ description: 'A file a customer uploaded for KYC or an application, and its review.' })
@Allow.inherit()
export class Document {
  @Field(() => ID, { description: 'The document’s id.' })
  id: string;

  userId: string;

  @Field(() => ID, { nullable: true, description: 'The application it was filed for; null if it was not attached to one (owner or viewAllDocuments).' })
  @Allow.ownerOr('viewAllDocuments')
  applicationId: string | null;

  @Field(() => DocumentTypeScalar, { description: 'What the document is (ghana_card, payslip, …).' })
  type: DocumentType;

  @Field(() => String, { description: 'The original file name, cleaned; kept as metadata only (owner or viewAllDocuments).' })
  @Allow.ownerOr('viewAllDocuments')
  fileName: string;

  @Field(() => String, { description: 'application/pdf, image/jpeg or image/png, decided from the content (owner or viewAllDocuments).' })
  @Allow.ownerOr('viewAllDocuments')
  mimeType: string;

  @Field(() => Int, { description: 'The file’s size in bytes (owner or viewAllDocuments).' })
  @Allow.ownerOr('viewAllDocuments')
  sizeBytes: number;

  @Field(() => DocumentStatusEnum, { description: 'Pending, verified or rejected.' })
  status: DocumentStatus;

  @Field(() => String, { nullable: true, description: 'Why it was verified or rejected (always given on rejection); null otherwise (owner or viewAllDocuments).' })
  @Allow.ownerOr('viewAllDocuments')
  reviewNote: string | null;

  @Field(() => Date, { nullable: true, description: 'When staff verified or rejected it; null while pending.' })
  reviewedAt: Date | null;

  @Field(() => ID, { nullable: true, description: 'The staff member who reviewed it (user id); null while pending (viewAllDocuments).' })
  @Allow.permission('viewAllDocuments')
  reviewerId: string | null;

  @Field(() => DocumentOwner, { description: 'The customer it belongs to (owner or viewAllDocuments).' })
  @Allow.ownerOr('viewAllDocuments')
  owner: DocumentOwner;

  @Field(() => Date, { description: 'When it was filed.' })
  createdAt: Date;

  @Field(() => String, { description: 'Where the file is downloaded: GET /api/files/<id> (owner or viewAllDocuments).' })
  @Allow.ownerOr('viewAllDocuments')
  url(): string {
    return documentDownloadPath(this.id);
  }

  @Field(() => String, {
    description:
      'SPEC §3 file_path: the same download path as `url`. SPEC’s cloudinary_url and cloudinary_public_id are ' +
      'replaced by our own file storage, so they do not exist; the storage key is never exposed (owner or viewAllDocuments).',
  })
  @Allow.ownerOr('viewAllDocuments')
  filePath(): string {
    return documentDownloadPath(this.id);
  }
}

@ObjectType({ description: 'A page of documents, in the order asked for.' })
export class DocumentConnection extends Connection(Document) {}

@ObjectType({
  description:
    'Who a document belongs to, as a verifier compares the upload against it (viewAllDocuments): the Ghana Card number in full only for viewAllUsers, masked otherwise.',
})
@Allow.inherit()
export class DocumentHolder {
  @Field(() => ID, { description: 'The document’s id.' })
  documentId: string;

  @Field(() => ID, { description: 'The customer’s account id.' })
  userId: string;

  @Field(() => String, { description: 'First name, from the account.' })
  firstName: string;

  @Field(() => String, { description: 'Last name, from the account.' })
  lastName: string;

  @Field(() => String, { nullable: true, description: 'Date of birth (YYYY-MM-DD); null until given.' })
  dateOfBirth: string | null;

  @Field(() => String, { nullable: true, description: 'Ghana mobile number in +233XXXXXXXXX form; null until given.' })
  phone: string | null;

  @Field(() => String, { nullable: true, description: 'The Ghana Card number: in full for viewAllUsers, otherwise with its middle digits masked (GHA-••••••789-0); null until given.' })
  ghanaCardNumber: string | null;

  @Field(() => Boolean, { description: 'True when ghanaCardNumber is masked (the caller lacks viewAllUsers).' })
  ghanaCardNumberMasked: boolean;

  @Field(() => ID, { nullable: true, description: 'The application the document was filed for, else the customer’s newest application; null without one.' })
  applicationId: string | null;
}
