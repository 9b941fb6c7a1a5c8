import { IsOptional, Length, MaxLength } from 'class-validator';
import { ArgsType, Field, ID, InputType } from 'type-graphql';
import { OrderedPageArgs } from '../../graphql/pagination.js';
import type { DocumentStatus, DocumentType } from './document.table.js';
import { DocumentStatusEnum, DocumentTypeScalar } from './document.type.js';

export const REVIEW_NOTE_MAX = 1000;

@InputType()
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
  @Field(() => DocumentStatusEnum, { nullable: true })
  status?: DocumentStatus | null;

  @Field(() => DocumentTypeScalar, { nullable: true })
  type?: DocumentType | null;

  @Field(() => ID, { nullable: true, description: 'Only this customer’s documents.' })
  @IsOptional()
  @MaxLength(100)
  userId?: string | null;
}

@ArgsType()
export class VerifyDocumentArgs {
  @Field(() => ID)
  id: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(REVIEW_NOTE_MAX, { message: `The note must be at most ${REVIEW_NOTE_MAX} characters.` })
  note?: string | null;
}

@ArgsType()
export class RejectDocumentArgs {
  @Field(() => ID)
  id: string;

  @Field(() => String, { description: 'Tells the customer what to fix; required.' })
  @Length(3, REVIEW_NOTE_MAX, { message: `The note must be 3 to ${REVIEW_NOTE_MAX} characters.` })
  note: string;
}
