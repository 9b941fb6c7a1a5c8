import { ArrayMaxSize, ArrayMinSize, IsIn, IsInt, IsOptional, Length, Matches, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { ArgsType, Field, ID, InputType, Int } from 'type-graphql';
import { OrderedPageArgs } from '../../graphql/pagination.js';
import { GHANA_POST_GPS_FORMAT, GPS_MESSAGE } from './delivery.js';
import { AcceptedDisclosureInput } from '../quotes/quote.type.js';
import { ORDER_STATUSES, type OrderStatus } from './order.table.js';
import { OrderStatusEnum } from './order.type.js';
import { GhanaRegionEnum, type GhanaRegion } from '../users/ghana-region.js';

export const MAX_CART_LINES = 20;
export const MAX_QUANTITY = 10;

@InputType({ description: 'One line of the cart: a catalogue product and how many of it.' })
export class CartItemInput {
  @Field(() => ID, { description: 'The catalogue product; each product may appear once in a cart.' })
  productId: string;

  @Field(() => Int, { description: `How many, 1 to ${MAX_QUANTITY}; at most what is in stock.` })
  @IsInt()
  @Min(1)
  @Max(MAX_QUANTITY)
  quantity: number;
}

@InputType({ description: 'The cart to price at checkout: its lines and the plan length.' })
export class CheckoutQuoteInput {
  @Field(() => [CartItemInput], { description: `The cart’s lines, 1 to ${MAX_CART_LINES}.` })
  @ArrayMinSize(1, { message: 'the cart is empty' })
  @ArrayMaxSize(MAX_CART_LINES)
  @ValidateNested()
  items: CartItemInput[];

  @Field(() => Int, { description: 'One of the setting credit.bnpl_plan_months.' })
  @IsInt()
  months: number;

  @Field(() => GhanaRegionEnum, { nullable: true, description: 'The region the goods go to: its delivery fee is added to the amount financed. Omitted: the goods alone are priced.' })
  @IsOptional()
  region?: GhanaRegion | null;
}

@InputType({ description: 'Where the goods go and whom the courier calls.' })
export class DeliveryInput {
  @Field(() => String, { description: 'Street, house number, area and town: 5 to 300 characters.' })
  @Length(5, 300)
  address: string;

  @Field(() => String, { nullable: true, description: 'GhanaPost GPS code, e.g. GA-123-4567 (optional).' })
  @IsOptional()
  @MaxLength(20)
  @Matches(GHANA_POST_GPS_FORMAT, { message: GPS_MESSAGE })
  gpsCode?: string | null;

  @Field(() => String, { description: 'A Ghana phone number (024 123 4567 or +233 24 123 4567); stored as +233…' })
  @Length(9, 20)
  phone: string;

  @Field(() => GhanaRegionEnum, { description: 'The region the goods go to: its delivery fee (setting delivery.fee_by_region) is part of the amount financed.' })
  region: GhanaRegion;
}

@InputType({ description: 'The cart (product ids and quantities only: the server prices it) and the accepted disclosure.' })
export class CheckoutInput {
  @Field(() => [CartItemInput], { description: `The cart’s lines, 1 to ${MAX_CART_LINES}, priced from the catalogue as checkoutQuote prices them.` })
  @ArrayMinSize(1, { message: 'the cart is empty' })
  @ArrayMaxSize(MAX_CART_LINES)
  @ValidateNested()
  items: CartItemInput[];

  @Field(() => Int, { description: 'One of the setting credit.bnpl_plan_months.' })
  @IsInt()
  months: number;

  @Field(() => AcceptedDisclosureInput, {
    description: 'The totalRepayable and aprBp of the checkoutQuote disclosure the customer accepted; CONFLICT when the terms have changed since.',
  })
  @ValidateNested()
  acceptedDisclosure: AcceptedDisclosureInput;

  @Field(() => DeliveryInput, { description: 'Where the goods go and the phone the courier calls.' })
  @ValidateNested()
  delivery: DeliveryInput;
}

@ArgsType()
export class OrderListArgs extends OrderedPageArgs {
  @Field(() => OrderStatusEnum, { nullable: true, description: 'Only orders in this status; every status when omitted.' })
  @IsIn(ORDER_STATUSES)
  status?: OrderStatus | null;
}

@ArgsType()
export class OrderDecisionArgs {
  @Field(() => ID, { description: 'The order; it must be waiting for approval.' })
  id: string;

  @Field(() => String, { nullable: true, description: '5 to 1000 characters; the customer reads it.' })
  @Length(5, 1000)
  reason?: string | null;
}

@ArgsType()
export class OrderCancelArgs {
  @Field(() => ID, { description: 'The order; it must be waiting for approval or approved (not yet dispatched).' })
  id: string;

  @Field(() => String, { description: '5 to 1000 characters; the customer reads it.' })
  @Length(5, 1000)
  reason: string;
}

@ArgsType()
export class OrderDeliveredArgs {
  @Field(() => ID, { description: 'The order; it must be dispatched.' })
  id: string;

  @Field(() => String, { nullable: true, description: 'The day the customer received the goods (YYYY-MM-DD; today when omitted). The merchant is paid on it.' })
  @IsOptional()
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'Give the delivery date as YYYY-MM-DD.' })
  deliveredOn?: string | null;
}
