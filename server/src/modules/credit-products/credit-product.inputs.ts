import { GraphQLSafeInt } from 'graphql-scalars';
import { Field, InputType, Int } from 'type-graphql';
import type { PayeeKind, ProductApprovalCheck } from './credit-product.table.js';
import { PayeeKindEnum, ProductApprovalCheckEnum } from './credit-product.type.js';

// The service checks every rule and answers all the reasons at once (credit-product.terms.ts), so the inputs carry
// no validators of their own.

@InputType({ description: 'A document the customer must provide.' })
export class RequiredDocumentInput {
  @Field(() => String, { description: 'The document type: 2 to 40 lower-case letters, digits or underscores (ghana_card, momo_statement, …), each at most once.' })
  kind: string;

  @Field(() => String, { description: 'The sentence the customer sees at the upload step, at most 200 characters.' })
  text: string;
}

@InputType({ description: 'The texts the disclosure and the credit agreement print.' })
export class DisclosureTextsInput {
  @Field(() => String, { description: 'Who is paid and when (at most 300 characters), e.g. The landlord, on the day we pay your rent.' })
  payee: string;

  @Field(() => String, { defaultValue: '', description: 'Anything else the disclosure must say (at most 4,000 characters); empty by default.' })
  notes: string;
}

@InputType({ description: 'The complete terms of a credit product version.' })
export class CreditProductTermsInput {
  @Field(() => String, { description: 'The product name customers see, at most 80 characters.' })
  name: string;

  @Field(() => String, { description: 'What the product is, in words for the customer, at most 2000 characters.' })
  description: string;

  @Field(() => PayeeKindEnum, { description: 'Who receives the money advanced.' })
  payeeKind: PayeeKind;

  @Field(() => String, { description: 'What the money pays for, at most 500 characters.' })
  purpose: string;

  @Field(() => GraphQLSafeInt, { description: 'The smallest amount financed (pesewas), above 0.' })
  minAmount: number;

  @Field(() => GraphQLSafeInt, { description: 'The largest amount financed (pesewas), at least minAmount.' })
  maxAmount: number;

  @Field(() => [Int], { description: 'The terms offered, in whole months from 1 to 60, each once (stored ascending).' })
  termMonths: number[];

  @Field(() => Int, { description: 'Interest rate a month, in basis points, above 0 and at most 10000.' })
  monthlyRateBp: number;

  @Field(() => String, { description: 'reducing_balance or flat' })
  method: 'reducing_balance' | 'flat';

  @Field(() => Int, { defaultValue: 0, description: 'Processing fee: basis points of the principal, 0 to 10000 (default 0).' })
  feeBp: number;

  @Field(() => GraphQLSafeInt, { defaultValue: 0, description: 'Processing fee: fixed part (pesewas), 0 or more and not above feeCap (default 0).' })
  feeFixed: number;

  @Field(() => GraphQLSafeInt, { nullable: true, description: 'Most the processing fee can be (pesewas); null for no cap.' })
  feeCap: number | null;

  @Field(() => Boolean, { defaultValue: false, description: 'True: the fee is added to the first instalment; false (default): paid at disbursement, and then smaller than minAmount.' })
  feeFinanced: boolean;

  @Field(() => Int, { description: 'Days after a due date before an instalment counts as past due and attracts penalty, 0 to 90.' })
  graceDays: number;

  @Field(() => Int, { description: 'Penalty interest a year on the overdue amount, in basis points, 0 to 10000.' })
  penaltyRateAnnualBp: number;

  @Field(() => Int, { description: 'Most penalty a loan can be charged, in basis points of its principal, 0 to 10000.' })
  penaltyCapBp: number;

  @Field(() => Int, { defaultValue: 0, description: 'Fee for settling early, in basis points of the original principal, 0 to 25 (the Bank of Ghana cap; default 0).' })
  earlySettlementFeeBp: number;

  @Field(() => GraphQLSafeInt, { description: 'Amounts financed above this (pesewas, 0 or more) need a second approver.' })
  fourEyesThreshold: number;

  @Field(() => Int, { description: 'Largest share of monthly net income an instalment may take, in basis points, above 0 and at most 10000 (the affordability check).' })
  maxInstalmentShareBp: number;

  @Field(() => [RequiredDocumentInput], { description: 'The documents an applicant must provide (may be empty).' })
  requiredDocuments: RequiredDocumentInput[];

  @Field(() => [ProductApprovalCheckEnum], { description: 'The checks approving credit on the product requires.' })
  approvalChecks: ProductApprovalCheck[];

  @Field(() => DisclosureTextsInput, { description: 'The texts the disclosure and the agreement print.' })
  disclosure: DisclosureTextsInput;
}

@InputType({ description: 'The account one role posts to.' })
export class CreditProductAccountInput {
  @Field(() => String, { description: 'The role: loans_receivable, interest_income, disbursement_source, ….' })
  role: string;

  @Field(() => String, { description: 'An active account of the chart.' })
  accountCode: string;
}
