import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Connection } from '../../graphql/pagination.js';
import { PersonFields } from '../../graphql/person.js';
import { Allow } from '../../graphql/rules.js';
import { CreditQuote } from '../quotes/quote.type.js';
import { ORDER_STATUSES, type OrderStatus } from './order.table.js';
import { GhanaRegionEnum, type GhanaRegion } from '../users/ghana-region.js';

export const OrderStatusEnum = Object.fromEntries(ORDER_STATUSES.map((value) => [value, value])) as Record<OrderStatus, OrderStatus>;
registerEnumType(OrderStatusEnum, {
  name: 'OrderStatus',
  description: 'pending_approval → approved → dispatched → delivered; or rejected, or cancelled (by the customer while pending, by staff before dispatch).',
  valuesConfig: {
    pending_approval: { description: 'Placed at checkout and waiting for a credit decision; the customer may still withdraw it. Nothing is reserved yet.' },
    approved: { description: 'Approved: the stock is reserved and the loan created; the goods may go once the customer has signed the credit agreement.' },
    rejected: { description: 'Refused by staff with a reason the customer is told; final.' },
    cancelled: {
      description: 'Withdrawn by the customer while pending, or cancelled by staff before dispatch (an approved order gets its stock back and its loan cancelled); final.',
    },
    dispatched: { description: 'The goods have left the warehouse and are on their way to the customer.' },
    delivered: { description: 'The customer received the goods; final. The merchant is paid on the delivery date.' },
  } satisfies Record<keyof typeof OrderStatusEnum, { description: string }>,
});

@ObjectType({ description: 'The customer who placed an order (staff only).' })
@Allow.inherit()
export class OrderCustomer extends PersonFields {}

@ObjectType({ description: 'A line of an order at the price of checkout (pesewas).' })
@Allow.inherit()
export class OrderItem {
  @Field(() => ID, { description: 'The catalogue product.' })
  productId: string;

  @Field(() => String, { description: 'The product’s name when it was priced.' })
  name: string;

  @Field(() => Int, { description: 'The price of one unit in pesewas when it was priced.' })
  unitPrice: number;

  @Field(() => Int, { description: 'How many units.' })
  quantity: number;

  @Field(() => Int, { description: 'unitPrice × quantity, in pesewas.' })
  lineTotal: number;
}

@ObjectType({ description: 'How the prices carry VAT and levies (they are included).' })
@Allow.inherit()
export class CheckoutTaxes {
  @Field(() => Int, { nullable: true, description: 'The combined rate included (basis points, setting tax.included_rate_bp); null when it is not stated.' })
  rateBp: number | null;

  @Field(() => Int, { nullable: true, description: 'The VAT and levies inside the total (pesewas); null when the rate is not stated.' })
  includedAmount: number | null;

  @Field(() => String, { description: 'The line checkout shows, e.g. "Prices include VAT and levies of GH₵200.00 (20%)".' })
  text: string;
}

@ObjectType({ description: 'The cart priced as it is now: current prices, the subtotal, delivery, and the disclosure to accept.' })
@Allow.inherit()
export class CheckoutQuote {
  @Field(() => [OrderItem], { description: 'Each line at today’s price (the cart may hold an older one).' })
  lines: OrderItem[];

  @Field(() => Int, { description: 'The sum of the lines in pesewas.' })
  subtotal: number;

  @Field(() => GhanaRegionEnum, { nullable: true, description: 'The region priced; null when none was given.' })
  deliveryRegion: GhanaRegion | null;

  @Field(() => Int, { nullable: true, description: 'The region’s delivery fee in pesewas (may be 0); null when no region was given.' })
  deliveryFee: number | null;

  @Field(() => Int, { description: 'subtotal + deliveryFee in pesewas: the amount to be financed.' })
  total: number;

  @Field(() => String, { description: 'How long delivery takes, e.g. "3–5 working days" (setting delivery.expected_window).' })
  deliveryWindow: string;

  @Field(() => CheckoutTaxes, { description: 'The VAT and levies included in the prices.' })
  taxes: CheckoutTaxes;

  @Field(() => CreditQuote, { description: 'The credit terms for this cart and plan length; checkout sends back its totalRepayable and aprBp as acceptedDisclosure.' })
  disclosure: CreditQuote;
}

@ObjectType({ description: 'A BNPL order and the disclosure the customer accepted at checkout.' })
@Allow.inherit()
export class Order {
  @Field(() => ID, { description: 'The order id.' })
  id: string;

  userId: string;

  @Field(() => OrderStatusEnum, { description: 'Where the order stands.' })
  status: OrderStatus;

  @Field(() => Int, { description: 'The plan length in months chosen at checkout.' })
  months: number;

  @Field(() => Int, { description: 'The sum of the items (pesewas).' })
  subtotal: number;

  @Field(() => GhanaRegionEnum, { nullable: true, description: 'The region the goods go to; null on orders placed before checkout asked for it.' })
  deliveryRegion: GhanaRegion | null;

  @Field(() => Int, { description: 'The delivery fee at checkout (pesewas, may be 0).' })
  deliveryFee: number;

  @Field(() => Int, { description: 'subtotal + deliveryFee (pesewas): the amount financed.' })
  total: number;

  @Field(() => [OrderItem], { description: 'The lines at the names and prices of checkout, in cart order.' })
  items: OrderItem[];

  @Field(() => CreditQuote, { description: 'Exactly what the customer was shown and accepted.' })
  disclosure: CreditQuote;

  @Field(() => Date, { description: 'When the customer accepted the disclosure, at checkout.' })
  disclosureAcceptedAt: Date;

  @Field(() => String, { nullable: true, description: 'The IP address checkout came from (the owner or viewAllApplications); null when it was not known.' })
  @Allow.ownerOr('viewAllApplications')
  disclosureIp: string | null;

  @Field(() => String, { nullable: true, description: 'The reviewer’s reason: always given on rejection, optional on approval; null otherwise.' })
  decisionReason: string | null;

  @Field(() => Date, { nullable: true, description: 'When the order was approved or rejected; null before a decision.' })
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

  @Field(() => Date, { nullable: true, description: 'When staff marked the goods dispatched; null before.' })
  dispatchedAt: Date | null;

  @Field(() => String, { nullable: true, description: 'The day the customer received the goods (YYYY-MM-DD): the merchant is paid on it.' })
  deliveredOn: string | null;

  @Field(() => Date, { nullable: true, description: 'When the customer or staff cancelled it; null otherwise.' })
  cancelledAt: Date | null;

  @Field(() => String, { nullable: true, description: 'Why staff cancelled it (null when the customer withdrew it).' })
  cancelReason: string | null;

  @Field(() => Date, { description: 'When the order was placed.' })
  createdAt: Date;
}

@ObjectType({ description: 'A page of BNPL orders.' })
export class OrderConnection extends Connection(Order) {}
