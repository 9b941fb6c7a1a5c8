import { GraphQLSafeInt } from 'graphql-scalars';
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Connection } from '../../graphql/pagination.js';
import { Allow } from '../../graphql/rules.js';
import { PropertySummary } from '../properties/property.type.js';
import { CreditQuote } from '../quotes/quote.type.js';
import { APPLICATION_STATUSES, EMPLOYMENT_TYPES, type ApplicationStatus, type EmploymentType } from './application.table.js';
import { PersonFields } from '../../graphql/person.js';

export const ApplicationStatusEnum = Object.fromEntries(APPLICATION_STATUSES.map((value) => [value, value])) as Record<
  ApplicationStatus,
  ApplicationStatus
>;
export const EmploymentTypeEnum = Object.fromEntries(EMPLOYMENT_TYPES.map((value) => [value, value])) as Record<EmploymentType, EmploymentType>;
registerEnumType(ApplicationStatusEnum, {
  name: 'ApplicationStatus',
  description: 'pending (new), under_review, approved, rejected, cancelled (by the applicant).',
  valuesConfig: {
    pending: { description: 'Submitted and waiting for staff; the applicant may still change or cancel it.' },
    under_review: { description: 'Taken into review by a staff member; the applicant may still cancel it.' },
    approved: { description: 'Approved: a loan was created and waits for finance to pay the landlord or other payee.' },
    rejected: { description: 'Not approved; the reason says why, and the applicant may ask once for a human review.' },
    cancelled: { description: 'Withdrawn by the applicant before a decision.' },
  } satisfies Record<keyof typeof ApplicationStatusEnum, { description: string }>,
});
registerEnumType(EmploymentTypeEnum, {
  name: 'EmploymentType',
  description: 'How the applicant earns; the same list for the eligibility check and the application.',
  valuesConfig: {
    full_time: { description: 'A full-time employee.' },
    part_time: { description: 'A part-time employee.' },
    self_employed: { description: 'Self-employed: runs their own business or trade.' },
    contract: { description: 'A contract worker.' },
    retired: { description: 'Retired, living on a pension.' },
    student: { description: 'A student.' },
    unemployed: { description: 'Without work: the eligibility check and applications refuse it.' },
  } satisfies Record<keyof typeof EmploymentTypeEnum, { description: string }>,
});

@ObjectType({ description: 'Someone to call about the applicant, as the applicant gave them.' })
@Allow.inherit()
export class EmergencyContact {
  @Field(() => ID, { description: 'The contact’s id.' })
  id: string;

  /** The applicant, for the owner rule on `phone`. */
  userId: string;

  @Field(() => String, { description: 'The contact’s name.' })
  name: string;

  @Field(() => String, { description: 'The contact’s phone number, E.164 (+233…) (the applicant or viewAllApplications).' })
  @Allow.ownerOr('viewAllApplications')
  phone: string;

  @Field(() => String, { description: 'How the contact knows the applicant (sister, colleague, pastor, …).' })
  relationship: string;
}

@ObjectType({ description: 'The applicant’s employment as declared when applying.' })
@Allow.inherit()
export class EmployerInformation {
  /** The applicant, for the owner rule on income and phone. */
  userId: string;

  @Field(() => String, { description: 'The employer’s or business’s name.' })
  employerName: string;

  @Field(() => String, { description: 'The employer’s address, as the applicant wrote it.' })
  employerAddress: string;

  @Field(() => String, { description: 'The employer’s phone number, E.164 (+233…) (the applicant or viewAllApplications).' })
  @Allow.ownerOr('viewAllApplications')
  employerPhone: string;

  @Field(() => String, { description: 'The applicant’s job title.' })
  jobTitle: string;

  @Field(() => EmploymentTypeEnum, { description: 'How the applicant earns.' })
  employmentType: EmploymentType;

  @Field(() => Int, { description: 'Pesewas.' })
  @Allow.ownerOr('viewAllApplications')
  monthlyNetIncome: number;

  @Field(() => String, { description: 'YYYY-MM-DD' })
  startDate: string;
}

@ObjectType({ description: 'The customer who applied.' })
@Allow.inherit()
export class ApplicationApplicant extends PersonFields {}

@ObjectType({ description: 'The staff member who reviewed or decided the application.' })
@Allow.inherit()
export class ApplicationReviewer {
  @Field(() => ID, { description: 'Their account id.' })
  id: string;

  @Field(() => String, { description: 'Their first name.' })
  firstName: string;

  @Field(() => String, { description: 'Their last name.' })
  lastName: string;
}

@ObjectType({ description: 'The credit product an application is for, from the version it was priced on.' })
@Allow.inherit()
export class ApplicationProduct {
  @Field(() => String, { description: 'The product’s stable code.' })
  code: string;

