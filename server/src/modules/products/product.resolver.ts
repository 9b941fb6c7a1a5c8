import { Arg, Args, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { hasPermission } from '../../auth/permissions.js';
import { actorOf } from '../../graphql/context.js';
import { Allow } from '../../graphql/rules.js';
import type { AppContext } from '../services.js';
import { AdjustStockArgs, CreateProductInput, ProductsArgs, StaffProductsArgs, UpdateProductInput } from './product.inputs.js';
import { Product, ProductConnection } from './product.type.js';

@Resolver()
export class ProductResolver {
  @Query(() => ProductConnection, { description: 'The shop: active products, newest first or by name.' })
  @Allow.public()
  products(@Args() { first, after, category, search, orderBy }: ProductsArgs, @Ctx() { services }: AppContext) {
    return services.products.list({ first, after, category, search, orderBy });
  }

  @Query(() => Product, { nullable: true, description: 'One product by id or slug; null when missing or inactive (staff see inactive ones).' })
  @Allow.public()
  product(
    @Arg('id', () => ID, { nullable: true }) id: string | null,
    @Arg('slug', () => String, { nullable: true }) slug: string | null,
    @Ctx() { viewer, services }: AppContext,
  ) {
    const includeInactive = viewer ? hasPermission(viewer.role, 'manageSystem') : false;
    return services.products.find({ id, slug }, includeInactive);
  }

  @Query(() => ProductConnection, { description: 'The whole catalogue for staff, inactive products included.' })
  @Allow.permission('manageSystem')
  staffProducts(@Args() { first, after, category, search, orderBy, active }: StaffProductsArgs, @Ctx() { services }: AppContext) {
    return services.products.list({ first, after, category, search, orderBy, active, includeInactive: true });
  }

  @Mutation(() => Product)
  @Allow.permission('manageSystem')
  createProduct(@Arg('input', () => CreateProductInput) input: CreateProductInput, @Ctx() context: AppContext) {
    return context.services.products.create(actorOf(context), input);
  }

  @Mutation(() => Product)
  @Allow.permission('manageSystem')
  updateProduct(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => UpdateProductInput) input: UpdateProductInput,
    @Ctx() context: AppContext,
  ) {
    return context.services.products.update(actorOf(context), id, input);
  }

  @Mutation(() => Product, { description: 'Shows (true) or hides (false) the product in the shop.' })
  @Allow.permission('manageSystem')
  setProductActive(@Arg('id', () => ID) id: string, @Arg('active', () => Boolean) active: boolean, @Ctx() context: AppContext) {
    return context.services.products.setActive(actorOf(context), id, active);
  }

  @Mutation(() => Product)
  @Allow.permission('manageSystem')
  adjustStock(@Args() { id, delta, reason }: AdjustStockArgs, @Ctx() context: AppContext) {
    return context.services.products.adjustStock(actorOf(context), id, delta, reason);
  }
}
