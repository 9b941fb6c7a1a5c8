import { IsOptional, Length, MaxLength } from 'class-validator';
import { ArgsType, Field, ID, InputType } from 'type-graphql';
import { OrderedPageArgs } from '../../graphql/pagination.js';
import type { DocumentStatus, DocumentType } from './document.table.js';
import { DocumentStatusEnum, DocumentTypeScalar } from './document.type.js';

export const REVIEW_NOTE_MAX = 1000;

@InputType({ description: 'An upload the caller received from POST /api/files, to be filed as one of their documents.' })
export class CreateDocumentInput {
  @Field(() => ID, { description: 'The id POST /api/files answered with.' })
  uploadId: string;

  @Field(() => DocumentTypeScalar, { description: 'A generic kind or one the caller’s credit product requires (its requiredDocuments).' })
  type: DocumentType;

  @Field(() => ID, { nullable: true, description: 'Attach it to one of the caller’s applications.' })
  applicationId?: string | null;
}

@ArgsType()
export class DocumentListArgs extends OrderedPageArgs {
  @Field(() => DocumentStatusEnum, { nullable: true, description: 'Only documents in this status; null for all.' })
  status?: DocumentStatus | null;

  @Field(() => DocumentTypeScalar, { nullable: true, description: 'Only documents of this type; null for all.' })
  type?: DocumentType | null;

  @Field(() => ID, { nullable: true, description: 'Only this customer’s documents.' })
  @IsOptional()
  @MaxLength(100)
  userId?: string | null;
}

@ArgsType()
export class VerifyDocumentArgs {
  @Field(() => ID, { description: 'The document’s id.' })
  id: string;

  @Field(() => String, { nullable: true, description: 'An optional note for the customer, at most 1000 characters.' })
  @IsOptional()
  @MaxLength(REVIEW_NOTE_MAX, { message: `The note must be at most ${REVIEW_NOTE_MAX} characters.` })
  note?: string | null;
}

@ArgsType()
export class RejectDocumentArgs {
  @Field(() => ID, { description: 'The document’s id.' })
  id: string;

  @Field(() => String, { description: 'Tells the customer what to fix; required, 3 to 1000 characters.' })
  @Length(3, REVIEW_NOTE_MAX, { message: `The note must be 3 to ${REVIEW_NOTE_MAX} characters.` })
  note: string;
}
