import { IsIn, IsOptional, Length, Matches, Max, MaxLength, Min, NotEquals } from 'class-validator';
import { ArgsType, Field, ID, InputType, Int } from 'type-graphql';
import { PageArgs } from '../../graphql/pagination.js';
import type { ProductCategory } from './catalogue.table.js';
import { ProductCategoryEnum, ProductOrder } from './catalogue.type.js';

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
// Pictures ship with the web app (no hot-linking): a path under /images/.
export const IMAGE_PATH_PATTERN = /^\/images\/[a-z0-9][a-z0-9/_-]*\.(?:svg|png|jpe?g|webp)$/;
/** GH₵1,000,000 in pesewas: far above anything in the shop, well inside a GraphQL Int. */
export const MAX_PRICE = 100_000_000;
export const MAX_STOCK = 1_000_000;

const SLUG_MESSAGE = 'The slug may contain lowercase letters, digits and single hyphens.';
const IMAGE_MESSAGE = 'The image must be a path under /images/ ending in .svg, .png, .jpg or .webp.';

@ArgsType()
export class ProductsArgs extends PageArgs {
  @Field(() => ProductCategoryEnum, { nullable: true, description: 'Only products in this department; every department when omitted.' })
  category?: ProductCategory | null;

  @Field(() => String, { nullable: true, description: 'Words to find in the name or description.' })
  @IsOptional()
  @MaxLength(100)
  search?: string | null;

  @Field(() => ProductOrder, { defaultValue: ProductOrder.NEWEST, description: 'How to order the products (default NEWEST).' })
  @IsIn(Object.values(ProductOrder))
  orderBy: ProductOrder = ProductOrder.NEWEST;
}

@ArgsType()
export class StaffCatalogueArgs extends ProductsArgs {
  @Field(() => Boolean, { nullable: true, description: 'Only active (true) or inactive (false) products; both when omitted.' })
  active?: boolean | null;
}

@InputType({ description: 'A new product for the shop.' })
export class CreateCatalogueItemInput {
  @Field(() => String, { nullable: true, description: 'Made from the name when omitted.' })
  @IsOptional()
  @Length(2, 80)
  @Matches(SLUG_PATTERN, { message: SLUG_MESSAGE })
  slug?: string | null;

  @Field(() => String, { description: 'The name shown in the shop, 2 to 120 characters.' })
  @Length(2, 120)
  name: string;

  @Field(() => String, { description: 'What the product is, 1 to 2000 characters.' })
  @Length(1, 2000)
  description: string;

  @Field(() => ProductCategoryEnum, { description: 'The shop department.' })
  category: ProductCategory;

  @Field(() => Int, { description: 'Pesewas, more than 0.' })
  @Min(1)
  @Max(MAX_PRICE)
  price: number;

  @Field(() => String, { description: 'Path of a picture shipped with the web app, under /images/ and ending in .svg, .png, .jpg or .webp.' })
  @MaxLength(200)
  @Matches(IMAGE_PATH_PATTERN, { message: IMAGE_MESSAGE })
  imageUrl: string;

  @Field(() => Int, { defaultValue: 0, description: 'Units available at the start, 0 to 1,000,000.' })
  @Min(0)
  @Max(MAX_STOCK)
  stock: number = 0;

  @Field(() => Boolean, { defaultValue: true, description: 'Whether it shows in the shop at once (default true).' })
  active: boolean = true;
}

@InputType({ description: 'Only the fields given (not null) change.' })
export class UpdateCatalogueItemInput {
  @Field(() => String, { nullable: true, description: 'A new slug (lowercase letters, digits and single hyphens), not used by another product.' })
  @IsOptional()
  @Length(2, 80)
  @Matches(SLUG_PATTERN, { message: SLUG_MESSAGE })
  slug?: string | null;

  @Field(() => String, { nullable: true, description: 'A new name, 2 to 120 characters.' })
  @IsOptional()
  @Length(2, 120)
  name?: string | null;

  @Field(() => String, { nullable: true, description: 'A new description, 1 to 2000 characters.' })
  @IsOptional()
  @Length(1, 2000)
  description?: string | null;

  @Field(() => ProductCategoryEnum, { nullable: true, description: 'A new department.' })
  category?: ProductCategory | null;

  @Field(() => Int, { nullable: true, description: 'A new cash price in pesewas, more than 0.' })
  @IsOptional()
  @Min(1)
  @Max(MAX_PRICE)
  price?: number | null;

  @Field(() => String, { nullable: true, description: 'A new picture path under /images/.' })
  @IsOptional()
  @MaxLength(200)
  @Matches(IMAGE_PATH_PATTERN, { message: IMAGE_MESSAGE })
  imageUrl?: string | null;
}

@ArgsType()
export class AdjustStockArgs {
  @Field(() => ID, { description: 'The product.' })
  id: string;

  @Field(() => Int, { description: 'Units received (positive) or written off (negative).' })
  @NotEquals(0, { message: 'The stock change cannot be zero.' })
  @Min(-MAX_STOCK)
  @Max(MAX_STOCK)
  delta: number;

  @Field(() => String, { description: 'Why the stock changed (kept in the audit trail).' })
  @Length(3, 200)
  reason: string;
}
