import { hasPermission, type Permission } from '../../auth/permissions.js';
import type { DomainEvents, EventName } from '../../events/bus.js';
import type { Viewer } from '../../graphql/context.js';
import { AppError } from '../../graphql/errors.js';
import type { ApplicationView } from '../applications/application.read.js';
import type { Services } from '../services.js';
import type { Lazy } from './realtime.type.js';

/** The SPEC §6 flag that lets staff receive every event of a kind; null: only the record's owner receives it. */
export const STAFF_FLAG_BY_EVENT: Readonly<Record<EventName, Permission | null>> = {
  'application.changed': 'viewAllApplications',
  'document.changed': 'viewAllDocuments',
  'payment.changed': 'viewAllPayments',
  'ticket.changed': 'manageSystem',
  'notification.added': null,
  // Loans are money owed: read by those who read payments.
  'loan.changed': 'viewAllPayments',
  // Internal (API-key caches drop the key); no subscription carries it.
  'api_key.revoked': 'manageSystem',
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

type Payload = DomainEvents[EventName];

/** One shared load: its promise, and its outcome once settled (read synchronously from then on). */
interface Load<T> {
  promise: Promise<T>;
  outcome?: { value: T } | { error: unknown };
}

/**
 * The loads of one event, shared by every subscriber it reaches. The bus hands the same payload object to every
 * listener (events/bus.ts), so the object identifies the event; the entry goes with it once every subscriber is
 * done. Without this, 1,000 subscribers meant 1,000 reads of one record.
 */
const loadsByEvent = new WeakMap<Payload, Map<string, Load<unknown>>>();

function loadOnce<T>(event: Payload, audience: string, load: () => Promise<T>): Load<T> {
  let loads = loadsByEvent.get(event);
  if (!loads) {
    loads = new Map();
    loadsByEvent.set(event, loads);
  }
  let entry = loads.get(audience) as Load<T> | undefined;
  if (!entry) {
    const started: Load<T> = { promise: load() };
    started.promise.then(
      (value) => (started.outcome = { value }),
      (error: unknown) => (started.outcome = { error }),
    );
    loads.set(audience, started);
    entry = started;
  }
  return entry;
}

/** The load's value: at once when it has settled (no promise for graphql-js to wait on), else its promise. */
function valueOf<T, R>(entry: Load<T>, map: (value: T) => R): R | Promise<R> {
  const { outcome } = entry;
  if (!outcome) return entry.promise.then(map);
  if ('error' in outcome) return Promise.reject(outcome.error);
  return map(outcome.value);
}

const same = <T>(value: T) => value;

/** Settles when the record's load has (never rejects): subscribers wait on it before they run (events/pubsub.ts). */
export function loaded(record: Lazy<unknown>): Promise<void> | undefined {
  return record instanceof Promise ? record.then(() => undefined, () => undefined) : undefined;
}

/**
 * Which subscribers read the same record: the owning services return the same record to every viewer with the
 * kind's staff flag (they ignore the viewer's id then), and to anyone else only their own record (filtered by the
 * viewer's id). So one event costs at most two loads (staff, owner), whatever the number of subscribers.
 */
function audienceOf(viewer: Viewer, event: EventName): string {
  const flag = STAFF_FLAG_BY_EVENT[event];
  return flag !== null && hasPermission(viewer.role, flag) ? 'staff' : `own:${viewer.id}`;
}

/** The record through the owning service as `viewer` reads it, loaded once per event for each audience. */
function readAs<T>(kind: EventName, event: Payload, viewer: Viewer, load: (viewer: Viewer) => Promise<T>): Lazy<T> {
  return valueOf(loadOnce(event, audienceOf(viewer, kind), () => unlessNotFound(() => load(viewer))), same);
}

/**
 * The changed record as the subscriber may read it, through the owning module's service. Rows are shared between
 * subscribers: field resolvers read them, never change them.
 */
export const visibleRecord = {
  application(services: Services, viewer: Viewer, event: Payload): Lazy<ApplicationView> {
    // The service reads applications without a viewer: one load for everyone, then the same check as `application(id)`.
    const load = loadOnce(event, 'any', () => unlessNotFound(() => services.applications.get(event.id)));
    return valueOf(load, (row) => (row && (row.userId === viewer.id || hasPermission(viewer.role, 'viewAllApplications')) ? row : null));
  },
  document: (services: Services, viewer: Viewer, event: Payload) =>
    readAs('document.changed', event, viewer, (as) => services.documents.get(as, event.id)),
  payment: (services: Services, viewer: Viewer, event: Payload) =>
    readAs('payment.changed', event, viewer, (as) => services.payments.get(as, event.id)),
  ticket: (services: Services, viewer: Viewer, event: Payload) =>
    readAs('ticket.changed', event, viewer, (as) => services.tickets.get(as, event.id)),
  notification: (services: Services, viewer: Viewer, event: Payload) =>
    readAs('notification.added', event, viewer, (as) => services.notifications.get(as, event.id)),
};