  @Field(() => String, { description: 'The product’s name, as customers see it.' })
  name: string;

  @Field(() => String, { description: 'Who the product pays: landlord, merchant, school, customer or other.' })
  payeeKind: string;

  @Field(() => ID, { description: 'The id of the product version the application was priced on.' })
  versionId: string;

  @Field(() => Int, { description: 'The number of that version (1, 2, …).' })
  version: number;
}

@ObjectType({ description: 'A credit application (rent assistance or another product applied for) with its emergency contacts and employer.' })
@Allow.inherit()
export class Application {
  @Field(() => ID, { description: 'The application’s id.' })
  id: string;

  userId: string;

  @Field(() => ApplicationStatusEnum, { description: 'Where the application stands.' })
  status: ApplicationStatus;

  @Field(() => Int, { nullable: true, description: 'Pesewas; rent assistance only (null for other products).' })
  monthlyRent: number | null;

  @Field(() => Int, { nullable: true, description: 'Months of rent paid to the landlord upfront (1 to 24); rent assistance only.' })
  advanceMonths: number | null;

  @Field(() => Int, { description: 'Months over which the applicant repays.' })
  repaymentMonths: number;

  @Field(() => GraphQLSafeInt, { description: 'Pesewas: the amount financed (rent: monthly rent × advance months).' })
  amountRequested: number;

  @Field(() => String, { nullable: true, description: 'Who a product other than rent pays (the school, …); null for rent.' })
  payeeName: string | null;

  @Field(() => String, { nullable: true, description: 'The payee’s phone number, E.164 (+233…); null for rent (the applicant or viewAllApplications).' })
  @Allow.ownerOr('viewAllApplications')
  payeePhone: string | null;

  @Field(() => String, { nullable: true, description: 'What identifies the customer at the payee (student’s name, account number).' })
  @Allow.ownerOr('viewAllApplications')
  payeeReference: string | null;

  @Field(() => String, {
    nullable: true,
    description: "Set when more than 6 months' advance is requested (Rent Act 1963 s.25(5)); staff see it on review.",
  })
  rentActWarning: string | null;

  @Field(() => String, { nullable: true, description: 'Rent assistance only.' })
  propertyAddress: string | null;

  @Field(() => String, { nullable: true, description: 'GhanaPost GPS digital address; rent assistance only.' })
  propertyDigitalAddress: string | null;

  @Field(() => String, { nullable: true, description: 'Rent assistance only.' })
  landlordName: string | null;

  @Field(() => String, { nullable: true, description: 'The landlord’s phone number, E.164 (+233…); rent assistance only (the applicant or viewAllApplications).' })
  @Allow.ownerOr('viewAllApplications')
  landlordPhone: string | null;

  @Field(() => ID, { nullable: true, description: 'The id of the inspected property it is linked to; null until staff link one.' })
  propertyId: string | null;

  @Field(() => PropertySummary, { nullable: true, description: 'The inspected property this application is linked to.' })
  property: PropertySummary | null;

  @Field(() => ApplicationApplicant, { description: 'The customer who applied (the applicant or viewAllApplications).' })
  @Allow.ownerOr('viewAllApplications')
  applicant: ApplicationApplicant;

  @Field(() => ApplicationReviewer, {
    nullable: true,
    description: 'The staff member who took it into review or decided it; null until then (viewAllApplications).',
  })
  @Allow.permission('viewAllApplications')
  reviewer: ApplicationReviewer | null;

  @Field(() => String, { nullable: true, description: 'Why it was approved or rejected.' })
  decisionReason: string | null;

  @Field(() => Date, { nullable: true, description: 'When it was approved or rejected; null until decided.' })
  decidedAt: Date | null;

  @Field(() => CreditQuote, { nullable: true, description: 'The disclosure the applicant accepted on submission.' })
  disclosure: CreditQuote | null;

  @Field(() => Date, { nullable: true, description: 'When the applicant accepted the disclosure (on submission or the last update); null on applications older than disclosures.' })
  disclosureAcceptedAt: Date | null;

  @Field(() => [EmergencyContact], { description: 'One to three, in the order the applicant gave them.' })
  emergencyContacts: EmergencyContact[];

  @Field(() => EmployerInformation, { description: 'The applicant’s employment as declared when applying.' })
  employerInformation: EmployerInformation;

  @Field(() => Date, { description: 'When it was submitted.' })
  createdAt: Date;

  @Field(() => Date, { description: 'When it last changed (edited, reviewed, decided, cancelled or linked).' })
  updatedAt: Date;
}

@ObjectType({ description: 'A page of applications, in the order asked for.' })
export class ApplicationConnection extends Connection(Application) {}
