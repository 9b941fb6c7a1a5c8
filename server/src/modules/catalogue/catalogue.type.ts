import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Connection } from '../../graphql/pagination.js';
import { Allow } from '../../graphql/rules.js';
import { PRODUCT_CATEGORIES, type ProductCategory } from './catalogue.table.js';

export const ProductCategoryEnum = Object.fromEntries(PRODUCT_CATEGORIES.map((value) => [value, value])) as Record<
  ProductCategory,
  ProductCategory
>;
registerEnumType(ProductCategoryEnum, { name: 'ProductCategory', description: 'The BNPL shop’s departments.' });

export enum ProductOrder {
  NEWEST = 'NEWEST',
  NAME = 'NAME',
}
registerEnumType(ProductOrder, { name: 'ProductOrder', description: 'Newest first, or alphabetical by name.' });

@ObjectType({ description: 'An item of the Buy Now Pay Later shop.' })
@Allow.inherit()
export class Product {
  @Field(() => ID)
  id: string;

  @Field(() => String, { description: 'Stable, URL-friendly name (e.g. three-seater-fabric-sofa).' })
  slug: string;

  @Field(() => String)
  name: string;

  @Field(() => String)
  description: string;

  @Field(() => ProductCategoryEnum)
  category: ProductCategory;

  @Field(() => Int, { description: 'Cash price in pesewas (GH₵1 = 100).' })
  price: number;

  @Field(() => String, { description: 'Path of the picture served with the web app, e.g. /images/products/sofa.svg.' })
  imageUrl: string;

  @Field(() => Int, { description: 'Units available; 0 means out of stock.' })
  stock: number;

  @Field(() => Boolean, { description: 'Inactive products are hidden from the shop.' })
  active: boolean;

  @Field(() => Date)
  createdAt: Date;

  @Field(() => Date)
  updatedAt: Date;
}

@ObjectType()
export class ProductConnection extends Connection(Product) {}
