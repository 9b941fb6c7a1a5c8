import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Connection } from '../../graphql/pagination.js';
import { Allow } from '../../graphql/rules.js';
import { PRODUCT_CATEGORIES, type ProductCategory } from './catalogue.table.js';

export const ProductCategoryEnum = Object.fromEntries(PRODUCT_CATEGORIES.map((value) => [value, value])) as Record<
  ProductCategory,
  ProductCategory
>;
registerEnumType(ProductCategoryEnum, {
  name: 'ProductCategory',
  description: 'The BNPL shop’s departments.',
  valuesConfig: {
    furniture: { description: 'Furniture: sofas, beds, dining sets, wardrobes and the like.' },
    appliances: { description: 'Household appliances: refrigerators, washing machines, cookers, air conditioners and the like.' },
    electronics: { description: 'Electronics: televisions, laptops, smartphones, sound bars and the like.' },
  } satisfies Record<ProductCategory, { description: string }>,
});

export enum ProductOrder {
  NEWEST = 'NEWEST',
  NAME = 'NAME',
}
registerEnumType(ProductOrder, {
  name: 'ProductOrder',
  description: 'Newest first, or alphabetical by name.',
  valuesConfig: {
    NEWEST: { description: 'Newest first (by when the product was added).' },
    NAME: { description: 'Alphabetical by name.' },
  } satisfies Record<keyof typeof ProductOrder, { description: string }>,
});

@ObjectType({ description: 'An item of the Buy Now Pay Later shop.' })
@Allow.inherit()
export class Product {
  @Field(() => ID, { description: 'The product’s id.' })
  id: string;

  @Field(() => String, { description: 'Stable, URL-friendly name (e.g. three-seater-fabric-sofa).' })
  slug: string;

  @Field(() => String, { description: 'The name shown in the shop.' })
  name: string;

  @Field(() => String, { description: 'What the product is, in words for the customer.' })
  description: string;

  @Field(() => ProductCategoryEnum, { description: 'The shop department it is in.' })
  category: ProductCategory;

  @Field(() => Int, { description: 'Cash price in pesewas (GH₵1 = 100).' })
  price: number;

  @Field(() => String, { description: 'Path of the picture served with the web app, e.g. /images/products/sofa.svg.' })
  imageUrl: string;

  @Field(() => Int, { description: 'Units available; 0 means out of stock.' })
  stock: number;

  @Field(() => Boolean, { description: 'Inactive products are hidden from the shop.' })
  active: boolean;

  @Field(() => Date, { description: 'When it was added to the catalogue (ISO timestamp).' })
  createdAt: Date;

  @Field(() => Date, { description: 'When it last changed, stock included (ISO timestamp).' })
  updatedAt: Date;
}

@ObjectType({ description: 'A page of shop products.' })
export class ProductConnection extends Connection(Product) {}
