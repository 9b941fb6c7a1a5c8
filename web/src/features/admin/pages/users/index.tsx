import { UsersRoute } from './UsersPage';

/** /admin/users (?focus=<id> opens that account's details). */
export default function AdminUsersPage() {
  return <UsersRoute />;
}
