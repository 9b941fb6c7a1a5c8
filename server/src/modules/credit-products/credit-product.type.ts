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
registerEnumType(CreditProductStatusEnum, {
  name: 'CreditProductStatus',
  description: 'draft (never activated) → active (offered) → retired (no new credit; loans on it unaffected).',
  valuesConfig: {
    draft: { description: 'Created, its first version not yet activated: not offered to customers.' },
    active: { description: 'A version is in force: offered for new credit.' },
    retired: { description: 'No longer offered: no new credit, while applications and loans already on it keep their terms.' },
  } satisfies Record<ProductStatus, { description: string }>,
});
registerEnumType(CreditProductVersionStatusEnum, {
  name: 'CreditProductVersionStatus',
  description: 'draft (editable) → active (in force, immutable) → superseded (a later version was activated).',
  valuesConfig: {
    draft: { description: 'Being edited; a second admin (not its creator or last editor) activates it.' },
    active: { description: 'In force for new credit; never changes again.' },
    superseded: { description: 'Replaced by a later version; loans priced on it keep its terms.' },
  } satisfies Record<VersionStatus, { description: string }>,
});
registerEnumType(PayeeKindEnum, {
  name: 'PayeeKind',
  description: 'Who receives the money the product advances.',
  valuesConfig: {
    landlord: { description: 'A landlord (rent assistance).' },
    merchant: { description: 'A merchant, such as the shop for BNPL goods.' },
    school: { description: 'A school (school fees).' },
    customer: { description: 'The customer themselves.' },
    other: { description: 'Another payee.' },
  } satisfies Record<PayeeKind, { description: string }>,
});
registerEnumType(ProductApprovalCheckEnum, {
  name: 'ProductApprovalCheck',
  description: 'A check approving credit on the product requires.',
  valuesConfig: {
    documents: { description: 'Every required document of the version uploaded and verified.' },
    property: { description: 'The application is linked to a property whose inspection passed.' },
    affordability: { description: 'The largest instalment is at most the version’s share (maxInstalmentShareBp) of the declared monthly net income.' },
    identity: { description: 'A Ghana Card number on the customer’s profile that no other customer holds.' },
  } satisfies Record<ProductApprovalCheck, { description: string }>,
});

@ObjectType({ description: 'A document the customer must provide, with the text they see.' })
@Allow.inherit()
export class RequiredDocument {
  @Field(() => String, { description: 'The document type (ghana_card, momo_statement, admission_letter, …).' })
  kind: string;

  @Field(() => String, { description: 'The sentence the customer sees at the upload step.' })
  text: string;
}

@ObjectType({ description: 'The texts the disclosure and the credit agreement print for the product.' })
@Allow.inherit()
export class DisclosureTexts {
  @Field(() => String, { description: 'Who is paid and when, as the disclosure says it.' })
  payee: string;

  @Field(() => String, { description: 'Anything else the product’s disclosure must say; empty when nothing.' })
  notes: string;
}

@ObjectType({ description: 'One version of a credit product: its complete terms. Immutable once activated.' })
@Allow.inherit()
export class CreditProductVersion {
  @Field(() => ID, { description: 'The version’s id; applications and loans name the version they were priced on.' })
  id: string;

  @Field(() => ID, { description: 'The credit product it belongs to.' })
  productId: string;

  @Field(() => Int, { description: 'Its number within the product: 1, 2, ….' })
  version: number;

  @Field(() => CreditProductVersionStatusEnum, { description: 'Draft, active or superseded.' })
  status: VersionStatus;

  @Field(() => String, { description: 'The product name this version shows customers; activating the version makes it the product’s name.' })
  name: string;

  @Field(() => String, { description: 'What the product is, in words for the customer.' })
  description: string;

  @Field(() => PayeeKindEnum, { description: 'Who receives the money advanced.' })
  payeeKind: PayeeKind;

  @Field(() => String, { description: 'What the money pays for, e.g. Advance rent paid to a landlord.' })
  purpose: string;

  @Field(() => GraphQLSafeInt, { description: 'Pesewas.' })
  minAmount: number;

  @Field(() => GraphQLSafeInt, { description: 'Pesewas.' })
  maxAmount: number;

