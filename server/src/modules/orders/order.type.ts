import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Connection } from '../../graphql/pagination.js';
import { PersonFields } from '../../graphql/person.js';
import { Allow } from '../../graphql/rules.js';
import { CreditQuote } from '../quotes/quote.type.js';
import { ORDER_STATUSES, type OrderStatus } from './order.table.js';

export const OrderStatusEnum = Object.fromEntries(ORDER_STATUSES.map((value) => [value, value])) as Record<OrderStatus, OrderStatus>;
registerEnumType(OrderStatusEnum, {
  name: 'OrderStatus',
  description: 'pending_approval → approved → dispatched → delivered; or rejected, or cancelled (by the customer while pending, by staff before dispatch).',
});

@ObjectType({ description: 'The customer who placed an order (staff only).' })
@Allow.inherit()
export class OrderCustomer extends PersonFields {}

@ObjectType({ description: 'A line of an order at the price of checkout (pesewas).' })
@Allow.inherit()
export class OrderItem {
  @Field(() => ID)
  productId: string;

  @Field(() => String)
  name: string;

  @Field(() => Int)
  unitPrice: number;

  @Field(() => Int)
  quantity: number;

  @Field(() => Int)
  lineTotal: number;
}

@ObjectType({ description: 'The cart priced as it is now: current prices, the subtotal and the disclosure to accept.' })
@Allow.inherit()
export class CheckoutQuote {
  @Field(() => [OrderItem], { description: 'Each line at today’s price (the cart may hold an older one).' })
  lines: OrderItem[];

  @Field(() => Int)
  subtotal: number;

  @Field(() => CreditQuote)
  disclosure: CreditQuote;
}

@ObjectType({ description: 'A BNPL order and the disclosure the customer accepted at checkout.' })
@Allow.inherit()
export class Order {
  @Field(() => ID)
  id: string;

  userId: string;

  @Field(() => OrderStatusEnum)
  status: OrderStatus;

  @Field(() => Int)
  months: number;

  @Field(() => Int, { description: 'The amount financed (pesewas).' })
  subtotal: number;

  @Field(() => [OrderItem])
  items: OrderItem[];

  @Field(() => CreditQuote, { description: 'Exactly what the customer was shown and accepted.' })
  disclosure: CreditQuote;

  @Field(() => Date)
  disclosureAcceptedAt: Date;

  @Field(() => String, { nullable: true })
  @Allow.ownerOr('viewAllApplications')
  disclosureIp: string | null;

  @Field(() => String, { nullable: true })
  decisionReason: string | null;

  @Field(() => Date, { nullable: true })
  decidedAt: Date | null;

  @Field(() => ID, { nullable: true, description: 'The loan created on approval.' })
  loanId: string | null;

  @Field(() => Date, {
    nullable: true,
    description: 'When the customer signed the credit agreement of the order’s loan: its plan starts then, and the goods may be dispatched only after it. Null before.',
  })
  agreementSignedAt: Date | null;

  @Field(() => OrderCustomer, { description: 'Who placed the order.' })
  @Allow.permission('viewAllApplications')
  customer: OrderCustomer;

  @Field(() => String, { nullable: true, description: 'Delivery address (null on orders placed before it was asked).' })
  @Allow.ownerOr('viewAllApplications')
  deliveryAddress: string | null;

  @Field(() => String, { nullable: true, description: 'GhanaPost GPS code, if given.' })
  @Allow.ownerOr('viewAllApplications')
  deliveryGpsCode: string | null;

  @Field(() => String, { nullable: true, description: 'Phone for the courier, +233…' })
  @Allow.ownerOr('viewAllApplications')
  deliveryPhone: string | null;

  @Field(() => Date, { nullable: true })
  dispatchedAt: Date | null;

  @Field(() => String, { nullable: true, description: 'The day the customer received the goods (YYYY-MM-DD): the merchant is paid on it.' })
  deliveredOn: string | null;

  @Field(() => Date, { nullable: true })
  cancelledAt: Date | null;

  @Field(() => String, { nullable: true, description: 'Why staff cancelled it (null when the customer withdrew it).' })
  cancelReason: string | null;

  @Field(() => Date)
  createdAt: Date;
}

@ObjectType()
export class OrderConnection extends Connection(Order) {}
