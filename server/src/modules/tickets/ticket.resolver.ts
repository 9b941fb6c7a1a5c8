import { Arg, Args, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { actorOf } from '../../graphql/context.js';
import { PageArgs } from '../../graphql/pagination.js';
import { Allow } from '../../graphql/rules.js';
import type { AppContext } from '../services.js';
import {
  ContactMessageInput,
  CreateTicketInput,
  MyTicketsArgs,
  StaffTicketReplyArgs,
  TicketQueueArgs,
  TicketReplyArgs,
} from './ticket.inputs.js';
import type { TicketPriority, TicketStatus } from './ticket.service.js';
import {
  ContactMessageConnection,
  ContactMessageReceipt,
  Ticket,
  TicketConnection,
  TicketPriorityEnum,
  TicketStatusEnum,
} from './ticket.type.js';

@Resolver()
export class TicketResolver {
  // ---- customer ----

  @Mutation(() => Ticket, { description: 'Opens a support ticket with its first message.' })
  @Allow.signedIn()
  createTicket(@Arg('input', () => CreateTicketInput) input: CreateTicketInput, @Ctx() { viewer, services }: AppContext) {
    return services.tickets.create(viewer!, input);
  }

  @Query(() => TicketConnection, { description: 'The caller’s tickets, newest first.' })
  @Allow.signedIn()
  myTickets(@Args() { first, after, status }: MyTicketsArgs, @Ctx() { viewer, services }: AppContext) {
    return services.tickets.listMine(viewer!, first, after, status);
  }

  @Query(() => Ticket, { description: 'One of the caller’s tickets (any ticket, with internal notes, for manageSystem).' })
  @Allow.signedIn()
  ticket(@Arg('id', () => ID) id: string, @Ctx() { viewer, services }: AppContext) {
    return services.tickets.get(viewer!, id);
  }

  @Mutation(() => Ticket, { description: 'Adds the customer’s message; a resolved ticket reopens.' })
  @Allow.signedIn()
  replyToTicket(@Args() { id, body }: TicketReplyArgs, @Ctx() { viewer, services }: AppContext) {
    return services.tickets.reply(viewer!, id, body);
  }

  @Mutation(() => Ticket)
  @Allow.signedIn()
  closeTicket(@Arg('id', () => ID) id: string, @Ctx() { viewer, services }: AppContext) {
    return services.tickets.close(viewer!, id);
  }

  // ---- staff ----

  @Query(() => TicketConnection, { description: 'Every ticket, newest first, with internal notes.' })
  @Allow.permission('manageSystem')
  ticketQueue(@Args() { first, after, status, assigneeId, priority }: TicketQueueArgs, @Ctx() { services }: AppContext) {
    return services.tickets.queue(first, after, { status, assigneeId, priority });
  }

  @Mutation(() => Ticket, { description: 'Assigns the ticket to a staff member; null unassigns it.' })
  @Allow.permission('manageSystem')
  assignTicket(
    @Arg('id', () => ID) id: string,
    @Arg('assigneeId', () => ID, { nullable: true }) assigneeId: string | null,
    @Ctx() context: AppContext,
  ) {
    return context.services.tickets.assign(actorOf(context), id, assigneeId ?? null);
  }

  @Mutation(() => Ticket, { description: 'Replies to the customer (they are notified) or adds an internal note.' })
  @Allow.permission('manageSystem')
  staffReplyToTicket(@Args() { id, body, internal }: StaffTicketReplyArgs, @Ctx() context: AppContext) {
    return context.services.tickets.staffReply(actorOf(context), id, body, internal);
  }

  @Mutation(() => Ticket)
  @Allow.permission('manageSystem')
  setTicketStatus(
    @Arg('id', () => ID) id: string,
    @Arg('status', () => TicketStatusEnum) status: TicketStatus,
    @Ctx() context: AppContext,
  ) {
    return context.services.tickets.setStatus(actorOf(context), id, status);
  }

  @Mutation(() => Ticket)
  @Allow.permission('manageSystem')
  setTicketPriority(
    @Arg('id', () => ID) id: string,
    @Arg('priority', () => TicketPriorityEnum) priority: TicketPriority,
    @Ctx() context: AppContext,
  ) {
    return context.services.tickets.setPriority(actorOf(context), id, priority);
  }

  // ---- contact page ----

  @Mutation(() => ContactMessageReceipt, { description: 'The public contact form; no account needed.' })
  @Allow.public()
  submitContactMessage(@Arg('input', () => ContactMessageInput) input: ContactMessageInput, @Ctx() { ip, services }: AppContext) {
    return services.tickets.submitContactMessage(input, ip);
  }

  @Query(() => ContactMessageConnection, { description: 'Messages from the contact page, newest first.' })
  @Allow.permission('manageSystem')
  contactMessages(@Args() { first, after }: PageArgs, @Ctx() { services }: AppContext) {
    return services.tickets.listContactMessages(first, after);
  }
}
