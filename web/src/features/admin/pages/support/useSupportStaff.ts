// Every staff member a ticket may be assigned to (users by each staff role, banned accounts left out).
import { useQuery } from '@apollo/client/react';
import { ListSupportStaffDocument, type SupportStaffMemberFragment } from '../../gql/graphql';

export function useSupportStaff(skip = false) {
  const { data, loading } = useQuery(ListSupportStaffDocument, { skip });
  const staff: SupportStaffMemberFragment[] = data
    ? [data.admins, data.superadmins, data.sales, data.credit, data.collections, data.verification, data.finance]
        .flatMap((connection) => connection.nodes)
        .filter((member) => !member.banned)
        .sort((a, b) => `${a.firstName} ${a.lastName}`.localeCompare(`${b.firstName} ${b.lastName}`))
    : [];
  return { staff, loading };
}
