import { ArrayMaxSize, ArrayMinSize, IsIn, IsInt, Length, Matches, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { GraphQLSafeInt } from 'graphql-scalars';
import { ArgsType, Field, ID, InputType, Int } from 'type-graphql';
import { OrderedPageArgs } from '../../graphql/pagination.js';
import { IsGhanaPhone } from '../../graphql/phone.js';
import { GHANA_POST_GPS, GHANA_POST_GPS_MESSAGE } from '../properties/property.inputs.js';
import { AcceptedDisclosureInput } from '../quotes/quote.type.js';
import { APPLICATION_STATUSES, EMPLOYMENT_TYPES, type ApplicationStatus, type EmploymentType } from './application.table.js';
import { ApplicationStatusEnum, EmploymentTypeEnum } from './application.type.js';

export const MAX_EMERGENCY_CONTACTS = 3;
export const MAX_ADVANCE_MONTHS = 24;

@InputType({ description: 'Someone to call about the applicant; each contact needs a different phone number.' })
export class EmergencyContactInput {
  @Field(() => String, { description: 'The contact’s name, 2 to 120 characters.' })
  @Length(2, 120)
  name: string;

  @Field(() => String, { description: 'The contact’s phone number. Any usual Ghana form (024 412 3456, +233 24 412 3456); stored as E.164.' })
  @IsGhanaPhone()
  phone: string;

  @Field(() => String, { description: 'e.g. sister, colleague, pastor' })
  @Length(2, 60)
  relationship: string;
}

@InputType({ description: 'The applicant’s employment, as they declare it.' })
export class EmployerInformationInput {
  @Field(() => String, { description: 'The employer’s or business’s name, 2 to 160 characters.' })
  @Length(2, 160)
  employerName: string;

  @Field(() => String, { description: 'The employer’s address, 5 to 300 characters.' })
  @Length(5, 300)
  employerAddress: string;

  @Field(() => String, { description: 'The employer’s phone number. Any usual Ghana form (024 412 3456, +233 24 412 3456); stored as E.164.' })
  @IsGhanaPhone()
  employerPhone: string;

  @Field(() => String, { description: 'The applicant’s job title, 2 to 120 characters.' })
  @Length(2, 120)
  jobTitle: string;

  @Field(() => EmploymentTypeEnum, { description: 'How the applicant earns; unemployed is refused.' })
  @IsIn(EMPLOYMENT_TYPES)
  employmentType: EmploymentType;

  @Field(() => Int, { description: 'Pesewas.' })
  @IsInt()
  @Min(1, { message: 'must be more than zero' })
  monthlyNetIncome: number;

  @Field(() => String, { description: 'YYYY-MM-DD, not in the future.' })
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'must be a date like 2024-03-01' })
  startDate: string;
}

@InputType({ description: 'Everything a rent assistance application needs; updates replace it whole.' })
export class ApplicationInput {
  @Field(() => Int, { description: 'Pesewas.' })
  @IsInt()
  @Min(1, { message: 'must be more than zero' })
  monthlyRent: number;

  @Field(() => Int, { description: 'Months of rent paid to the landlord upfront, 1 to 24; monthly rent × advance months must be within the amount limits.' })
  @Min(1)
  @Max(MAX_ADVANCE_MONTHS)
  advanceMonths: number;

  @Field(() => Int, { description: 'One of the setting credit.rent_repayment_months.' })
  @Min(1)
  repaymentMonths: number;

  @Field(() => String, { description: 'The address of the home rented, 5 to 300 characters.' })
  @Length(5, 300)
  propertyAddress: string;

  @Field(() => String, { description: 'Its GhanaPost GPS digital address (GA-183-8164).' })
  @Matches(GHANA_POST_GPS, { message: GHANA_POST_GPS_MESSAGE })
  propertyDigitalAddress: string;

  @Field(() => String, { description: 'The landlord’s name, 2 to 120 characters.' })
  @Length(2, 120)
  landlordName: string;

  @Field(() => String, { description: 'The landlord’s phone number. Any usual Ghana form (024 412 3456, +233 24 412 3456); stored as E.164.' })
  @IsGhanaPhone()
  landlordPhone: string;

  @Field(() => [EmergencyContactInput], { description: 'One to three, first to call first.' })
  @ArrayMinSize(1, { message: 'at least one emergency contact is needed' })
  @ArrayMaxSize(MAX_EMERGENCY_CONTACTS, { message: `at most ${MAX_EMERGENCY_CONTACTS} emergency contacts are allowed` })
  @ValidateNested()
  emergencyContacts: EmergencyContactInput[];

  @Field(() => EmployerInformationInput, { description: 'The applicant’s employment.' })
  @ValidateNested()
  employer: EmployerInformationInput;

  @Field(() => AcceptedDisclosureInput, { description: 'The rentQuote figures the applicant accepted; must match the server’s.' })
  @ValidateNested()
  acceptedDisclosure: AcceptedDisclosureInput;
}

@ArgsType()
export class ApplicationListArgs extends OrderedPageArgs {
  @Field(() => ApplicationStatusEnum, { nullable: true, description: 'Only applications in this status; null for all.' })
  @IsIn(APPLICATION_STATUSES)
  status?: ApplicationStatus | null;

  @Field(() => String, { nullable: true, description: 'Matches applicant name or email, property address, landlord or payee name.' })
  @MaxLength(100)
  search?: string | null;
}

@ArgsType()
export class DecisionArgs {
  @Field(() => ID, { description: 'The application’s id.' })
  id: string;

  @Field(() => String, { description: '5 to 1000 characters; the applicant reads it.' })
  @Length(5, 1000)
  reason: string;
}

@InputType({ description: 'An application for any credit product applied for (not rent, not the shop’s BNPL); updates replace it whole.' })
export class ProductApplicationInput {
  @Field(() => String, { description: 'The code of an active credit product (creditProductsToApply lists them).' })
  @Length(2, 32)
  productCode: string;

  @Field(() => GraphQLSafeInt, { description: 'Pesewas: the amount to be paid to the payee, within the product’s range.' })
  @IsInt()
  @Min(1, { message: 'must be more than zero' })
  amount: number;

  @Field(() => Int, { description: 'Months to repay over: one of the product’s terms.' })
  @IsInt()
  @Min(1)
  termMonths: number;

  @Field(() => String, { description: 'Who we pay (the school, …).' })
  @Length(2, 120)
  payeeName: string;

  @Field(() => String, { description: 'The payee’s phone number. Any usual Ghana form (024 412 3456, +233 24 412 3456); stored as E.164.' })
  @IsGhanaPhone()
  payeePhone: string;

  @Field(() => String, { description: 'What identifies the customer at the payee: the student’s name, an account number, …' })
  @Length(2, 160)
  payeeReference: string;

  @Field(() => [EmergencyContactInput], { description: 'One to three, first to call first.' })
  @ArrayMinSize(1, { message: 'at least one emergency contact is needed' })
  @ArrayMaxSize(MAX_EMERGENCY_CONTACTS, { message: `at most ${MAX_EMERGENCY_CONTACTS} emergency contacts are allowed` })
  @ValidateNested()
  emergencyContacts: EmergencyContactInput[];

  @Field(() => EmployerInformationInput, { description: 'The applicant’s employment.' })
  @ValidateNested()
  employer: EmployerInformationInput;

  @Field(() => AcceptedDisclosureInput, { description: 'The productQuote figures the applicant accepted; must match the server’s.' })
  @ValidateNested()
  acceptedDisclosure: AcceptedDisclosureInput;
}
