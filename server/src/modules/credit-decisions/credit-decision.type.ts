import { Field, ID, Int, ObjectType } from 'type-graphql';
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
