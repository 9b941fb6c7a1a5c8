import { Arg, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { GraphQLSafeInt } from 'graphql-scalars';
import { actorOf } from '../../graphql/context.js';
import { Allow } from '../../graphql/rules.js';
import { CreditQuote } from '../quotes/quote.type.js';
import type { AppContext } from '../services.js';
import type { CreditProductRow, ProductStatus } from './credit-product.service.js';
import { CreditProductAccountInput, CreditProductTermsInput } from './credit-product.inputs.js';
import { CreditProduct, CreditProductAccount, CreditProductAccountChoice, CreditProductStatusEnum, CreditProductVersion } from './credit-product.type.js';

@Resolver(() => CreditProduct)
export class CreditProductResolver {
  @Query(() => [CreditProduct], { description: 'Every credit product, by name (retired last): manageCreditProducts.' })
  @Allow.permission('manageCreditProducts')
  creditProducts(
    @Arg('statuses', () => [CreditProductStatusEnum], { nullable: true, description: 'Only products in these statuses; every product when null or empty.' })
    statuses: ProductStatus[] | null,
    @Ctx() { services }: AppContext,
  ) {
    return services.creditProducts.list(statuses);
  }

  @Query(() => CreditProduct, { description: 'One credit product by id (manageCreditProducts); NOT_FOUND when there is none.' })
  @Allow.permission('manageCreditProducts')
  creditProduct(@Arg('id', () => ID, { description: 'The product’s id.' }) id: string, @Ctx() { services }: AppContext) {
    return services.creditProducts.get(id);
  }

  @Query(() => CreditQuote, {
    description: 'A live quote, schedule and Act 1052 disclosure on a version (draft or not) for a sample amount and term (manageCreditProducts).',
  })
  @Allow.permission('manageCreditProducts')
  creditProductPreview(
    @Arg('versionId', () => ID, { description: 'The version to price on.' }) versionId: string,
    @Arg('amount', () => GraphQLSafeInt, { description: 'Pesewas.' }) amount: number,
    @Arg('months', () => Int, { description: 'The term in months: one the version offers.' }) months: number,
    @Ctx() { services }: AppContext,
  ) {
    return services.creditProducts.preview(versionId, amount, months);
  }

  @FieldResolver(() => [CreditProductVersion], { description: 'Newest first.' })
  versions(@Root() product: CreditProductRow, @Ctx() { services }: AppContext) {
    return services.creditProducts.versions(product.id);
  }

  @FieldResolver(() => CreditProductVersion, { nullable: true, description: 'The version in force (null until first activated).' })
  currentVersion(@Root() product: CreditProductRow, @Ctx() { services }: AppContext) {
    return product.currentVersionId ? services.creditProducts.version(product.currentVersionId) : null;
  }

  @FieldResolver(() => CreditProductVersion, { nullable: true, description: 'The draft waiting for a second admin to activate it.' })
  draftVersion(@Root() product: CreditProductRow, @Ctx() { services }: AppContext) {
    return services.creditProducts.draftOf(product.id);
  }

  @Mutation(() => CreditProduct, { description: 'A new product (draft, version 1) posting to the rent product’s accounts until others are chosen; a second admin activates it (manageCreditProducts).' })
  @Allow.permission('manageCreditProducts')
  createCreditProduct(
    @Arg('code', () => String, { description: 'Its stable key: 2 to 32 lower-case letters, digits or dashes, starting with a letter, not used by another product.' }) code: string,
    @Arg('terms', () => CreditProductTermsInput, { description: 'The terms of version 1.' }) terms: CreditProductTermsInput,
    @Ctx() context: AppContext,
  ) {
    return context.services.creditProducts.create(actorOf(context), code, terms);
  }

  @Mutation(() => CreditProductVersion, { description: 'Changes the draft version, or starts a new draft version of an active product; refused for a retired product (manageCreditProducts).' })
  @Allow.permission('manageCreditProducts')
  editCreditProduct(
    @Arg('id', () => ID, { description: 'The product’s id.' }) id: string,
    @Arg('terms', () => CreditProductTermsInput, { description: 'The complete terms of the draft.' }) terms: CreditProductTermsInput,
    @Ctx() context: AppContext,
  ) {
    return context.services.creditProducts.edit(actorOf(context), id, terms);
  }

  @Mutation(() => CreditProduct, {
    description: 'Activates a draft version (manageCreditProducts, four eyes: not by whoever created or edited it, SECOND_APPROVER_REQUIRED otherwise); the version in force before is superseded.',
  })
  @Allow.permission('manageCreditProducts')
  activateCreditProductVersion(@Arg('versionId', () => ID, { description: 'The draft version.' }) versionId: string, @Ctx() context: AppContext) {
    return context.services.creditProducts.activate(actorOf(context), versionId);
  }

  @Mutation(() => CreditProduct, { description: 'Stops offering the product; applications and loans already on it keep their terms (manageCreditProducts).' })
  @Allow.permission('manageCreditProducts')
  retireCreditProduct(
    @Arg('id', () => ID, { description: 'The product’s id.' }) id: string,
    @Arg('reason', () => String, { description: 'Why it is retired (1 to 500 characters); kept in the audit trail.' }) reason: string,
    @Ctx() context: AppContext,
  ) {
    return context.services.creditProducts.retire(actorOf(context), id, reason);
  }

  @FieldResolver(() => [CreditProductAccount], { description: 'The accounts its loans post to in the books, role by role.' })
  accounts(@Root() product: CreditProductRow, @Ctx() { services }: AppContext) {
    return services.creditProducts.accounts(product);
  }

  @Query(() => [CreditProductAccountChoice], { description: 'The active accounts of the chart a product may post to, by code (manageCreditProducts).' })
  @Allow.permission('manageCreditProducts')
  creditProductAccountChoices(@Ctx() { services }: AppContext) {
    return services.creditProducts.accountChoices();
  }

  @Mutation(() => CreditProduct, {
    description: 'Chooses the accounts a product posts to (roles not named keep theirs); refused once its loans are booked on them (manageCreditProducts).',
  })
  @Allow.permission('manageCreditProducts')
  setCreditProductAccounts(
    @Arg('productId', () => ID, { description: 'The product’s id.' }) productId: string,
    @Arg('accounts', () => [CreditProductAccountInput], { description: 'The roles to change, each once, with their accounts.' }) accounts: CreditProductAccountInput[],
    @Ctx() context: AppContext,
  ) {
    return context.services.creditProducts.setAccounts(actorOf(context), productId, accounts);
  }
}
