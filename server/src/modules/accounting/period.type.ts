import { Field, ObjectType, registerEnumType } from 'type-graphql';
import { Allow } from '../../graphql/rules.js';

const PeriodStatusEnum = { open: 'open', closed: 'closed', reopened: 'reopened' } as const;
registerEnumType(PeriodStatusEnum, {
  name: 'AccountingPeriodStatus',
  description: 'Where a month of the books stands.',
  valuesConfig: {
    open: { description: 'Never closed: postings dated in it post in it.' },
    closed: { description: 'Closed by finance: postings dated in it post on the first open day instead, keeping the day they belong to.' },
    reopened: { description: 'Closed once, then reopened by two people (one asked, another approved in Approvals): open again.' },
  } satisfies Record<keyof typeof PeriodStatusEnum, { description: string }>,
});

@ObjectType({ description: 'One item of the month-end checklist: every item must pass before the month can be closed.' })
@Allow.inherit()
export class AccountingPeriodCheck {
  @Field(() => String, { description: 'A stable key: ended, previous_closed, close_of_business, suspense or reconciliation.' })
  key: string;

  @Field(() => String, { description: 'What the item checks, in words for the person closing the month.' })
  label: string;

  @Field(() => Boolean, { description: 'Whether the item passes now.' })
  passed: boolean;

  @Field(() => String, { description: 'The figures behind the answer (missing close-of-business days, the amount in suspense, the checks that differ).' })
  detail: string;
}

@ObjectType({ description: 'A calendar month of the books (viewAccounting), from the first posting to this month.' })
@Allow.inherit()
export class AccountingPeriod {
  @Field(() => String, { description: 'The month, YYYY-MM.' })
  month: string;

  @Field(() => String, { description: 'Its first day, YYYY-MM-DD.' })
  startsOn: string;

  @Field(() => String, { description: 'Its last day, YYYY-MM-DD.' })
  endsOn: string;

  @Field(() => PeriodStatusEnum, { description: 'Open, closed or reopened.' })
  status: keyof typeof PeriodStatusEnum;

  @Field(() => String, { nullable: true, description: 'The staff member who last closed it (user id); null if never closed.' })
  closedBy: string | null;

  @Field(() => Date, { nullable: true, description: 'When it was last closed; null if never closed.' })
  closedAt: Date | null;

  @Field(() => String, { nullable: true, description: 'Who asked to reopen it (user id), while the request waits and once approved; null while nobody has.' })
  reopenRequestedBy: string | null;

  @Field(() => Date, { nullable: true, description: 'When reopening was asked for.' })
  reopenRequestedAt: Date | null;

  @Field(() => String, { nullable: true, description: 'Why reopening was asked for, as the asker wrote it.' })
  reopenReason: string | null;

  @Field(() => String, { nullable: true, description: 'Who approved reopening it (user id, never the asker); null until approved.' })
  reopenedBy: string | null;

  @Field(() => Date, { nullable: true, description: 'When it was reopened.' })
  reopenedAt: Date | null;
}
