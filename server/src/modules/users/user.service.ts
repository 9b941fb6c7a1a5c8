import { adminRoutesOf, isAdminRole, permissionsOf } from '../../auth/permissions.js';
import type { Viewer } from '../../graphql/context.js';
import type { Me } from './user.type.js';

export class UserService {
  /** The caller's profile and capabilities, all derived from the one catalogue. */
  describeViewer(viewer: Viewer): Me {
    return {
      id: viewer.id,
      email: viewer.email,
      firstName: viewer.firstName,
      lastName: viewer.lastName,
      role: viewer.role,
      isAdmin: isAdminRole(viewer.role),
      permissions: [...permissionsOf(viewer.role)],
      adminRoutes: [...adminRoutesOf(viewer.role)],
    };
  }
}
