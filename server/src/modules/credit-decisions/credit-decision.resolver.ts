import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import { Allow } from '../../graphql/rules.js';
import { Application } from '../applications/application.type.js';
import { Order } from '../orders/order.type.js';
import type { AppContext } from '../services.js';
import { ApprovalCheck, ApprovalProgress, DecisionStep } from './credit-decision.type.js';

// The approval checklist and four-eyes progress on the staff views of an application and an order. The checklist is
// the same function the approve mutations enforce (approval-checks.ts), so the screen shows what the server decides.
// The decision steps are read from the record of each step (decision-steps.ts): who approved, rejected or cancelled,
// when and why. Staff only, like the reviewer: a customer reads the decision and its reason, never staff names.

@Resolver(() => Application)
export class ApplicationApprovalResolver {
  @FieldResolver(() => [ApprovalCheck], { description: 'The checks approving this application needs, as they stand now.' })
  @Allow.permission('viewAllApplications')
  approvalChecks(@Root() application: Application, @Ctx() { services }: AppContext) {
    return services.applications.approvalChecks(application.id);
  }

  @FieldResolver(() => ApprovalProgress, { description: 'Approvals given so far and how many are needed (four eyes).' })
  @Allow.permission('viewAllApplications')
  approvalProgress(@Root() application: Application, @Ctx() { services }: AppContext) {
    return services.applications.approvalProgress(application.id);
  }

  @FieldResolver(() => [DecisionStep], {
    description: 'Every step of the decision in the order taken (approvals, the rejection, a review request and its answer), each with its own person, time and reason; empty while undecided.',
  })
  @Allow.permission('viewAllApplications')
  decisionSteps(@Root() application: Application, @Ctx() { services }: AppContext) {
    return services.creditDecisions.decisionSteps('application', application.id);
  }
}

@Resolver(() => Order)
export class OrderApprovalResolver {
  @FieldResolver(() => [ApprovalCheck], { description: 'The checks approving this order needs, as they stand now.' })
  @Allow.permission('viewAllApplications')
  approvalChecks(@Root() order: Order, @Ctx() { services }: AppContext) {
    return services.orders.approvalChecks(order.id);
  }

  @FieldResolver(() => ApprovalProgress, { description: 'Approvals given so far and how many are needed (four eyes).' })
  @Allow.permission('viewAllApplications')
  approvalProgress(@Root() order: Order, @Ctx() { services }: AppContext) {
    return services.orders.approvalProgress(order);
  }

  @FieldResolver(() => [DecisionStep], {
    description: 'Every step of the decision in the order taken (approvals, the rejection, a cancellation), each with its own person, time and reason; empty while undecided.',
  })
  @Allow.permission('viewAllApplications')
  decisionSteps(@Root() order: Order, @Ctx() { services }: AppContext) {
    return services.creditDecisions.decisionSteps('order', order.id);
  }
}
