import { Arg, Args, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { actorOf } from '../../graphql/context.js';
import { Allow } from '../../graphql/rules.js';
import type { AppContext } from '../services.js';
import { DeclineCorrectionArgs, PrivacyQueueArgs, RequestCorrectionInput } from './privacy.inputs.js';
import type { PrivacyRequestView, PrivacyService } from './privacy.service.js';
import { AccountClosureCheck, PrivacyRequest, PrivacyRequestConnection } from './privacy.type.js';

/** The stored row as the schema shows it: the payload's parts as fields, download paths while valid. */
export function toPrivacyRequest(row: PrivacyRequestView, service: PrivacyService, now: Date): PrivacyRequest {
  const files = row.payload.files;
  const valid = row.kind === 'export' && row.status === 'completed' && files && row.expiresAt && row.expiresAt > now;
  return {
    id: row.id,
    userId: row.userId,
    kind: row.kind,
    status: row.status,
    field: row.payload.field ?? null,
    currentValue: row.payload.currentValue ?? null,
    newValue: row.payload.newValue ?? null,
    evidenceDocumentId: row.payload.evidenceDocumentId ?? null,
    customerReason: row.customerReason,
    reason: row.reason,
    dueOn: row.dueOn,
    overdue: service.isOverdue(row),
    decidedAt: row.decidedAt,
    expiresAt: row.expiresAt,
    retainUntil: row.retainUntil,
    anonymisedAt: row.anonymisedAt,
    downloads: valid
      ? (['json', 'pdf', 'zip'] as const).map((format) => ({ format, url: `/api/files/privacy/${row.id}/my-data.${format}`, sizeBytes: files.sizes[format] }))
      : [],
    customer: row.customer,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

@Resolver()
export class PrivacyResolver {
  // ---- customer ----

  @Query(() => [PrivacyRequest], { description: 'The caller’s data protection requests, newest first (at most 50).' })
  @Allow.signedIn()
  async myPrivacyRequests(@Ctx() { viewer, services }: AppContext) {
    const now = services.clock.now();
    return (await services.privacy.listMine(viewer!)).map((row) => toPrivacyRequest(row, services.privacy, now));
  }

  @Mutation(() => PrivacyRequest, { description: 'Asks for a copy of everything held about the caller (JSON, PDF and a zip); once per privacy.export_interval_hours.' })
  @Allow.signedIn()
  async requestDataExport(@Ctx() context: AppContext) {
    const row = await context.services.privacy.requestExport(actorOf(context));
    return toPrivacyRequest(row, context.services.privacy, context.services.clock.now());
  }

  @Mutation(() => PrivacyRequest, { description: 'Asks staff to correct the caller’s name, date of birth or Ghana Card number.' })
  @Allow.signedIn()
  async requestDataCorrection(
    @Arg('input', () => RequestCorrectionInput, { description: 'The detail, the value asked for, why and any evidence.' }) input: RequestCorrectionInput,
    @Ctx() context: AppContext,
  ) {
    const row = await context.services.privacy.requestCorrection(actorOf(context), input);
    return toPrivacyRequest(row, context.services.privacy, context.services.clock.now());
  }

  @Query(() => AccountClosureCheck, { description: 'Whether the caller’s account can be closed now, and if not why (the reason requestAccountClosure would record).' })
  @Allow.signedIn()
  myAccountClosureCheck(@Ctx() { viewer, services }: AppContext) {
    return services.privacy.closureCheck(viewer!);
  }

  @Mutation(() => PrivacyRequest, { description: 'Closes the caller’s account (status completed), or records why it cannot be closed yet (status refused, with the reason).' })
  @Allow.signedIn()
  async requestAccountClosure(@Ctx() context: AppContext) {
    const row = await context.services.privacy.requestClosure(actorOf(context));
    return toPrivacyRequest(row, context.services.privacy, context.services.clock.now());
  }

  // ---- staff ----

  @Query(() => PrivacyRequestConnection, { description: 'Every data protection request, newest first (managePrivacyRequests).' })
  @Allow.permission('managePrivacyRequests')
  async privacyRequests(@Args() { first, after, status, kind, overdue }: PrivacyQueueArgs, @Ctx() { services }: AppContext) {
    const page = await services.privacy.queue(first, after, { status, kind, overdue });
    const now = services.clock.now();
    return { ...page, nodes: page.nodes.map((row) => toPrivacyRequest(row, services.privacy, now)) };
  }

  @Query(() => PrivacyRequest, { description: 'One data protection request (managePrivacyRequests); NOT_FOUND if there is none.' })
  @Allow.permission('managePrivacyRequests')
  async privacyRequest(@Arg('id', () => ID, { description: 'The request’s id.' }) id: string, @Ctx() { services }: AppContext) {
    return toPrivacyRequest(await services.privacy.get(id), services.privacy, services.clock.now());
  }

  @Mutation(() => PrivacyRequest, { description: 'Writes the corrected value of a pending correction and completes the request (managePrivacyRequests; audited; the customer is notified).' })
  @Allow.permission('managePrivacyRequests')
  async applyDataCorrection(@Arg('id', () => ID, { description: 'The pending correction request’s id.' }) id: string, @Ctx() context: AppContext) {
    const row = await context.services.privacy.applyCorrection(actorOf(context), id);
    return toPrivacyRequest(row, context.services.privacy, context.services.clock.now());
  }

  @Mutation(() => PrivacyRequest, { description: 'Declines a pending correction with the reason the customer is told (managePrivacyRequests; audited).' })
  @Allow.permission('managePrivacyRequests')
  async declineDataCorrection(@Args() { id, reason }: DeclineCorrectionArgs, @Ctx() context: AppContext) {
    const row = await context.services.privacy.declineCorrection(actorOf(context), id, reason);
    return toPrivacyRequest(row, context.services.privacy, context.services.clock.now());
  }
}

/** What a correction's field holds now, beside what it held when the customer asked (`currentValue`): staff see the effect. */
@Resolver(() => PrivacyRequest)
export class PrivacyRequestValueResolver {
  @FieldResolver(() => String, {
    nullable: true,
    description: 'Correction: the value the customer’s record holds now (the corrected one once applied); null for other kinds (managePrivacyRequests).',
  })
  @Allow.permission('managePrivacyRequests')
  valueNow(@Root() request: PrivacyRequest, @Ctx() { services }: AppContext) {
    return services.privacy.valueNow(request);
  }
}
