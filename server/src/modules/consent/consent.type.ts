import { Length } from 'class-validator';
import { Field, ID, InputType, ObjectType, registerEnumType } from 'type-graphql';
import { Allow } from '../../graphql/rules.js';
import { LEGAL_DOCUMENTS, type LegalDocument } from './consent.table.js';

export const LegalDocumentEnum = Object.fromEntries(LEGAL_DOCUMENTS.map((value) => [value, value])) as Record<LegalDocument, LegalDocument>;
registerEnumType(LegalDocumentEnum, {
  name: 'LegalDocument',
  description: 'The Terms of Service (terms) or the Privacy Policy (privacy).',
  valuesConfig: {
    terms: { description: 'The Terms of Service.' },
    privacy: { description: 'The Privacy Policy.' },
  } satisfies Record<keyof typeof LegalDocumentEnum, { description: string }>,
});

@ObjectType({ description: 'A published version of the Terms or the Privacy Policy, with what changed.' })
@Allow.inherit()
export class LegalDocumentVersion {
  @Field(() => ID, { description: 'The version’s id.' })
  id: string;

  @Field(() => LegalDocumentEnum, { description: 'Which document it is a version of.' })
  document: LegalDocument;

  @Field(() => String, { description: 'The version label, e.g. 2026-11-01.' })
  version: string;

  @Field(() => String, { description: 'What changed, in plain words (shown to customers asked to accept it).' })
  summary: string;

  @Field(() => Date, { description: 'When it was published; the newest published version is in force.' })
  publishedAt: Date;
}

@ObjectType({ description: 'Where the caller stands with one document.' })
@Allow.inherit()
export class ConsentDocumentStatus {
  @Field(() => LegalDocumentEnum, { description: 'The document.' })
  document: LegalDocument;

  @Field(() => LegalDocumentVersion, { description: 'The version in force.' })
  current: LegalDocumentVersion;

  @Field(() => String, { nullable: true, description: 'The version the caller accepted last (null: never).' })
  acceptedVersion: string | null;

  @Field(() => Date, { nullable: true, description: 'When the caller accepted that version; null if never.' })
  acceptedAt: Date | null;

  @Field(() => Boolean, { description: 'True when the caller accepted the version in force.' })
  upToDate: boolean;
}

@ObjectType({ description: 'Whether the caller accepted the versions in force; new credit is refused (CONSENT_REQUIRED) until then.' })
@Allow.inherit()
export class ConsentStatus {
  @Field(() => Boolean, { description: 'True when the caller accepted the version in force of every document.' })
  upToDate: boolean;

  @Field(() => [ConsentDocumentStatus], { description: 'Where the caller stands with each document: the Terms, then the Privacy Policy.' })
  documents: ConsentDocumentStatus[];
}

@InputType({ description: 'A new version of the Terms or the Privacy Policy to publish.' })
export class PublishLegalVersionInput {
  @Field(() => LegalDocumentEnum, { description: 'Which document.' })
  document: LegalDocument;

  @Field(() => String, { description: 'The version label, 1 to 40 characters, new for the document (e.g. 2026-11-01).' })
  @Length(1, 40, { message: 'Give a version label of 1 to 40 characters.' })
  version: string;

  @Field(() => String, { description: 'What changed, in plain words.' })
  @Length(5, 2000, { message: 'Summarise the changes in 5 to 2000 characters; customers will read it.' })
  summary: string;
}
