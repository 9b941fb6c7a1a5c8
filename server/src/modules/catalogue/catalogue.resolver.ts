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
    @Arg('id', () => ID, { nullable: true, description: 'The product’s id; give either id or slug.' }) id: string | null,
    @Arg('slug', () => String, { nullable: true, description: 'The product’s slug; give either id or slug.' }) slug: string | null,
    @Ctx() { viewer, services }: AppContext,
  ) {
    const includeInactive = viewer ? hasPermission(viewer.role, 'manageSystem') : false;
    return services.catalogue.find({ id, slug }, includeInactive);
  }

  @Query(() => ProductConnection, { description: 'The whole catalogue for staff, inactive products included (manageSystem).' })
  @Allow.permission('manageSystem')
  staffCatalogue(@Args() { first, after, category, search, orderBy, active }: StaffCatalogueArgs, @Ctx() { services }: AppContext) {
    return services.catalogue.list({ first, after, category, search, orderBy, active, includeInactive: true });
  }

  @Mutation(() => Product, {
    description: 'Adds a product to the shop catalogue (manageSystem); the slug is made from the name when none is given. CONFLICT when the slug is taken.',
  })
  @Allow.permission('manageSystem')
  createCatalogueItem(@Arg('input', () => CreateCatalogueItemInput, { description: 'The new product.' }) input: CreateCatalogueItemInput, @Ctx() context: AppContext) {
    return context.services.catalogue.create(actorOf(context), input);
  }

  @Mutation(() => Product, { description: 'Changes a product’s details (manageSystem); nothing changes when every field given is as it was.' })
  @Allow.permission('manageSystem')
  updateCatalogueItem(
    @Arg('id', () => ID, { description: 'The product.' }) id: string,
    @Arg('input', () => UpdateCatalogueItemInput, { description: 'The fields to change.' }) input: UpdateCatalogueItemInput,
    @Ctx() context: AppContext,
  ) {
    return context.services.catalogue.update(actorOf(context), id, input);
  }

  @Mutation(() => Product, { description: 'Shows (true) or hides (false) the product in the shop (manageSystem).' })
  @Allow.permission('manageSystem')
  setCatalogueItemActive(
    @Arg('id', () => ID, { description: 'The product.' }) id: string,
    @Arg('active', () => Boolean, { description: 'True to show it in the shop, false to hide it.' }) active: boolean,
    @Ctx() context: AppContext,
  ) {
    return context.services.catalogue.setActive(actorOf(context), id, active);
  }

  @Mutation(() => Product, { description: 'Adds or removes units of a product’s stock, with a reason kept in the audit trail (manageSystem); stock never goes below zero.' })
  @Allow.permission('manageSystem')
  adjustStock(@Args() { id, delta, reason }: AdjustStockArgs, @Ctx() context: AppContext) {
    return context.services.catalogue.adjustStock(actorOf(context), id, delta, reason);
  }
}
