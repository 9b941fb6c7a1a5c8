import { ArrayMaxSize, ArrayMinSize, IsIn, IsInt, Length, Max, Min, ValidateNested } from 'class-validator';
import { ArgsType, Field, ID, InputType, Int } from 'type-graphql';
import { PageArgs } from '../../graphql/pagination.js';
import { AcceptedDisclosureInput } from '../quotes/quote.type.js';
import { ORDER_STATUSES, type OrderStatus } from './order.table.js';
import { OrderStatusEnum } from './order.type.js';

export const MAX_CART_LINES = 20;
export const MAX_QUANTITY = 10;

@InputType()
export class CartItemInput {
  @Field(() => ID)
  productId: string;

  @Field(() => Int)
  @IsInt()
  @Min(1)
  @Max(MAX_QUANTITY)
  quantity: number;
}

@InputType({ description: 'The cart (product ids and quantities only: the server prices it) and the accepted disclosure.' })
export class CheckoutInput {
  @Field(() => [CartItemInput])
  @ArrayMinSize(1, { message: 'the cart is empty' })
  @ArrayMaxSize(MAX_CART_LINES)
  @ValidateNested()
  items: CartItemInput[];

  @Field(() => Int, { description: 'One of the setting credit.bnpl_plan_months.' })
  @IsInt()
  months: number;

  @Field(() => AcceptedDisclosureInput)
  @ValidateNested()
  acceptedDisclosure: AcceptedDisclosureInput;
}

@ArgsType()
export class OrderListArgs extends PageArgs {
  @Field(() => OrderStatusEnum, { nullable: true })
  @IsIn(ORDER_STATUSES)
  status?: OrderStatus | null;
}

@ArgsType()
export class OrderDecisionArgs {
  @Field(() => ID)
  id: string;

  @Field(() => String, { nullable: true, description: '5 to 1000 characters; the customer reads it.' })
  @Length(5, 1000)
  reason?: string | null;
}
