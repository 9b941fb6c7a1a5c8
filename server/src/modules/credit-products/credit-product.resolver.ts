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
  creditProducts(@Arg('statuses', () => [CreditProductStatusEnum], { nullable: true }) statuses: ProductStatus[] | null, @Ctx() { services }: AppContext) {
    return services.creditProducts.list(statuses);
  }

  @Query(() => CreditProduct)
  @Allow.permission('manageCreditProducts')
  creditProduct(@Arg('id', () => ID) id: string, @Ctx() { services }: AppContext) {
    return services.creditProducts.get(id);
  }

  @Query(() => CreditQuote, { description: 'A live quote, schedule and Act 1052 disclosure on a version (draft or not) for a sample amount and term.' })
  @Allow.permission('manageCreditProducts')
  creditProductPreview(
    @Arg('versionId', () => ID) versionId: string,
    @Arg('amount', () => GraphQLSafeInt, { description: 'Pesewas.' }) amount: number,
    @Arg('months', () => Int) months: number,
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

  @Mutation(() => CreditProduct, { description: 'A new product (draft, version 1); a second admin activates it.' })
  @Allow.permission('manageCreditProducts')
  createCreditProduct(@Arg('code', () => String) code: string, @Arg('terms', () => CreditProductTermsInput) terms: CreditProductTermsInput, @Ctx() context: AppContext) {
    return context.services.creditProducts.create(actorOf(context), code, terms);
  }

  @Mutation(() => CreditProductVersion, { description: 'Changes the draft version, or starts a new version of an active product.' })
  @Allow.permission('manageCreditProducts')
  editCreditProduct(@Arg('id', () => ID) id: string, @Arg('terms', () => CreditProductTermsInput) terms: CreditProductTermsInput, @Ctx() context: AppContext) {
    return context.services.creditProducts.edit(actorOf(context), id, terms);
  }

  @Mutation(() => CreditProduct, { description: 'Activates a draft version (four eyes: not by whoever created or edited it).' })
  @Allow.permission('manageCreditProducts')
  activateCreditProductVersion(@Arg('versionId', () => ID) versionId: string, @Ctx() context: AppContext) {
    return context.services.creditProducts.activate(actorOf(context), versionId);
  }

  @Mutation(() => CreditProduct, { description: 'Stops offering the product; applications and loans already on it keep their terms.' })
  @Allow.permission('manageCreditProducts')
  retireCreditProduct(@Arg('id', () => ID) id: string, @Arg('reason', () => String) reason: string, @Ctx() context: AppContext) {
    return context.services.creditProducts.retire(actorOf(context), id, reason);
  }

  @FieldResolver(() => [CreditProductAccount], { description: 'The accounts its loans post to in the books, role by role.' })
  accounts(@Root() product: CreditProductRow, @Ctx() { services }: AppContext) {
    return services.creditProducts.accounts(product);
  }

  @Query(() => [CreditProductAccountChoice], { description: 'The active accounts of the chart a product may post to.' })
  @Allow.permission('manageCreditProducts')
  creditProductAccountChoices(@Ctx() { services }: AppContext) {
    return services.creditProducts.accountChoices();
  }

  @Mutation(() => CreditProduct, { description: 'Chooses the accounts a product posts to (roles not named keep theirs); refused once its loans are booked on them.' })
  @Allow.permission('manageCreditProducts')
  setCreditProductAccounts(
    @Arg('productId', () => ID) productId: string,
    @Arg('accounts', () => [CreditProductAccountInput]) accounts: CreditProductAccountInput[],
    @Ctx() context: AppContext,
  ) {
    return context.services.creditProducts.setAccounts(actorOf(context), productId, accounts);
  }
}
