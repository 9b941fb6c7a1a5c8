import { Length } from 'class-validator';
import { Arg, Args, ArgsType, Ctx, Field, FieldResolver, ID, Mutation, ObjectType, Query, Resolver, Root, registerEnumType } from 'type-graphql';
import { actorOf } from '../../graphql/context.js';
import { Connection, PageArgs } from '../../graphql/pagination.js';
import { Allow } from '../../graphql/rules.js';
import type { AppContext } from '../services.js';
import { Application } from './application.type.js';
import { REVIEW_REQUEST_STATUSES, type ReviewRequestStatus } from './review-request.service.js';

export const ReviewRequestStatusEnum = Object.fromEntries(REVIEW_REQUEST_STATUSES.map((value) => [value, value])) as Record<ReviewRequestStatus, ReviewRequestStatus>;
registerEnumType(ReviewRequestStatusEnum, {
  name: 'ReviewRequestStatus',
  description: 'open: waiting for a credit analyst; answered.',
  valuesConfig: {
    open: { description: 'Asked for and waiting for a credit analyst’s answer.' },
    answered: { description: 'A credit analyst answered it; the customer was notified.' },
  } satisfies Record<keyof typeof ReviewRequestStatusEnum, { description: string }>,
});

@ObjectType({ description: 'A customer’s request for a human review of a rejected application, and the analyst’s answer.' })
@Allow.inherit()
export class ApplicationReviewRequest {
  @Field(() => ID, { description: 'The review request’s id.' })
  id: string;

  @Field(() => ID, { description: 'The rejected application it asks about.' })
  applicationId: string;

  @Field(() => ID, { description: 'The customer who asked (user id).' })
  userId: string;

  @Field(() => String, { description: 'Why the customer asks for a review.' })
  message: string;

  @Field(() => ReviewRequestStatusEnum, { description: 'Open or answered.' })
  status: ReviewRequestStatus;

  @Field(() => String, { nullable: true, description: 'The credit analyst’s answer, which the customer reads; null while open.' })
  answer: string | null;

  @Field(() => Date, { nullable: true, description: 'When it was answered; null while open.' })
  answeredAt: Date | null;

  @Field(() => Date, { description: 'When the customer asked.' })
  createdAt: Date;

  @Field(() => String, { nullable: true, description: 'The customer’s name, from their account; null if the account cannot be found.' })
  customerName: string | null;

  @Field(() => String, { nullable: true, description: 'The customer’s email, from their account; null if the account cannot be found.' })
  customerEmail: string | null;

  @Field(() => String, { nullable: true, description: 'The reason the application was rejected with.' })
  decisionReason: string | null;
}

@ObjectType({ description: 'A page of review requests, newest first.' })
export class ApplicationReviewRequestConnection extends Connection(ApplicationReviewRequest) {}

@ArgsType()
export class ReviewRequestQueueArgs extends PageArgs {
  @Field(() => ReviewRequestStatusEnum, { nullable: true, description: 'Only requests in this status; null for all.' })
  status?: ReviewRequestStatus | null;
}

@ArgsType()
export class RequestReviewArgs {
  @Field(() => ID, { description: 'The caller’s rejected application.' })
  applicationId: string;

  @Field(() => String, { description: 'Why the decision should be looked at again, 5 to 2000 characters.' })
  @Length(5, 2000, { message: 'Tell us in 5 to 2000 characters why the decision should be looked at again.' })
  message: string;
}

@ArgsType()
export class AnswerReviewArgs {
  @Field(() => ID, { description: 'The review request’s id.' })
  id: string;

  @Field(() => String, { description: 'The answer, 5 to 2000 characters; the customer reads it.' })
  @Length(5, 2000, { message: 'Give an answer of 5 to 2000 characters; the customer will read it.' })
  answer: string;
}

@Resolver()
export class ReviewRequestResolver {
  @Mutation(() => ApplicationReviewRequest, { description: 'Asks for a human review of the caller’s rejected application (once per application).' })
  @Allow.signedIn()
  requestApplicationReview(@Args(() => RequestReviewArgs) { applicationId, message }: RequestReviewArgs, @Ctx() context: AppContext) {
    return context.services.reviewRequests.request(actorOf(context), applicationId, message);
  }

  @Query(() => ApplicationReviewRequestConnection, { description: 'Human review requests, newest first: the credit analysts’ queue (manageAllApplications).' })
  @Allow.permission('manageAllApplications')
  applicationReviewRequests(@Args(() => ReviewRequestQueueArgs) { first, after, status }: ReviewRequestQueueArgs, @Ctx() { services }: AppContext) {
    return services.reviewRequests.queue(first, after, status);
  }

  @Mutation(() => ApplicationReviewRequest, { description: 'Answers an open review request (manageAllApplications); the customer is notified. Audited.' })
  @Allow.permission('manageAllApplications')
  answerApplicationReview(@Args(() => AnswerReviewArgs) { id, answer }: AnswerReviewArgs, @Ctx() context: AppContext) {
    return context.services.reviewRequests.answer(actorOf(context), id, answer);
  }

  @Query(() => ApplicationReviewRequest, { nullable: true, description: 'The review request of one application; null if there is none or the caller is neither its owner nor holds viewAllApplications.' })
  @Allow.signedIn()
  applicationReviewRequest(@Arg('applicationId', () => ID, { description: 'The application’s id.' }) applicationId: string, @Ctx() { viewer, services }: AppContext) {
    return services.reviewRequests.forApplication(viewer!, applicationId);
  }
}

/** On the application itself, so the customer's page reads it with the application. */
@Resolver(() => Application)
export class ApplicationReviewFieldResolver {
  @FieldResolver(() => ApplicationReviewRequest, { nullable: true, description: 'The human review asked for, if any.' })
  @Allow.signedIn()
  reviewRequest(@Root() parent: Application, @Ctx() { viewer, services }: AppContext) {
    return services.reviewRequests.forApplication(viewer!, parent.id);
  }
}
