// What a customer may apply for: every active product except the one sold at the shop's checkout (BNPL), with the
// terms of its active version. A product staff add and activate appears here with no code change.
import { and, asc, eq, ne } from 'drizzle-orm';
import { GraphQLSafeInt } from 'graphql-scalars';
import { Field, Int, ObjectType } from 'type-graphql';
import type { DbOrTx } from '../../db/client.js';
import { Allow } from '../../graphql/rules.js';
import { creditProduct, creditProductVersion, type PayeeKind, type RequiredDocument as RequiredDocumentRow } from './credit-product.table.js';
import { PayeeKindEnum, RequiredDocument } from './credit-product.type.js';

/** The product sold at the shop's checkout (orders): never applied for on its own. */
export const SHOP_PRODUCT_CODE = 'bnpl';

export interface ApplicableProductRow {
  code: string;
  name: string;
  description: string;
  payeeKind: PayeeKind;
  purpose: string;
  minAmount: number;
  maxAmount: number;
  termMonths: number[];
  monthlyRateBp: number;
  requiredDocuments: RequiredDocumentRow[];
  versionId: string;
}

/** Active products a customer may apply for, by name, with their active version's terms. */
export function applicableProducts(db: DbOrTx): Promise<ApplicableProductRow[]> {
  return db
    .select({
      code: creditProduct.code,
      name: creditProductVersion.name,
      description: creditProductVersion.description,
      payeeKind: creditProductVersion.payeeKind,
      purpose: creditProductVersion.purpose,
      minAmount: creditProductVersion.minAmount,
      maxAmount: creditProductVersion.maxAmount,
      termMonths: creditProductVersion.termMonths,
      monthlyRateBp: creditProductVersion.monthlyRateBp,
      requiredDocuments: creditProductVersion.requiredDocuments,
      versionId: creditProductVersion.id,
    })
    .from(creditProduct)
    .innerJoin(creditProductVersion, eq(creditProductVersion.id, creditProduct.currentVersionId))
    .where(and(eq(creditProduct.status, 'active'), ne(creditProduct.code, SHOP_PRODUCT_CODE)))
    .orderBy(asc(creditProductVersion.name));
}

@ObjectType({ description: 'A credit product a customer can apply for, with its active version’s terms.' })
@Allow.inherit()
export class ApplicableCreditProduct {
  @Field(() => String, { description: 'rent has its own application steps; any other code is applied for with amount, term and payee.' })
  code: string;

  @Field(() => String, { description: 'The product name shown to the customer.' })
  name: string;

  @Field(() => String, { description: 'What the product is, in words for the customer.' })
  description: string;

  @Field(() => PayeeKindEnum, { description: 'Who receives the money advanced.' })
  payeeKind: PayeeKind;

  @Field(() => String, { description: 'What the money pays for.' })
  purpose: string;

  @Field(() => GraphQLSafeInt, { description: 'Pesewas.' })
  minAmount: number;

  @Field(() => GraphQLSafeInt, { description: 'Pesewas.' })
  maxAmount: number;

  @Field(() => [Int], { description: 'The terms offered, in months, ascending.' })
  termMonths: number[];

  @Field(() => Int, { description: 'Interest rate a month, in basis points (500 = 5% a month).' })
  monthlyRateBp: number;

  @Field(() => [RequiredDocument], { description: 'The documents an applicant provides, with the text the upload step shows.' })
  requiredDocuments: RequiredDocumentRow[];
}
