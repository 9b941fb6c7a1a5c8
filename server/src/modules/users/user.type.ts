import { Field, ID, ObjectType } from 'type-graphql';
import type { AdminRoute, Permission, Role } from '../../auth/permissions.js';
import { AdminRouteEnum, PermissionEnum, RoleEnum } from '../../graphql/enums.js';
import { Connection } from '../../graphql/pagination.js';
import { Allow } from '../../graphql/rules.js';
import { GhanaRegionEnum, type GhanaRegion } from './ghana-region.js';

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

@ObjectType({ description: 'A person’s KYC details. Contact, identity and address fields are readable by the owner or viewAllUsers only.' })
@Allow.inherit()
export class Profile {
  @Field(() => ID, { description: 'The owner’s user id (one profile per person).' })
  id: string;

  /** The owner, compared with the caller by the field rules below. */
  userId: string;

  @Field(() => String)
  firstName: string;

  @Field(() => String)
  lastName: string;

  @Field(() => String)
  email: string;

  @Field(() => String, { nullable: true, description: 'Ghana mobile number in +233XXXXXXXXX form.' })
  @Allow.ownerOr('viewAllUsers')
  phone: string | null;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD.' })
  @Allow.ownerOr('viewAllUsers')
  dateOfBirth: string | null;

  @Field(() => String, { nullable: true, description: 'GHA-XXXXXXXXX-X.' })
  @Allow.ownerOr('viewAllUsers')
  ghanaCardNumber: string | null;

  @Field(() => String, { nullable: true })
  @Allow.ownerOr('viewAllUsers')
  residentialAddress: string | null;

  @Field(() => String, { nullable: true, description: 'GhanaPost GPS code, e.g. GA-183-8164.' })
  @Allow.ownerOr('viewAllUsers')
  digitalAddress: string | null;

  @Field(() => String, { nullable: true })
  city: string | null;

  @Field(() => GhanaRegionEnum, { nullable: true })
  region: GhanaRegion | null;

  @Field(() => Boolean, { description: 'True when every KYC field is filled in (needed before applying).' })
  isComplete: boolean;

  @Field(() => Boolean, {
    description: 'myProfile: true once the customer has applied; names, date of birth and Ghana Card number that are filled in then change only through a correction request.',
  })
  identityLocked: boolean;

  @Field(() => Date, { nullable: true, description: 'Null until the profile is first saved.' })
  updatedAt: Date | null;
}

@ObjectType({ description: 'An account as staff with viewAllUsers see it.' })
@Allow.inherit()
export class UserAccount {
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

  @Field(() => Boolean)
  banned: boolean;

  @Field(() => String, { nullable: true })
  banReason: string | null;

  @Field(() => Boolean, { description: 'Two-factor sign-in (TOTP) is set up; staff cannot work without it.' })
  twoFactorEnabled: boolean;

  @Field(() => Boolean, { description: 'Signed in with a temporary password that has not been changed yet.' })
  mustChangePassword: boolean;

  @Field(() => Date)
  createdAt: Date;

  @Field(() => Profile, { nullable: true, description: 'Null until the person saves a profile.' })
  profile: Profile | null;
}

@ObjectType()
export class UserAccountConnection extends Connection(UserAccount) {}
