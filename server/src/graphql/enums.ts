import { registerEnumType } from 'type-graphql';
import { ADMIN_MENU, PERMISSIONS, ROLES } from '../auth/permissions.js';

function asEnum<T extends string>(values: readonly T[]): Record<T, T> {
  return Object.fromEntries(values.map((value) => [value, value])) as Record<T, T>;
}

export const RoleEnum = asEnum(ROLES);
export const PermissionEnum = asEnum(PERMISSIONS);
export const AdminRouteEnum = asEnum(ADMIN_MENU);

registerEnumType(RoleEnum, { name: 'Role', description: 'SPEC §6 roles; `user` is a customer.' });
registerEnumType(PermissionEnum, { name: 'Permission', description: 'SPEC §6 permission flags.' });
registerEnumType(AdminRouteEnum, { name: 'AdminRoute', description: 'Pages of the admin area.' });
