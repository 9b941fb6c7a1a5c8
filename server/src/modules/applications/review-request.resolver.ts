import { Length } from 'class-validator';
import { Arg, Args, ArgsType, Ctx, Field, FieldResolver, ID, Mutation, ObjectType, Query, Resolver, Root, registerEnumType } from 'type-graphql';
import { actorOf } from '../../graphql/context.js';
import { Connection, PageArgs } from '../../graphql/pagination.js';
import { Allow } from '../../graphql/rules.js';
import type { AppContext } from '../services.js';
import { Application } from './application.type.js';
import { REVIEW_REQUEST_STATUSES, type ReviewRequestStatus } from './review-request.service.js';

export const ReviewRequestStatusEnum = Object.fromEntries(REVIEW_REQUEST_STATUSES.map((value) => [value, value])) as Record<ReviewRequestStatus, ReviewRequestStatus>;
registerEnumType(ReviewRequestStatusEnum, { name: 'ReviewRequestStatus', description: 'open: waiting for a credit analyst; answered.' });

@ObjectType({ description: 'A customer’s request for a human review of a rejected application, and the analyst’s answer.' })
@Allow.inherit()
export class ApplicationReviewRequest {
  @Field(() => ID)
  id: string;

  @Field(() => ID)
  applicationId: string;

  @Field(() => ID)
  userId: string;

  @Field(() => String, { description: 'Why the customer asks for a review.' })
  message: string;

  @Field(() => ReviewRequestStatusEnum)
  status: ReviewRequestStatus;

  @Field(() => String, { nullable: true })
  answer: string | null;

  @Field(() => Date, { nullable: true })
  answeredAt: Date | null;

  @Field(() => Date)
  createdAt: Date;

  @Field(() => String, { nullable: true })
  customerName: string | null;

  @Field(() => String, { nullable: true })
  customerEmail: string | null;

  @Field(() => String, { nullable: true, description: 'The reason the application was rejected with.' })
  decisionReason: string | null;
}

@ObjectType()
export class ApplicationReviewRequestConnection extends Connection(ApplicationReviewRequest) {}

@ArgsType()
export class ReviewRequestQueueArgs extends PageArgs {
  @Field(() => ReviewRequestStatusEnum, { nullable: true })
  status?: ReviewRequestStatus | null;
}

@ArgsType()
export class RequestReviewArgs {
  @Field(() => ID)
  applicationId: string;

  @Field(() => String)
  @Length(5, 2000, { message: 'Tell us in 5 to 2000 characters why the decision should be looked at again.' })
  message: string;
}

@ArgsType()
export class AnswerReviewArgs {
  @Field(() => ID)
  id: string;

  @Field(() => String)
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

  @Query(() => ApplicationReviewRequestConnection, { description: 'Human review requests, newest first: the credit analysts’ queue.' })
  @Allow.permission('manageAllApplications')
  applicationReviewRequests(@Args(() => ReviewRequestQueueArgs) { first, after, status }: ReviewRequestQueueArgs, @Ctx() { services }: AppContext) {
    return services.reviewRequests.queue(first, after, status);
  }

  @Mutation(() => ApplicationReviewRequest, { description: 'Answers a review request; the customer is notified. Audited.' })
  @Allow.permission('manageAllApplications')
  answerApplicationReview(@Args(() => AnswerReviewArgs) { id, answer }: AnswerReviewArgs, @Ctx() context: AppContext) {
    return context.services.reviewRequests.answer(actorOf(context), id, answer);
  }

  @Query(() => ApplicationReviewRequest, { nullable: true, description: 'The review request of one application (its owner or staff).' })
  @Allow.signedIn()
  applicationReviewRequest(@Arg('applicationId', () => ID) applicationId: string, @Ctx() { viewer, services }: AppContext) {
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
