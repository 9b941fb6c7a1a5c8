import { Arg, Args, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { actorOf } from '../../graphql/context.js';
import { PageArgs } from '../../graphql/pagination.js';
import { Allow } from '../../graphql/rules.js';
import type { AppContext } from '../services.js';
import { CheckoutInput, CheckoutQuoteInput, OrderCancelArgs, OrderDecisionArgs, OrderDeliveredArgs, OrderListArgs } from './order.inputs.js';
import { CheckoutQuote, Order, OrderConnection } from './order.type.js';

@Resolver()
export class OrderResolver {
  @Mutation(() => Order, { description: 'BNPL checkout: prices the cart from the catalogue and records the accepted disclosure.' })
  @Allow.signedIn()
  checkout(@Arg('input', () => CheckoutInput, { description: 'The cart, the plan length, the accepted disclosure and the delivery details.' }) input: CheckoutInput, @Ctx() context: AppContext) {
    return context.services.orders.checkout(actorOf(context), input);
  }

  @Query(() => CheckoutQuote, { description: 'Prices the cart from the catalogue now; checkout shows it and accepts exactly these terms.' })
  @Allow.signedIn()
  async checkoutQuote(
    @Arg('input', () => CheckoutQuoteInput, { description: 'The cart and the plan length to price.' }) input: CheckoutQuoteInput,
    @Ctx() { services }: AppContext,
  ): Promise<CheckoutQuote> {
    const { lines, subtotal, deliveryRegion, deliveryFee, total, deliveryWindow, taxes, quote } = await services.orders.priceCart(input.items, input.months, input.region ?? null);
    // rateType is a field resolver on CreditQuote (quote.resolver.ts), not a stored figure.
    return { lines, subtotal, deliveryRegion, deliveryFee, total, deliveryWindow, taxes, disclosure: quote as CheckoutQuote['disclosure'] };
  }

  @Query(() => OrderConnection, { description: 'The caller’s BNPL orders, newest first.' })
  @Allow.signedIn()
  myOrders(@Args() { first, after }: PageArgs, @Ctx() { viewer, services }: AppContext) {
    return services.orders.listMine(viewer!, first, after);
  }

  @Query(() => Order, { description: 'An order of the caller, or any order for staff who see applications.' })
  @Allow.signedIn()
  order(@Arg('id', () => ID, { description: 'The order id.' }) id: string, @Ctx() { viewer, services }: AppContext) {
    return services.orders.get(viewer!, id);
  }

  @Query(() => OrderConnection, { description: 'Every BNPL order, optionally by status; the staff queue asks for oldest_first.' })
  @Allow.permission('viewAllApplications')
  orders(@Args() { first, after, status, order }: OrderListArgs, @Ctx() { services }: AppContext) {
    return services.orders.list(first, after, status, order);
  }

  @Mutation(() => Order, {
    description:
      'Approves a pending order once every approval check passes (manageAllApplications): reserves the stock and creates the loan, which waits for the customer to sign its credit agreement. Above the four-eyes threshold the first approval is recorded and a second approver completes it.',
  })
  @Allow.permission('manageAllApplications')
  approveOrder(@Args() { id, reason }: OrderDecisionArgs, @Ctx() context: AppContext) {
    return context.services.orders.approve(actorOf(context), id, reason ?? null);
  }

  @Mutation(() => Order, { description: 'Rejects a pending order with a reason the customer is told (manageAllApplications); nothing is reserved and no loan is created.' })
  @Allow.permission('manageAllApplications')
  rejectOrder(
    @Arg('id', () => ID, { description: 'The order; it must be waiting for approval.' }) id: string,
    @Arg('reason', () => String, { description: '5 to 1000 characters; the customer reads it.' }) reason: string,
    @Ctx() context: AppContext,
  ) {
    return context.services.orders.reject(actorOf(context), id, reason);
  }

  @Mutation(() => Order, { description: 'Withdraws the caller’s order while it waits for approval.' })
  @Allow.signedIn()
  cancelOrder(@Arg('id', () => ID, { description: 'The caller’s order; it must be waiting for approval.' }) id: string, @Ctx() context: AppContext) {
    return context.services.orders.cancel(actorOf(context), id);
  }

  @Mutation(() => Order, { description: 'Staff: the goods of an approved order left the warehouse.' })
  @Allow.permission('fulfilOrders')
  dispatchOrder(@Arg('id', () => ID, { description: 'The order; it must be approved and its credit agreement signed.' }) id: string, @Ctx() context: AppContext) {
    return context.services.orders.dispatch(actorOf(context), id);
  }

  @Mutation(() => Order, { description: 'Staff: the customer received a dispatched order; records the delivery date (when the merchant is paid).' })
  @Allow.permission('fulfilOrders')
  markOrderDelivered(@Args() { id, deliveredOn }: OrderDeliveredArgs, @Ctx() context: AppContext) {
    return context.services.orders.markDelivered(actorOf(context), id, deliveredOn ?? null);
  }

  @Mutation(() => Order, { description: 'Staff: cancels an order before dispatch with a reason the customer reads; an approved order gets its stock back and its loan cancelled.' })
  @Allow.permission('fulfilOrders')
  staffCancelOrder(@Args() { id, reason }: OrderCancelArgs, @Ctx() context: AppContext) {
    return context.services.orders.cancelByStaff(actorOf(context), id, reason);
  }
}
