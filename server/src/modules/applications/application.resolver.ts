import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Args, Ctx, FieldResolver, ID, Info, Mutation, Query, Resolver, Root } from 'type-graphql';
import { actorOf } from '../../graphql/context.js';
import { PageArgs } from '../../graphql/pagination.js';
import { Allow } from '../../graphql/rules.js';
import { selectedFields } from '../../graphql/selection.js';
import { PropertyDetail } from '../properties/property.type.js';
import type { AppContext } from '../services.js';
import { ApplicationInput, ApplicationListArgs, DecisionArgs, ProductApplicationInput } from './application.inputs.js';
import type { ApplicationFields } from './application.read.js';
import { Application, ApplicationConnection, ApplicationProduct } from './application.type.js';

/** What a read fetches: what the operation selects of the application at `path`. */
const fieldsFor = (info: GraphQLResolveInfo, path: readonly string[]): ApplicationFields => ({
  application: selectedFields(info, path),
  contact: selectedFields(info, [...path, 'emergencyContacts']),
  employer: selectedFields(info, [...path, 'employerInformation']),
});

@Resolver()
export class ApplicationResolver {
  @Query(() => ApplicationConnection, { description: 'The caller’s applications, newest first, with contacts and employer.' })
  @Allow.signedIn()
  myApplications(@Args() { first, after }: PageArgs, @Ctx() { viewer, services }: AppContext, @Info() info: GraphQLResolveInfo) {
    return services.applications.listMine(viewer!, first, after, fieldsFor(info, ['nodes']));
  }

  @Query(() => Application, { nullable: true, description: 'The newest application, whose status the user sees; null if none.' })
  @Allow.signedIn()
  myLatestApplication(@Ctx() { viewer, services }: AppContext, @Info() info: GraphQLResolveInfo) {
    return services.applications.latestMine(viewer!, fieldsFor(info, []));
  }

  @Query(() => ApplicationConnection, { description: 'All applications, newest first (or oldest first), by status and free-text search (viewAllApplications).' })
  @Allow.permission('viewAllApplications')
  applications(@Args() { first, after, status, search, order }: ApplicationListArgs, @Ctx() { services }: AppContext, @Info() info: GraphQLResolveInfo) {
    return services.applications.list(first, after, status, search, order, fieldsFor(info, ['nodes']));
  }

  @Query(() => Application, { description: 'One application with its contacts and employer (viewAllApplications); NOT_FOUND if there is none.' })
  @Allow.permission('viewAllApplications')
  application(@Arg('id', () => ID, { description: 'The application’s id.' }) id: string, @Ctx() { services }: AppContext, @Info() info: GraphQLResolveInfo) {
    return services.applications.get(id, fieldsFor(info, []));
  }

  @Mutation(() => Application, { description: 'Submits a rent assistance application (one open application at a time).' })
  @Allow.signedIn()
  submitApplication(
    @Arg('input', () => ApplicationInput, { description: 'The rent, the home, the landlord, contacts, employer and the disclosure accepted.' }) input: ApplicationInput,
    @Ctx() context: AppContext,
  ) {
    return context.services.applications.submit(actorOf(context), input);
  }

  @Mutation(() => Application, { description: 'Replaces the caller’s application while it is pending.' })
  @Allow.signedIn()
  updateApplication(
    @Arg('id', () => ID, { description: 'The application’s id.' }) id: string,
    @Arg('input', () => ApplicationInput, { description: 'The whole application again; it replaces what was there.' }) input: ApplicationInput,
    @Ctx() context: AppContext,
  ) {
    return context.services.applications.update(actorOf(context), id, input);
  }

  @Mutation(() => Application, { description: 'Submits an application for a credit product other than rent (creditProductsToApply), one open application at a time.' })
  @Allow.signedIn()
  submitProductApplication(
    @Arg('input', () => ProductApplicationInput, { description: 'The product, amount, term, payee, contacts, employer and the disclosure accepted.' })
    input: ProductApplicationInput,
    @Ctx() context: AppContext,
  ) {
    return context.services.applications.submitProduct(actorOf(context), input);
  }

