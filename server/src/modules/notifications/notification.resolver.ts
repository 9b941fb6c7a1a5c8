import { Arg, Args, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { actorOf } from '../../graphql/context.js';
import { PageArgs } from '../../graphql/pagination.js';
import { Allow } from '../../graphql/rules.js';
import type { AppContext } from '../services.js';
import { BroadcastInput } from './notification.inputs.js';
import type { BroadcastAudience } from './notification.service.js';
import { Broadcast, BroadcastAudienceEnum, BroadcastConnection, Notification, NotificationConnection } from './notification.type.js';

@Resolver()
export class NotificationResolver {
  @Query(() => NotificationConnection, { description: 'The caller’s notifications, newest first.' })
  @Allow.signedIn()
  myNotifications(@Args() { first, after }: PageArgs, @Ctx() { viewer, services }: AppContext) {
    return services.notifications.listMine(viewer!, first, after);
  }

  @Query(() => Int, { description: 'How many of the caller’s notifications are unread.' })
  @Allow.signedIn()
  myUnreadNotificationCount(@Ctx() { viewer, services }: AppContext) {
    return services.notifications.unreadCount(viewer!);
  }

  @Mutation(() => Notification, { description: 'Marks one of the caller’s notifications read; one already read keeps its readAt.' })
  @Allow.signedIn()
  markNotificationRead(@Arg('id', () => ID, { description: 'The notification; anyone else’s is NOT_FOUND.' }) id: string, @Ctx() { viewer, services }: AppContext) {
    return services.notifications.markRead(viewer!, id);
  }

  @Mutation(() => Int, { description: 'Marks every unread notification read; returns how many changed.' })
  @Allow.signedIn()
  markAllNotificationsRead(@Ctx() { viewer, services }: AppContext) {
    return services.notifications.markAllRead(viewer!);
  }

  @Mutation(() => Broadcast, { description: 'Sends a notification to every customer or every member of a staff role (manageSystem); audit-logged.' })
  @Allow.permission('manageSystem')
  broadcastNotification(@Arg('input', () => BroadcastInput, { description: 'The audience and the message.' }) input: BroadcastInput, @Ctx() context: AppContext) {
    return context.services.notifications.broadcast(actorOf(context), input);
  }

  @Query(() => Int, { description: 'How many accounts a broadcast to this audience would reach now (manageSystem).' })
  @Allow.permission('manageSystem')
  broadcastRecipientCount(
    @Arg('audience', () => BroadcastAudienceEnum, { description: 'The audience to count.' }) audience: BroadcastAudience,
    @Ctx() { services }: AppContext,
    @Arg('marketing', () => Boolean, { nullable: true, defaultValue: false, description: 'Count only customers who opted in to marketing.' }) marketing?: boolean | null,
  ) {
    return services.notifications.audienceSize(audience, marketing === true);
  }

  @Query(() => BroadcastConnection, { description: 'Broadcasts sent, newest first (manageSystem).' })
  @Allow.permission('manageSystem')
  broadcasts(@Args() { first, after }: PageArgs, @Ctx() { services }: AppContext) {
    return services.notifications.listBroadcasts(first, after);
  }
}
