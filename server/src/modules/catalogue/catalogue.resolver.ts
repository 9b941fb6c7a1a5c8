import { Arg, Args, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { hasPermission } from '../../auth/permissions.js';
import { actorOf } from '../../graphql/context.js';
import { Allow } from '../../graphql/rules.js';
import type { AppContext } from '../services.js';
import { AdjustStockArgs, CreateCatalogueItemInput, ProductsArgs, StaffCatalogueArgs, UpdateCatalogueItemInput } from './catalogue.inputs.js';
import { Product, ProductConnection } from './catalogue.type.js';

@Resolver()
export class CatalogueResolver {
  @Query(() => ProductConnection, { description: 'The shop: active products, newest first or by name.' })
  @Allow.public()
  products(@Args() { first, after, category, search, orderBy }: ProductsArgs, @Ctx() { services }: AppContext) {
    return services.catalogue.list({ first, after, category, search, orderBy });
  }

  @Query(() => Product, { nullable: true, description: 'One product by id or slug; null when missing or inactive (staff see inactive ones).' })
  @Allow.public()
  product(
    @Arg('id', () => ID, { nullable: true }) id: string | null,
    @Arg('slug', () => String, { nullable: true }) slug: string | null,
    @Ctx() { viewer, services }: AppContext,
  ) {
    const includeInactive = viewer ? hasPermission(viewer.role, 'manageSystem') : false;
    return services.catalogue.find({ id, slug }, includeInactive);
  }

  @Query(() => ProductConnection, { description: 'The whole catalogue for staff, inactive products included.' })
  @Allow.permission('manageSystem')
  staffCatalogue(@Args() { first, after, category, search, orderBy, active }: StaffCatalogueArgs, @Ctx() { services }: AppContext) {
    return services.catalogue.list({ first, after, category, search, orderBy, active, includeInactive: true });
  }

  @Mutation(() => Product)
  @Allow.permission('manageSystem')
  createCatalogueItem(@Arg('input', () => CreateCatalogueItemInput) input: CreateCatalogueItemInput, @Ctx() context: AppContext) {
    return context.services.catalogue.create(actorOf(context), input);
  }

  @Mutation(() => Product)
  @Allow.permission('manageSystem')
  updateCatalogueItem(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => UpdateCatalogueItemInput) input: UpdateCatalogueItemInput,
    @Ctx() context: AppContext,
  ) {
    return context.services.catalogue.update(actorOf(context), id, input);
  }

  @Mutation(() => Product, { description: 'Shows (true) or hides (false) the product in the shop.' })
  @Allow.permission('manageSystem')
  setCatalogueItemActive(@Arg('id', () => ID) id: string, @Arg('active', () => Boolean) active: boolean, @Ctx() context: AppContext) {
    return context.services.catalogue.setActive(actorOf(context), id, active);
  }

  @Mutation(() => Product)
  @Allow.permission('manageSystem')
  adjustStock(@Args() { id, delta, reason }: AdjustStockArgs, @Ctx() context: AppContext) {
    return context.services.catalogue.adjustStock(actorOf(context), id, delta, reason);
  }
}
