// What the signed-in staff member may do, from the server's catalogue (`me.permissions`), never a copy in the web.
import { useQuery } from '@apollo/client/react';
import { MeDocument } from '../../../gql/graphql';
import type { Permission } from '../gql/graphql';

export function usePermissions() {
  const { data, loading } = useQuery(MeDocument);
  const permissions = new Set<Permission>(data?.me?.permissions ?? []);
  return { me: data?.me ?? null, loading, can: (permission: Permission) => permissions.has(permission) };
}
