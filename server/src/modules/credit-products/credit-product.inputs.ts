import { GraphQLSafeInt } from 'graphql-scalars';
import { Field, InputType, Int } from 'type-graphql';
import type { PayeeKind, ProductApprovalCheck } from './credit-product.table.js';
import { PayeeKindEnum, ProductApprovalCheckEnum } from './credit-product.type.js';

// The service checks every rule and answers all the reasons at once (credit-product.terms.ts), so the inputs carry
// no validators of their own.

@InputType()
export class RequiredDocumentInput {
  @Field(() => String)
  kind: string;

  @Field(() => String)
  text: string;
}

@InputType()
export class DisclosureTextsInput {
  @Field(() => String)
  payee: string;

  @Field(() => String, { defaultValue: '' })
  notes: string;
}

@InputType({ description: 'The complete terms of a credit product version.' })
export class CreditProductTermsInput {
  @Field(() => String)
  name: string;

  @Field(() => String)
  description: string;

  @Field(() => PayeeKindEnum)
  payeeKind: PayeeKind;

  @Field(() => String)
  purpose: string;

  @Field(() => GraphQLSafeInt)
  minAmount: number;

  @Field(() => GraphQLSafeInt)
  maxAmount: number;

  @Field(() => [Int])
  termMonths: number[];

  @Field(() => Int)
  monthlyRateBp: number;

  @Field(() => String, { description: 'reducing_balance or flat' })
  method: 'reducing_balance' | 'flat';

  @Field(() => Int, { defaultValue: 0 })
  feeBp: number;

  @Field(() => GraphQLSafeInt, { defaultValue: 0 })
  feeFixed: number;

  @Field(() => GraphQLSafeInt, { nullable: true })
  feeCap: number | null;

  @Field(() => Boolean, { defaultValue: false })
  feeFinanced: boolean;

  @Field(() => Int)
  graceDays: number;

  @Field(() => Int)
  penaltyRateAnnualBp: number;

  @Field(() => Int)
  penaltyCapBp: number;

  @Field(() => Int, { defaultValue: 0 })
  earlySettlementFeeBp: number;

  @Field(() => GraphQLSafeInt)
  fourEyesThreshold: number;

  @Field(() => Int)
  maxInstalmentShareBp: number;

  @Field(() => [RequiredDocumentInput])
  requiredDocuments: RequiredDocumentInput[];

  @Field(() => [ProductApprovalCheckEnum])
  approvalChecks: ProductApprovalCheck[];

  @Field(() => DisclosureTextsInput)
  disclosure: DisclosureTextsInput;
}

@InputType({ description: 'The account one role posts to.' })
export class CreditProductAccountInput {
  @Field(() => String)
  role: string;

  @Field(() => String)
  accountCode: string;
}
