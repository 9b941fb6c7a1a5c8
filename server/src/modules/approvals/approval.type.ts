import { GraphQLSafeInt } from 'graphql-scalars';
import { ArgsType, Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { IsOptional, Length, MaxLength } from 'class-validator';
import { Connection, PageArgs } from '../../graphql/pagination.js';
import { Allow } from '../../graphql/rules.js';
import {
  APPROVAL_ACTIONS,
  APPROVAL_STATUSES,
  APPROVAL_SUBJECT_KINDS,
  type ApprovalAction,
  type ApprovalStatus,
  type ApprovalSubjectKind,
} from './approval-request.table.js';

const enumOf = <T extends string>(values: readonly T[]) => Object.fromEntries(values.map((value) => [value, value])) as Record<T, T>;

export const ApprovalActionEnum = enumOf(APPROVAL_ACTIONS);
export const ApprovalStatusEnum = enumOf(APPROVAL_STATUSES);
export const ApprovalSubjectKindEnum = enumOf(APPROVAL_SUBJECT_KINDS);

registerEnumType(ApprovalActionEnum, {
  name: 'ApprovalAction',
  description: 'What a second person confirms. Thresholds: settings approvals.<action>_threshold (pesewas) where the action has one; otherwise always.',
  valuesConfig: {
    disbursement: { description: 'Paying out a loan to its payee (always).' },
    manual_payment: { description: 'Money staff record as received outside the system, above approvals.manual_payment_threshold or dated before today; it waits as awaiting_approval.' },
    reversal: { description: 'Taking a successful payment back (always).' },
    refund: { description: 'Refunding part of a borrower’s credit balance (always).' },
    credit_applied: { description: 'Applying a borrower’s credit balance to what they owe (above approvals.credit_applied_threshold).' },
    suspense_allocation: { description: 'Allocating money held in suspense to a loan (above approvals.suspense_allocation_threshold).' },
    suspense_refund: { description: 'Sending money held in suspense back to its payer (always).' },
    restructure: { description: 'Offering a borrower new terms (always); the borrower then accepts or declines.' },
    write_off: { description: 'Writing off what a loan still owes (always): collections (manageCollections) ask, an admin (approveWriteOffs) approves.' },
    setting_change: { description: 'Changing a credit, maker-checker, accounting or collections setting (always).' },
    period_reopen: { description: 'Reopening the latest closed accounting month (always; manageAccounting asks and approves).' },
    application_approval: {
      description: 'Approving a credit application above its product version’s four-eyes threshold: the first approver asks, a second (manageAllApplications) completes it here or on the application.',
    },
    order_approval: { description: 'Approving a BNPL order above its product version’s four-eyes threshold, as for applications.' },
  } satisfies Record<ApprovalAction, { description: string }>,
});
registerEnumType(ApprovalStatusEnum, {
  name: 'ApprovalStatus',
  description: 'pending → approved (applied) | declined | cancelled.',
  valuesConfig: {
    pending: { description: 'Waiting for a second person.' },
    approved: { description: 'A second person approved it: the effect was applied in the same transaction.' },
    declined: { description: 'A second person declined it with a reason: nothing was applied.' },
    cancelled: { description: 'The maker withdrew it: nothing was applied.' },
  } satisfies Record<ApprovalStatus, { description: string }>,
});
registerEnumType(ApprovalSubjectKindEnum, {
  name: 'ApprovalSubjectKind',
  description: 'The kind of record a request acts on.',
  valuesConfig: {
    loan: { description: 'A loan (subjectId is its id).' },
    payment: { description: 'A payment (subjectId is its id).' },
    setting: { description: 'A setting (subjectId is its key).' },
    period: { description: 'An accounting month (subjectId is YYYY-MM).' },
    application: { description: 'A credit application (subjectId is its id).' },
    order: { description: 'A BNPL order (subjectId is its id).' },
  } satisfies Record<ApprovalSubjectKind, { description: string }>,
});

@ObjectType({ description: 'One labelled line of a request’s effect, as the maker saw it.' })
@Allow.inherit()
export class ApprovalPreviewLine {
  @Field(() => String, { description: 'What the line is, e.g. "Paid to".' })
  label: string;

  @Field(() => String, { description: 'Its value, formatted for reading (amounts in GH₵, dates).' })
  value: string;
}

@ObjectType({ description: 'A staff member on a request: who made it or who decided it.' })
@Allow.inherit()
export class ApprovalPerson {
  @Field(() => ID, { description: 'The staff member’s user id.' })
  id: string;

  @Field(() => String, { description: 'Their first name.' })
  firstName: string;

  @Field(() => String, { description: 'Their last name.' })
  lastName: string;
}

@ObjectType({ description: 'Something one person asked for that a second person must approve (maker-checker).' })
@Allow.inherit()
export class ApprovalRequest {
  @Field(() => ID, { description: 'The request’s id.' })
  id: string;

  @Field(() => ApprovalActionEnum, { description: 'What is asked for.' })
  action: ApprovalAction;

  @Field(() => ApprovalSubjectKindEnum, { description: 'The kind of record it acts on.' })
  subjectKind: ApprovalSubjectKind;

  @Field(() => String, { description: 'The record: a loan or payment id, a setting key, or an accounting month (YYYY-MM).' })
  subjectId: string;

  @Field(() => String, { description: 'The effect in one sentence.' })
  summary: string;

  @Field(() => [ApprovalPreviewLine], { description: 'The effect, line by line, as the maker saw it when asking.' })
  preview: ApprovalPreviewLine[];

  @Field(() => GraphQLSafeInt, { nullable: true, description: 'The money involved (pesewas); null when nothing is moved (a setting, a restructure).' })
  amount: number | null;

  @Field(() => ApprovalStatusEnum, { description: 'Where it stands.' })
  status: ApprovalStatus;

  @Field(() => ApprovalPerson, { description: 'Who asked (the maker).' })
  maker: ApprovalPerson;

  @Field(() => String, { nullable: true, description: 'What the maker added for the checker.' })
  makerNote: string | null;

  @Field(() => ApprovalPerson, { nullable: true, description: 'Who approved or declined it; null while pending or when cancelled.' })
  checker: ApprovalPerson | null;

  @Field(() => String, { nullable: true, description: 'The checker’s reason (required to decline, optional to approve).' })
  decisionReason: string | null;

  @Field(() => Date, { description: 'When it was asked.' })
  createdAt: Date;

  @Field(() => Date, { nullable: true, description: 'When it was approved, declined or cancelled.' })
  decidedAt: Date | null;
}

@ObjectType({ description: 'A page of approval requests, newest first.' })
@Allow.inherit()
export class ApprovalRequestConnection extends Connection(ApprovalRequest) {}

@ArgsType()
export class ApprovalListArgs extends PageArgs {
  @Field(() => ApprovalStatusEnum, { nullable: true, description: 'Only requests in this status.' })
  status?: ApprovalStatus | null;

  @Field(() => ApprovalActionEnum, { nullable: true, description: 'Only requests for this action.' })
  action?: ApprovalAction | null;

  @Field(() => Boolean, { nullable: true, description: 'Only pending requests the caller may decide (not their own): their inbox.' })
  waitingForMe?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: 'Only the caller’s own requests.' })
  mine?: boolean | null;
}

@ArgsType()
export class DeclineApprovalArgs {
  @Field(() => ID, { description: 'The pending request.' })
  id: string;

  @Field(() => String, { description: 'Why it is declined, 3 to 500 characters; the maker is told.' })
  @Length(3, 500)
  reason: string;
}

@ArgsType()
export class ApproveRequestArgs {
  @Field(() => ID, { description: 'The pending request.' })
  id: string;

  @Field(() => String, { nullable: true, description: 'Anything the checker wants kept with the approval, up to 500 characters.' })
  @IsOptional()
  @MaxLength(500)
  reason?: string | null;
}