  @Mutation(() => Application, { description: 'Replaces the caller’s pending application with one for a credit product other than rent.' })
  @Allow.signedIn()
  updateProductApplication(
    @Arg('id', () => ID, { description: 'The application’s id.' }) id: string,
    @Arg('input', () => ProductApplicationInput, { description: 'The whole application again; it replaces what was there.' }) input: ProductApplicationInput,
    @Ctx() context: AppContext,
  ) {
    return context.services.applications.updateProduct(actorOf(context), id, input);
  }

  @Mutation(() => Application, { description: 'Withdraws the caller’s pending or under-review application.' })
  @Allow.signedIn()
  cancelApplication(@Arg('id', () => ID, { description: 'The application’s id.' }) id: string, @Ctx() context: AppContext) {
    return context.services.applications.cancel(actorOf(context), id);
  }

  @Mutation(() => Application, { description: 'Takes a pending application into review (manageAllApplications); the applicant is notified.' })
  @Allow.permission('manageAllApplications')
  startApplicationReview(@Arg('id', () => ID, { description: 'The application’s id.' }) id: string, @Ctx() context: AppContext) {
    return context.services.applications.startReview(actorOf(context), id);
  }

  @Mutation(() => Application, {
    description:
      'Approves a pending or under-review application once every approval check passes (manageAllApplications, APPROVAL_CHECKS_FAILED otherwise): creates the loan, which waits for finance to pay the payee, and notifies the applicant. Above the four-eyes threshold the first approval is recorded and a second approver completes it.',
  })
  @Allow.permission('manageAllApplications')
  approveApplication(@Args() { id, reason }: DecisionArgs, @Ctx() context: AppContext) {
    return context.services.applications.decide(actorOf(context), id, 'approved', reason);
  }

  @Mutation(() => Application, {
    description: 'Rejects a pending or under-review application with the reason the applicant reads (manageAllApplications); the applicant is notified.',
  })
  @Allow.permission('manageAllApplications')
  rejectApplication(@Args() { id, reason }: DecisionArgs, @Ctx() context: AppContext) {
    return context.services.applications.decide(actorOf(context), id, 'rejected', reason);
  }

  @Mutation(() => Application, {
    description: 'Links a rent assistance application that is not rejected or cancelled to an inspected property record (manageProperties).',
  })
  @Allow.permission('manageProperties')
  linkApplicationToProperty(
    @Arg('applicationId', () => ID, { description: 'The application’s id.' }) applicationId: string,
    @Arg('propertyId', () => ID, { description: 'The property’s id.' }) propertyId: string,
    @Ctx() context: AppContext,
  ) {
    return context.services.applications.linkToProperty(actorOf(context), applicationId, propertyId);
  }
}

/** The product an application is for, from the version it was priced on (immutable, so cached: no N+1 to speak of). */
@Resolver(() => Application)
export class ApplicationProductResolver {
  @FieldResolver(() => ApplicationProduct, { nullable: true, description: 'The product applied for; null only on applications older than products (rent).' })
  creditProduct(@Root() application: Application & { creditProductVersionId?: string | null }, @Ctx() { services }: AppContext) {
    return application.creditProductVersionId ? services.applications.productOf(application.creditProductVersionId) : null;
  }
}

/** The applications linked to a property, on the property detail only (one property, so no N+1). */
@Resolver(() => PropertyDetail)
export class PropertyApplicationsResolver {
  @FieldResolver(() => ApplicationConnection, { description: 'The applications linked to this property, newest first (viewAllApplications).' })
  @Allow.permission('viewAllApplications')
  applications(@Root() property: PropertyDetail, @Args() { first, after }: PageArgs, @Ctx() { services }: AppContext, @Info() info: GraphQLResolveInfo) {
    return services.applications.listForProperty(property.id, first, after, fieldsFor(info, ['nodes']));
  }
}
