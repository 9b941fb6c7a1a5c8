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
});
registerEnumType(EmploymentTypeEnum, {
  name: 'EmploymentType',
  description: 'How the applicant earns; the same list for the eligibility check and the application.',
});

@ObjectType()
@Allow.inherit()
export class EmergencyContact {
  @Field(() => ID)
  id: string;

  /** The applicant, for the owner rule on `phone`. */
  userId: string;

  @Field(() => String)
  name: string;

  @Field(() => String)
  @Allow.ownerOr('viewAllApplications')
  phone: string;

  @Field(() => String)
  relationship: string;
}

@ObjectType()
@Allow.inherit()
export class EmployerInformation {
  /** The applicant, for the owner rule on income and phone. */
  userId: string;

  @Field(() => String)
  employerName: string;

  @Field(() => String)
  employerAddress: string;

  @Field(() => String)
  @Allow.ownerOr('viewAllApplications')
  employerPhone: string;

  @Field(() => String)
  jobTitle: string;

  @Field(() => EmploymentTypeEnum)
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
  @Field(() => ID)
  id: string;

  @Field(() => String)
  firstName: string;

  @Field(() => String)
  lastName: string;
}

@ObjectType({ description: 'The credit product an application is for, from the version it was priced on.' })
@Allow.inherit()
export class ApplicationProduct {
  @Field(() => String)
  code: string;

  @Field(() => String)
  name: string;

  @Field(() => String, { description: 'Who the product pays: landlord, merchant, school, customer or other.' })
  payeeKind: string;

  @Field(() => ID)
  versionId: string;

  @Field(() => Int)
  version: number;
}

@ObjectType({ description: 'A credit application (rent assistance or another product applied for) with its emergency contacts and employer.' })
@Allow.inherit()
export class Application {
  @Field(() => ID)
  id: string;

  userId: string;

  @Field(() => ApplicationStatusEnum)
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

  @Field(() => String, { nullable: true })
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

  @Field(() => String, { nullable: true })
  @Allow.ownerOr('viewAllApplications')
  landlordPhone: string | null;

  @Field(() => ID, { nullable: true })
  propertyId: string | null;

  @Field(() => PropertySummary, { nullable: true, description: 'The inspected property this application is linked to.' })
  property: PropertySummary | null;

  @Field(() => ApplicationApplicant)
  @Allow.ownerOr('viewAllApplications')
  applicant: ApplicationApplicant;

  @Field(() => ApplicationReviewer, { nullable: true })
  @Allow.permission('viewAllApplications')
  reviewer: ApplicationReviewer | null;

  @Field(() => String, { nullable: true, description: 'Why it was approved or rejected.' })
  decisionReason: string | null;

  @Field(() => Date, { nullable: true })
  decidedAt: Date | null;

  @Field(() => CreditQuote, { nullable: true, description: 'The disclosure the applicant accepted on submission.' })
  disclosure: CreditQuote | null;

  @Field(() => Date, { nullable: true })
  disclosureAcceptedAt: Date | null;

  @Field(() => [EmergencyContact], { description: 'One to three, in the order the applicant gave them.' })
  emergencyContacts: EmergencyContact[];

  @Field(() => EmployerInformation)
  employerInformation: EmployerInformation;

  @Field(() => Date)
  createdAt: Date;

  @Field(() => Date)
  updatedAt: Date;
}

@ObjectType()
export class ApplicationConnection extends Connection(Application) {}
