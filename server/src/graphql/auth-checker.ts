import type { AuthChecker } from 'type-graphql';
import { hasPermission, type Permission } from '../auth/permissions.js';
import type { BaseContext } from './context.js';
import { forbidden, unauthenticated } from './errors.js';
import { OWNER } from './rules.js';

/** Field-level rules see the parent object: an owner rule compares its `userId` with the caller. */
export const authChecker: AuthChecker<BaseContext, string> = ({ context, root }, rules) => {
  const viewer = context.viewer;
  if (!viewer) throw unauthenticated();
  if (rules.length === 0) return true;
  for (const rule of rules) {
    if (rule === OWNER) {
      const ownerId = (root as { userId?: string } | undefined)?.userId;
      if (ownerId && ownerId === viewer.id) return true;
    } else if (hasPermission(viewer.role, rule as Permission)) {
      return true;
    }
  }
  throw forbidden();
};
