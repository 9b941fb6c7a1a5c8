import { Length } from 'class-validator';
import { Field, ID, InputType, ObjectType, registerEnumType } from 'type-graphql';
import { Allow } from '../../graphql/rules.js';
import { LEGAL_DOCUMENTS, type LegalDocument } from './consent.table.js';

export const LegalDocumentEnum = Object.fromEntries(LEGAL_DOCUMENTS.map((value) => [value, value])) as Record<LegalDocument, LegalDocument>;
registerEnumType(LegalDocumentEnum, { name: 'LegalDocument', description: 'The Terms of Service (terms) or the Privacy Policy (privacy).' });

@ObjectType({ description: 'A published version of the Terms or the Privacy Policy, with what changed.' })
@Allow.inherit()
export class LegalDocumentVersion {
  @Field(() => ID)
  id: string;

  @Field(() => LegalDocumentEnum)
  document: LegalDocument;

  @Field(() => String, { description: 'The version label, e.g. 2026-11-01.' })
  version: string;

  @Field(() => String, { description: 'What changed, in plain words (shown to customers asked to accept it).' })
  summary: string;

  @Field(() => Date)
  publishedAt: Date;
}

@ObjectType({ description: 'Where the caller stands with one document.' })
@Allow.inherit()
export class ConsentDocumentStatus {
  @Field(() => LegalDocumentEnum)
  document: LegalDocument;

  @Field(() => LegalDocumentVersion, { description: 'The version in force.' })
  current: LegalDocumentVersion;

  @Field(() => String, { nullable: true, description: 'The version the caller accepted last (null: never).' })
  acceptedVersion: string | null;

  @Field(() => Date, { nullable: true })
  acceptedAt: Date | null;

  @Field(() => Boolean, { description: 'True when the caller accepted the version in force.' })
  upToDate: boolean;
}

@ObjectType({ description: 'Whether the caller accepted the versions in force; new credit is refused (CONSENT_REQUIRED) until then.' })
@Allow.inherit()
export class ConsentStatus {
  @Field(() => Boolean)
  upToDate: boolean;

  @Field(() => [ConsentDocumentStatus])
  documents: ConsentDocumentStatus[];
}

@InputType()
export class PublishLegalVersionInput {
  @Field(() => LegalDocumentEnum)
  document: LegalDocument;

  @Field(() => String)
  @Length(1, 40, { message: 'Give a version label of 1 to 40 characters.' })
  version: string;

  @Field(() => String, { description: 'What changed, in plain words.' })
  @Length(5, 2000, { message: 'Summarise the changes in 5 to 2000 characters; customers will read it.' })
  summary: string;
}
