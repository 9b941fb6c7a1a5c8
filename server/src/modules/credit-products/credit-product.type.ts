import { GraphQLSafeInt } from 'graphql-scalars';
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Allow } from '../../graphql/rules.js';
import {
  PAYEE_KINDS,
  PRODUCT_APPROVAL_CHECKS,
  PRODUCT_STATUSES,
  VERSION_STATUSES,
  type PayeeKind,
  type ProductApprovalCheck,
  type ProductStatus,
  type VersionStatus,
} from './credit-product.table.js';

const enumOf = <T extends string>(values: readonly T[]) => Object.fromEntries(values.map((value) => [value, value])) as Record<T, T>;
export const CreditProductStatusEnum = enumOf<ProductStatus>(PRODUCT_STATUSES);
export const CreditProductVersionStatusEnum = enumOf<VersionStatus>(VERSION_STATUSES);
export const PayeeKindEnum = enumOf<PayeeKind>(PAYEE_KINDS);
export const ProductApprovalCheckEnum = enumOf<ProductApprovalCheck>(PRODUCT_APPROVAL_CHECKS);
registerEnumType(CreditProductStatusEnum, { name: 'CreditProductStatus', description: 'draft (never activated) → active (offered) → retired (no new credit; loans on it unaffected).' });
registerEnumType(CreditProductVersionStatusEnum, { name: 'CreditProductVersionStatus', description: 'draft (editable) → active (in force, immutable) → superseded (a later version was activated).' });
registerEnumType(PayeeKindEnum, { name: 'PayeeKind', description: 'Who receives the money the product advances.' });
registerEnumType(ProductApprovalCheckEnum, { name: 'ProductApprovalCheck', description: 'A check approving credit on the product requires.' });

@ObjectType({ description: 'A document the customer must provide, with the text they see.' })
@Allow.inherit()
export class RequiredDocument {
  @Field(() => String, { description: 'The document type (ghana_card, momo_statement, admission_letter, …).' })
  kind: string;

  @Field(() => String)
  text: string;
}

@ObjectType()
@Allow.inherit()
export class DisclosureTexts {
  @Field(() => String, { description: 'Who is paid and when, as the disclosure says it.' })
  payee: string;

  @Field(() => String)
  notes: string;
}

@ObjectType({ description: 'One version of a credit product: its complete terms. Immutable once activated.' })
@Allow.inherit()
export class CreditProductVersion {
  @Field(() => ID)
  id: string;

  @Field(() => ID)
  productId: string;

  @Field(() => Int)
  version: number;

  @Field(() => CreditProductVersionStatusEnum)
  status: VersionStatus;

  @Field(() => String)
  name: string;

  @Field(() => String)
  description: string;

  @Field(() => PayeeKindEnum)
  payeeKind: PayeeKind;

  @Field(() => String)
  purpose: string;

  @Field(() => GraphQLSafeInt, { description: 'Pesewas.' })
  minAmount: number;

  @Field(() => GraphQLSafeInt, { description: 'Pesewas.' })
  maxAmount: number;

  @Field(() => [Int], { description: 'Allowed terms in months, ascending.' })
  termMonths: number[];

  @Field(() => Int)
  monthlyRateBp: number;

  @Field(() => String, { description: 'reducing_balance or flat' })
  method: string;

  @Field(() => Int, { description: 'Processing fee: basis points of the principal.' })
  feeBp: number;

  @Field(() => GraphQLSafeInt, { description: 'Processing fee: fixed part (pesewas).' })
  feeFixed: number;

  @Field(() => GraphQLSafeInt, { nullable: true, description: 'Most the processing fee can be (pesewas); null: no cap.' })
  feeCap: number | null;

  @Field(() => Boolean, { description: 'true: added to the first instalment; false: paid at disbursement.' })
  feeFinanced: boolean;

  @Field(() => Int)
  graceDays: number;

  @Field(() => Int)
  penaltyRateAnnualBp: number;

  @Field(() => Int, { description: 'Most penalty a loan can be charged (basis points of its principal).' })
  penaltyCapBp: number;

  @Field(() => Int, { description: 'At most 25 (0.25% of the original principal).' })
  earlySettlementFeeBp: number;

  @Field(() => GraphQLSafeInt, { description: 'Amounts financed above this (pesewas) need a second approver.' })
  fourEyesThreshold: number;

  @Field(() => Int, { description: 'Largest share of net income an instalment may take (basis points).' })
  maxInstalmentShareBp: number;

  @Field(() => [RequiredDocument])
  requiredDocuments: RequiredDocument[];

  @Field(() => [ProductApprovalCheckEnum])
  approvalChecks: ProductApprovalCheck[];

  @Field(() => DisclosureTexts)
  disclosure: DisclosureTexts;

  @Field(() => String, { nullable: true, description: 'User id; null for the seeded versions.' })
  createdBy: string | null;

  @Field(() => String, { nullable: true, description: 'User id of the last editor of the draft.' })
  updatedBy: string | null;

  @Field(() => String, { nullable: true })
  activatedBy: string | null;

  @Field(() => Date, { nullable: true })
  activatedAt: Date | null;

  @Field(() => Date)
  createdAt: Date;
}

@ObjectType('CreditProductDefinition', { description: 'A credit product (rent assistance, BNPL, school fees, …): its terms live in versions. (The CreditProduct enum names what an older disclosure paid for.)' })
@Allow.inherit()
export class CreditProduct {
  @Field(() => ID)
  id: string;

  @Field(() => String)
  code: string;

  @Field(() => String)
  name: string;

  @Field(() => CreditProductStatusEnum)
  status: ProductStatus;

  @Field(() => ID, { nullable: true })
  currentVersionId: string | null;

  @Field(() => Date)
  createdAt: Date;

  @Field(() => Date)
  updatedAt: Date;
}

@ObjectType({ description: 'Where a product posts one role of its loan events in the books (gl_account_mapping by the product code).' })
@Allow.inherit()
export class CreditProductAccount {
  @Field(() => String, { description: 'The role (loans_receivable, interest_income, disbursement_source, …).' })
  role: string;

  @Field(() => String, { description: 'The role in words.' })
  label: string;

  @Field(() => String)
  accountCode: string;

  @Field(() => String)
  accountName: string;
}

@ObjectType({ description: 'An active account of the chart a product may post to.' })
@Allow.inherit()
export class CreditProductAccountChoice {
  @Field(() => String)
  code: string;

  @Field(() => String)
  name: string;

  @Field(() => String, { description: 'asset, liability, equity, income or expense.' })
  type: string;
}
