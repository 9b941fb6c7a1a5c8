import { Arg, Args, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { PageArgs } from '../../graphql/pagination.js';
import { Allow } from '../../graphql/rules.js';
import type { AppContext } from '../services.js';
import { Notification, NotificationConnection } from './notification.type.js';

@Resolver()
export class NotificationResolver {
  @Query(() => NotificationConnection, { description: 'The caller’s notifications, newest first.' })
  @Allow.signedIn()
  myNotifications(@Args() { first, after }: PageArgs, @Ctx() { viewer, services }: AppContext) {
    return services.notifications.listMine(viewer!, first, after);
  }

  @Query(() => Int)
  @Allow.signedIn()
  myUnreadNotificationCount(@Ctx() { viewer, services }: AppContext) {
    return services.notifications.unreadCount(viewer!);
  }

  @Mutation(() => Notification)
  @Allow.signedIn()
  markNotificationRead(@Arg('id', () => ID) id: string, @Ctx() { viewer, services }: AppContext) {
    return services.notifications.markRead(viewer!, id);
  }

  @Mutation(() => Int, { description: 'Marks every unread notification read; returns how many changed.' })
  @Allow.signedIn()
  markAllNotificationsRead(@Ctx() { viewer, services }: AppContext) {
    return services.notifications.markAllRead(viewer!);
  }
}
