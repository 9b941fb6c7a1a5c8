import { Arg, Args, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { actorOf } from '../../graphql/context.js';
import { PageArgs } from '../../graphql/pagination.js';
import { Allow } from '../../graphql/rules.js';
import type { AppContext } from '../services.js';
import {
  ContactMessageInput,
  CreateTicketInput,
  CustomerTicketReplyArgs,
  MyTicketsArgs,
  StaffTicketReplyArgs,
  TicketQueueArgs,
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

  @Mutation(() => Ticket, { description: 'Opens a support ticket for the caller with its first message (and any files uploaded for it); it starts open, at normal priority.' })
  @Allow.signedIn()
  createTicket(@Arg('input', () => CreateTicketInput, { description: 'The subject, category and first message.' }) input: CreateTicketInput, @Ctx() { viewer, services }: AppContext) {
    return services.tickets.create(viewer!, input);
  }

  @Query(() => TicketConnection, { description: 'The caller’s tickets, newest first.' })
  @Allow.signedIn()
  myTickets(@Args() { first, after, status }: MyTicketsArgs, @Ctx() { viewer, services }: AppContext) {
    return services.tickets.listMine(viewer!, first, after, status);
  }

  @Query(() => Ticket, { description: 'One of the caller’s tickets (any ticket, with internal notes, for manageSystem).' })
  @Allow.signedIn()
  ticket(@Arg('id', () => ID, { description: 'The ticket; one the caller may not see is NOT_FOUND.' }) id: string, @Ctx() { viewer, services }: AppContext) {
    return services.tickets.get(viewer!, id);
  }

  @Mutation(() => Ticket, { description: 'Adds the customer’s message, with any files they uploaded for it; a resolved ticket reopens.' })
  @Allow.signedIn()
  replyToTicket(@Args() { id, body, attachmentUploadIds }: CustomerTicketReplyArgs, @Ctx() { viewer, services }: AppContext) {
    return services.tickets.reply(viewer!, id, body, attachmentUploadIds);
  }

  @Mutation(() => Ticket, { description: 'The customer closes their own ticket: replies are refused (CONFLICT) until staff set another status. Closing a closed ticket changes nothing.' })
  @Allow.signedIn()
  closeTicket(@Arg('id', () => ID, { description: 'One of the caller’s tickets.' }) id: string, @Ctx() { viewer, services }: AppContext) {
    return services.tickets.close(viewer!, id);
  }

  // ---- staff ----

  @Query(() => TicketConnection, { description: 'Every ticket, newest first, with internal notes (manageSystem).' })
  @Allow.permission('manageSystem')
  ticketQueue(@Args() { first, after, status, assigneeId, priority }: TicketQueueArgs, @Ctx() { services }: AppContext) {
    return services.tickets.queue(first, after, { status, assigneeId, priority });
  }

  @Mutation(() => Ticket, { description: 'Assigns the ticket to a staff member; null unassigns it (manageSystem). Audited.' })
  @Allow.permission('manageSystem')
  assignTicket(
    @Arg('id', () => ID, { description: 'The ticket.' }) id: string,
    @Arg('assigneeId', () => ID, { nullable: true, description: 'A staff member whose account is not suspended (BAD_USER_INPUT otherwise); null unassigns.' }) assigneeId: string | null,
    @Ctx() context: AppContext,
  ) {
    return context.services.tickets.assign(actorOf(context), id, assigneeId ?? null);
  }

  @Mutation(() => Ticket, {
    description:
      'Replies to the customer or adds an internal note (manageSystem). A reply notifies the customer and moves an open ticket to in_progress; a closed ticket takes only internal notes. Audited.',
  })
  @Allow.permission('manageSystem')
  staffReplyToTicket(@Args() { id, body, internal }: StaffTicketReplyArgs, @Ctx() context: AppContext) {
    return context.services.tickets.staffReply(actorOf(context), id, body, internal);
  }

  @Mutation(() => Ticket, { description: 'Sets the ticket’s status to any value (manageSystem), so staff can also reopen a closed ticket. Audited.' })
  @Allow.permission('manageSystem')
  setTicketStatus(
    @Arg('id', () => ID, { description: 'The ticket.' }) id: string,
    @Arg('status', () => TicketStatusEnum, { description: 'The new status.' }) status: TicketStatus,
    @Ctx() context: AppContext,
  ) {
    return context.services.tickets.setStatus(actorOf(context), id, status);
  }

  @Mutation(() => Ticket, { description: 'Sets how urgently staff should answer the ticket (manageSystem). Audited.' })
  @Allow.permission('manageSystem')
  setTicketPriority(
    @Arg('id', () => ID, { description: 'The ticket.' }) id: string,
    @Arg('priority', () => TicketPriorityEnum, { description: 'The new priority.' }) priority: TicketPriority,
    @Ctx() context: AppContext,
  ) {
    return context.services.tickets.setPriority(actorOf(context), id, priority);
  }

  // ---- contact page ----

  @Mutation(() => ContactMessageReceipt, {
    description:
      'The public contact form; no account needed. When the email belongs to an account a ticket (category other) is opened for it too; the answer is the same either way.',
  })
  @Allow.public()
  submitContactMessage(@Arg('input', () => ContactMessageInput, { description: 'The sender and their message.' }) input: ContactMessageInput, @Ctx() { ip, services }: AppContext) {
    return services.tickets.submitContactMessage(input, ip);
  }

  @Query(() => ContactMessageConnection, { description: 'Messages from the contact page, newest first (manageSystem).' })
  @Allow.permission('manageSystem')
  contactMessages(@Args() { first, after }: PageArgs, @Ctx() { services }: AppContext) {
    return services.tickets.listContactMessages(first, after);
  }
}
