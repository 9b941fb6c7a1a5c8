import { hasPermission, type Permission } from '../../auth/permissions.js';
import type { DomainEvents, EventName } from '../../events/bus.js';
import type { Viewer } from '../../graphql/context.js';
import { AppError } from '../../graphql/errors.js';
import type { Services } from '../services.js';

/** The SPEC §6 flag that lets staff receive every event of a kind; null: only the record's owner receives it. */
export const STAFF_FLAG_BY_EVENT: Readonly<Record<EventName, Permission | null>> = {
  'application.changed': 'viewAllApplications',
  'document.changed': 'viewAllDocuments',
  'payment.changed': 'viewAllPayments',
  'ticket.changed': 'manageSystem',
  'notification.added': null,
  // Loans are money owed: read by those who read payments.
  'loan.changed': 'viewAllPayments',
};

/** A customer receives events about their own records; staff those of the kinds their flags let them read. */
export function mayReceive(viewer: Viewer | null, event: EventName, payload: DomainEvents[EventName]): boolean {
  if (!viewer) return false;
  if (payload.userId === viewer.id) return true;
  const flag = STAFF_FLAG_BY_EVENT[event];
  return flag !== null && hasPermission(viewer.role, flag);
}

/** A record that is gone (or no longer readable) is null: the event still tells the client to refetch. */
async function unlessNotFound<T>(load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof AppError && error.extensions.code === 'NOT_FOUND') return null;
    throw error;
  }
}

/** The changed record as the subscriber may read it, through the owning module's service. */
export const visibleRecord = {
  async application(services: Services, viewer: Viewer, id: string) {
    const row = await unlessNotFound(() => services.applications.get(id));
    return row && (row.userId === viewer.id || hasPermission(viewer.role, 'viewAllApplications')) ? row : null;
  },
  document: (services: Services, viewer: Viewer, id: string) => unlessNotFound(() => services.documents.get(viewer, id)),
  payment: (services: Services, viewer: Viewer, id: string) => unlessNotFound(() => services.payments.get(viewer, id)),
  ticket: (services: Services, viewer: Viewer, id: string) => unlessNotFound(() => services.tickets.get(viewer, id)),
  notification: (services: Services, viewer: Viewer, id: string) => unlessNotFound(() => services.notifications.get(viewer, id)),
};
