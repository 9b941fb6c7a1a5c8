// The documents an application needs, as its product version lists them, and where each stands: missing,
// requested (an analyst asked for it again, with a reason), pending review, verified or rejected. The customer's
// upload step and dashboard, and staff, read the same list; analysts who review documents can request one.
import { Length } from 'class-validator';
import { ArgsType, Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { Allow } from '../../graphql/rules.js';
import type { RequiredDocument } from '../credit-products/credit-product.facts.js';
import { documentLabel, type DocumentStatus } from './document.facts.js';
import { DocumentTypeScalar } from './document.type.js';

export const REQUIREMENT_STATES = ['missing', 'requested', 'pending', 'verified', 'rejected'] as const;
export type RequirementState = (typeof REQUIREMENT_STATES)[number];
export const RequirementStateEnum = Object.fromEntries(REQUIREMENT_STATES.map((value) => [value, value])) as Record<RequirementState, RequirementState>;
registerEnumType(RequirementStateEnum, {
  name: 'DocumentRequirementState',
  description: 'missing (not uploaded), requested (staff asked for it, see note), pending (uploaded, waiting for review), verified, rejected (see note).',
  valuesConfig: {
    missing: { description: 'No document of this kind has been filed.' },
    requested: { description: 'Staff asked for it (again) and nothing was filed since; the note says why.' },
    pending: { description: 'Filed and waiting for staff to review it.' },
    verified: { description: 'A document of this kind was verified.' },
    rejected: { description: 'The newest document of this kind was rejected and none is pending or verified; the note says what to fix.' },
  } satisfies Record<keyof typeof RequirementStateEnum, { description: string }>,
});

/** One required document of an application and where it stands. */
export interface RequirementView {
  kind: string;
  text: string;
  label: string;
  state: RequirementState;
  /** The newest document of this kind, if any. */
  documentId: string | null;
  /** Why it was requested or rejected. */
  note: string | null;
}

/** What the list reads: the customer's documents and the requests on the application, each newest first. */
export interface RequirementFacts {
  documents: ReadonlyArray<{ id: string; type: string; status: DocumentStatus; reviewNote: string | null; createdAt: Date }>;
  requests: ReadonlyArray<{ type: string; reason: string; createdAt: Date }>;
}

/**
 * Pure: each required document's state. A request stands until a document of its kind is filed after it (it may
 * ask again for one already verified, e.g. unreadable); otherwise verified beats pending beats rejected.
 */
export function documentRequirements(required: readonly RequiredDocument[], facts: RequirementFacts): RequirementView[] {
  return required.map(({ kind, text }) => {
    const ofKind = facts.documents.filter((document) => document.type === kind);
    const request = facts.requests.find((candidate) => candidate.type === kind);
    const base = { kind, text, label: documentLabel(kind), documentId: ofKind[0]?.id ?? null };
    if (request && !ofKind.some((document) => document.createdAt > request.createdAt)) return { ...base, state: 'requested' as const, note: request.reason };
    const verified = ofKind.find((document) => document.status === 'verified');
    if (verified) return { ...base, documentId: verified.id, state: 'verified' as const, note: null };
    const pending = ofKind.find((document) => document.status === 'pending');
    if (pending) return { ...base, documentId: pending.id, state: 'pending' as const, note: null };
    if (ofKind[0]) return { ...base, state: 'rejected' as const, note: ofKind[0].reviewNote };
    return { ...base, state: 'missing' as const, note: null };
  });
}

const article = (label: string) => (/^[aeiou]/i.test(label) ? 'an' : 'a');
const joinWords = (items: string[]) => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);

/** "2 of 3 documents: a mobile money statement is missing"; "3 of 3 documents provided." */
export function documentsSummary(requirements: readonly RequirementView[]): string {
  if (requirements.length === 0) return 'No documents are needed.';
  const provided = requirements.filter((item) => item.state === 'pending' || item.state === 'verified').length;
  const head = `${provided} of ${requirements.length} document${requirements.length === 1 ? '' : 's'}`;
  const problems = requirements.flatMap((item) => {
    if (item.state === 'missing') return [`${article(item.label)} ${item.label} is missing`];
    if (item.state === 'requested') return [`${article(item.label)} ${item.label} is requested`];
    if (item.state === 'rejected') return [`the ${item.label} was rejected`];
    return [];
  });
  return problems.length === 0 ? `${head} provided.` : `${head}: ${joinWords(problems)}`;
}

@ObjectType({ description: 'A document an application needs (its product’s list) and where it stands.' })
@Allow.inherit()
export class ApplicationDocumentRequirement {
  @Field(() => DocumentTypeScalar, { description: 'The document type to upload it as.' })
  kind: string;

  @Field(() => String, { description: 'What to provide, as the product words it.' })
  text: string;

  @Field(() => String, { description: 'Its name in a sentence ("mobile money statement").' })
  label: string;

  @Field(() => RequirementStateEnum, { description: 'Where it stands.' })
  state: RequirementState;

  @Field(() => ID, { nullable: true, description: 'The document that decides the state, if any.' })
  documentId: string | null;

  @Field(() => String, { nullable: true, description: 'Why it was requested or rejected; null otherwise.' })
  note: string | null;
}

@ArgsType()
export class RequestDocumentArgs {
  @Field(() => ID, { description: 'The application, pending or under review, not the caller’s own.' })
  applicationId: string;

  @Field(() => DocumentTypeScalar, { description: 'The document type asked for: one the product requires, or a generic one.' })
  kind: string;

  @Field(() => String, { description: 'Why (missing, unreadable, …): the customer reads it.' })
  @Length(5, 500, { message: 'Give a reason of 5 to 500 characters; the customer reads it.' })
  reason: string;
}
