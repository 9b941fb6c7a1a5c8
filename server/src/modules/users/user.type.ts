import { Field, ID, ObjectType } from 'type-graphql';
import type { AdminRoute, Permission, Role } from '../../auth/permissions.js';
import { AdminRouteEnum, PermissionEnum, RoleEnum } from '../../graphql/enums.js';
import { Allow } from '../../graphql/rules.js';

@ObjectType({ description: 'The signed-in caller, with what the SPEC §6 catalogue lets them do.' })
@Allow.inherit()
export class Me {
  @Field(() => ID)
  id: string;

  @Field(() => String)
  email: string;

  @Field(() => String)
  firstName: string;

  @Field(() => String)
  lastName: string;

  @Field(() => RoleEnum)
  role: Role;

  @Field(() => Boolean, { description: 'True only for admin and superadmin, who use the admin layout.' })
  isAdmin: boolean;

  @Field(() => [PermissionEnum])
  permissions: Permission[];

  @Field(() => [AdminRouteEnum], { description: 'Admin pages this role may open, in menu order.' })
  adminRoutes: AdminRoute[];
}
