import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { Allow } from '../../graphql/rules.js';
import { STAFF_SEARCH_KINDS, type StaffSearchKind } from './search.types.js';

export const StaffSearchKindEnum = Object.fromEntries(STAFF_SEARCH_KINDS.map((kind) => [kind, kind])) as Record<StaffSearchKind, StaffSearchKind>;

registerEnumType(StaffSearchKindEnum, {
  name: 'StaffSearchKind',
  description: 'A kind of record the staff search finds.',
  valuesConfig: {
    user: { description: 'A person’s account (viewAllUsers).' },
    application: { description: 'A credit application (viewAllApplications).' },
    loan: { description: 'A loan, found by its number or borrower (viewAllPayments or viewAllApplications).' },
    order: { description: 'A BNPL order (viewAllApplications).' },
    payment: { description: 'A payment, found by its reference (viewAllPayments).' },
    ticket: { description: 'A support ticket (manageSystem).' },
  } satisfies Record<StaffSearchKind, { description: string }>,
});

@ObjectType({ description: 'One record the staff search found, named as staff know it.' })
@Allow.inherit()
export class StaffSearchResult {
  @Field(() => StaffSearchKindEnum, { description: 'What the record is; with id it names the page that opens it.' })
  kind: StaffSearchKind;

  @Field(() => ID, { description: 'The record’s id.' })
  id: string;

  @Field(() => String, { description: 'The record’s name: a person, “LN-1A2B3C4D · Ama Mensah”, a payment’s amount and payer, a ticket’s subject.' })
  title: string;

  @Field(() => String, { description: 'A second line: email and role, status, reference.' })
  subtitle: string;

  @Field(() => ID, { nullable: true, description: 'For a loan, itself; for a payment, the loan it pays into (whose page lists it); else null.' })
  loanId: string | null;
}
