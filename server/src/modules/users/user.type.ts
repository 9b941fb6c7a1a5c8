import { Field, ID, ObjectType } from 'type-graphql';
import type { AdminRoute, Permission, Role } from '../../auth/permissions.js';
import { AdminRouteEnum, PermissionEnum, RoleEnum } from '../../graphql/enums.js';
import { Connection } from '../../graphql/pagination.js';
import { Allow } from '../../graphql/rules.js';
import { GhanaRegionEnum, type GhanaRegion } from './ghana-region.js';

@ObjectType({ description: 'The signed-in caller, with what the SPEC §6 catalogue lets them do.' })
@Allow.inherit()
export class Me {
  @Field(() => ID, { description: 'The caller’s user id.' })
  id: string;

  @Field(() => String, { description: 'The email address the caller signs in with.' })
  email: string;

  @Field(() => String, { description: 'The caller’s first name.' })
  firstName: string;

  @Field(() => String, { description: 'The caller’s last name.' })
  lastName: string;

  @Field(() => RoleEnum, { description: 'The caller’s role; user is a customer.' })
  role: Role;

  @Field(() => Boolean, { description: 'True only for admin and superadmin, who use the admin layout.' })
  isAdmin: boolean;

  @Field(() => [PermissionEnum], { description: 'Every permission the role grants.' })
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

  @Field(() => String, { description: 'First name, from the account.' })
  firstName: string;

  @Field(() => String, { description: 'Last name, from the account.' })
  lastName: string;

  @Field(() => String, { description: 'The email address the person signs in with.' })
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

  @Field(() => String, { nullable: true, description: 'Where the person lives (the owner or viewAllUsers); null until given.' })
  @Allow.ownerOr('viewAllUsers')
  residentialAddress: string | null;

  @Field(() => String, { nullable: true, description: 'GhanaPost GPS code, e.g. GA-183-8164.' })
  @Allow.ownerOr('viewAllUsers')
  digitalAddress: string | null;

  @Field(() => String, { nullable: true, description: 'Town or city; null until given.' })
  city: string | null;

  @Field(() => GhanaRegionEnum, { nullable: true, description: 'Region of Ghana; null until given.' })
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
  @Field(() => ID, { description: 'The user id.' })
  id: string;

  @Field(() => String, { description: 'The email address the person signs in with.' })
  email: string;

  @Field(() => String, { description: 'First name.' })
  firstName: string;

  @Field(() => String, { description: 'Last name.' })
  lastName: string;

  @Field(() => RoleEnum, { description: 'The account’s role; user is a customer.' })
  role: Role;

  @Field(() => Boolean, { description: 'Suspended: the person cannot sign in.' })
  banned: boolean;

  @Field(() => String, { nullable: true, description: 'Why the account was suspended, as staff wrote it; null when not banned.' })
  banReason: string | null;

  @Field(() => Boolean, { description: 'Two-factor sign-in (TOTP) is set up; staff cannot work without it.' })
  twoFactorEnabled: boolean;

  @Field(() => Boolean, { description: 'Signed in with a temporary password that has not been changed yet.' })
  mustChangePassword: boolean;

  @Field(() => Date, { description: 'When the account was created.' })
  createdAt: Date;

  @Field(() => Profile, { nullable: true, description: 'Null until the person saves a profile.' })
  profile: Profile | null;
}

@ObjectType({ description: 'A page of accounts.' })
export class UserAccountConnection extends Connection(UserAccount) {}
