import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { Role } from '../../auth/permissions.js';
import { RoleEnum } from '../../graphql/enums.js';
import { Allow } from '../../graphql/rules.js';

@ObjectType({ description: 'One check of the approval checklist: approving is refused while any check has not passed.' })
@Allow.inherit()
export class ApprovalCheck {
  @Field(() => String, { description: 'documents, property (rent only), affordability or identity.' })
  key: string;

  @Field(() => String, { description: 'What the check asks, in words for the approver (e.g. Required documents verified).' })
  label: string;

  @Field(() => Boolean, { description: 'Whether the check passes now.' })
  passed: boolean;

  @Field(() => String, { description: 'What was found, in a sentence.' })
  detail: string;
}

@ObjectType({ description: 'An approval given to an application or order.' })
@Allow.inherit()
export class CreditApprovalGiven {
  @Field(() => ID, { description: 'The staff member who approved (user id).' })
  approverId: string;

  @Field(() => String, { description: 'The approver’s first and last name.' })
  approverName: string;

  @Field(() => String, { nullable: true, description: 'The reason the approver gave; null if none.' })
  reason: string | null;

  @Field(() => Date, { description: 'When the approval was given.' })
  approvedAt: Date;
}

@ObjectType({ description: 'Approvals given so far and how many the amount needs (two above the four-eyes threshold).' })
@Allow.inherit()
export class ApprovalProgress {
  @Field(() => Int, { description: '1, or 2 when the amount financed is above the threshold.' })
  required: number;

  @Field(() => Int, { description: "The four-eyes threshold of the product version (pesewas)." })
  threshold: number;

  @Field(() => [CreditApprovalGiven], { description: 'Oldest first.' })
  approvals: CreditApprovalGiven[];
}

export const DECISION_STEP_KINDS = ['approval', 'approved', 'rejected', 'cancelled', 'review_requested', 'review_answered'] as const;
export type DecisionStepKind = (typeof DECISION_STEP_KINDS)[number];
export const DecisionStepKindEnum = Object.fromEntries(DECISION_STEP_KINDS.map((kind) => [kind, kind])) as Record<DecisionStepKind, DecisionStepKind>;

registerEnumType(DecisionStepKindEnum, {
  name: 'DecisionStepKind',
  description: 'What a step of a credit decision was.',
  valuesConfig: {
    approval: { description: 'An approval that did not complete the decision (the first of two under four eyes).' },
    approved: { description: 'The approval that completed the decision: the subject is approved.' },
    rejected: { description: 'The rejection that ended it.' },
    cancelled: { description: 'The order was cancelled (by the customer while pending, or by staff before dispatch).' },
    review_requested: { description: 'The customer asked for a human review of the rejection.' },
    review_answered: { description: 'A credit analyst answered the review request.' },
  } satisfies Record<DecisionStepKind, { description: string }>,
});

@ObjectType({ description: 'The person who took a step of a decision.' })
@Allow.inherit()
export class DecisionPerson {
  @Field(() => ID, { description: 'Their account id.' })
  id: string;

  @Field(() => String, { description: 'Their first name.' })
  firstName: string;

  @Field(() => String, { description: 'Their last name.' })
  lastName: string;

  @Field(() => RoleEnum, { description: 'Their role now (user for the customer).' })
  role: Role;
}

@ObjectType({
  description: 'One step of the credit decision on an application or order, with its own person, time and reason (never one person’s name under another’s words).',
})
@Allow.inherit()
export class DecisionStep {
  @Field(() => DecisionStepKindEnum, { description: 'What the step was.' })
  kind: DecisionStepKind;

  @Field(() => String, { description: 'The step in words: Approved, First approval, Second approval, Rejected, Cancelled, Review requested, Review answered.' })
  label: string;

  @Field(() => DecisionPerson, { nullable: true, description: 'Who took the step; null when their account no longer exists.' })
  person: DecisionPerson | null;

  @Field(() => Date, { nullable: true, description: 'When the step was taken; null only on records older than the time was kept.' })
  at: Date | null;

  @Field(() => String, { nullable: true, description: 'The reason, note or answer given with the step; null if none.' })
  reason: string | null;
}