  @Field(() => [Int], { description: 'Allowed terms in months, ascending.' })
  termMonths: number[];

  @Field(() => Int, { description: 'Interest rate a month, in basis points (500 = 5% a month).' })
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

  @Field(() => Int, { description: 'Days after a due date before an unpaid instalment counts as past due and attracts penalty (0 to 90).' })
  graceDays: number;

  @Field(() => Int, { description: 'Penalty interest a year on the overdue amount only, in basis points, counted actual/365 after the grace days.' })
  penaltyRateAnnualBp: number;

  @Field(() => Int, { description: 'Most penalty a loan can be charged (basis points of its principal).' })
  penaltyCapBp: number;

  @Field(() => Int, { description: 'At most 25 (0.25% of the original principal).' })
  earlySettlementFeeBp: number;

  @Field(() => GraphQLSafeInt, { description: 'Amounts financed above this (pesewas) need a second approver.' })
  fourEyesThreshold: number;

  @Field(() => Int, { description: 'Largest share of net income an instalment may take (basis points).' })
  maxInstalmentShareBp: number;

  @Field(() => [RequiredDocument], { description: 'The documents an applicant must provide, each checked at approval when approvalChecks includes documents.' })
  requiredDocuments: RequiredDocument[];

  @Field(() => [ProductApprovalCheckEnum], { description: 'The checks approving credit on this version requires.' })
  approvalChecks: ProductApprovalCheck[];

  @Field(() => DisclosureTexts, { description: 'The texts the disclosure and the agreement print.' })
  disclosure: DisclosureTexts;

  @Field(() => String, { nullable: true, description: 'User id; null for the seeded versions.' })
  createdBy: string | null;

  @Field(() => String, { nullable: true, description: 'User id of the last editor of the draft.' })
  updatedBy: string | null;

  @Field(() => String, { nullable: true, description: 'Who activated it (user id, never its creator or last editor); null while a draft.' })
  activatedBy: string | null;

  @Field(() => Date, { nullable: true, description: 'When it was activated; null while a draft.' })
  activatedAt: Date | null;

  @Field(() => Date, { description: 'When the version was created.' })
  createdAt: Date;
}

@ObjectType('CreditProductDefinition', { description: 'A credit product (rent assistance, BNPL, school fees, …): its terms live in versions. (The CreditProduct enum names what an older disclosure paid for.)' })
@Allow.inherit()
export class CreditProduct {
  @Field(() => ID, { description: 'The product’s id.' })
  id: string;

  @Field(() => String, { description: 'A stable key of 2 to 32 lower-case letters, digits and dashes (rent, bnpl, school-fees, …); never changes.' })
  code: string;

  @Field(() => String, { description: 'The name of its active version (the first version’s name until one is activated).' })
  name: string;

  @Field(() => CreditProductStatusEnum, { description: 'Draft, active or retired.' })
  status: ProductStatus;

  @Field(() => ID, { nullable: true, description: 'The version in force for new credit; null until the first activation.' })
  currentVersionId: string | null;

  @Field(() => Date, { description: 'When the product was created.' })
  createdAt: Date;

  @Field(() => Date, { description: 'When it was last activated or retired.' })
  updatedAt: Date;
}

@ObjectType({ description: 'Where a product posts one role of its loan events in the books (gl_account_mapping by the product code).' })
@Allow.inherit()
export class CreditProductAccount {
  @Field(() => String, { description: 'The role (loans_receivable, interest_income, disbursement_source, …).' })
  role: string;

  @Field(() => String, { description: 'The role in words.' })
  label: string;

  @Field(() => String, { description: 'The account of the chart it posts to.' })
  accountCode: string;

  @Field(() => String, { description: 'That account’s name.' })
  accountName: string;
}

@ObjectType({ description: 'An active account of the chart a product may post to.' })
@Allow.inherit()
export class CreditProductAccountChoice {
  @Field(() => String, { description: 'The account code.' })
  code: string;

  @Field(() => String, { description: 'The account name.' })
  name: string;

  @Field(() => String, { description: 'asset, liability, equity, income or expense.' })
  type: string;
}
