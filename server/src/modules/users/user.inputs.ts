import { IsEmail, IsOptional, IsString, Length, Matches, MaxLength, ValidateIf } from 'class-validator';
import { ArgsType, Field, ID, InputType } from 'type-graphql';
import type { Role } from '../../auth/permissions.js';
import { RoleEnum } from '../../graphql/enums.js';
import { PageArgs } from '../../graphql/pagination.js';
import { IsGhanaPhone } from '../../graphql/phone.js';
import { GhanaRegionEnum, type GhanaRegion } from './ghana-region.js';

export const GHANA_CARD_FORMAT = /^GHA-\d{9}-\d$/;
export const DIGITAL_ADDRESS_FORMAT = /^[A-Z]{2}-\d{3,4}-\d{4}$/;
export const DATE_FORMAT = /^\d{4}-\d{2}-\d{2}$/;
export const NAME_MAX_LENGTH = 80;

/** Fields left out stay as they are; a profile field sent as null is cleared. Names can change but not be cleared. */
@InputType({ description: 'Changes to the caller’s own names and KYC details: a field left out stays as it is, a profile field sent as null is cleared.' })
export class UpdateProfileInput {
  @Field(() => String, { nullable: true, description: `1 to ${NAME_MAX_LENGTH} characters; cannot be cleared. Once the customer has applied for credit it changes only through a correction request.` })
  @ValidateIf((_, value) => value !== undefined)
  @IsString({ message: 'First name cannot be empty.' })
  @Length(1, NAME_MAX_LENGTH, { message: `First name must be 1 to ${NAME_MAX_LENGTH} characters.` })
  firstName?: string | null;

  @Field(() => String, { nullable: true, description: `1 to ${NAME_MAX_LENGTH} characters; cannot be cleared. Once the customer has applied for credit it changes only through a correction request.` })
  @ValidateIf((_, value) => value !== undefined)
  @IsString({ message: 'Last name cannot be empty.' })
  @Length(1, NAME_MAX_LENGTH, { message: `Last name must be 1 to ${NAME_MAX_LENGTH} characters.` })
  lastName?: string | null;

  @Field(() => String, { nullable: true, description: 'Any usual Ghana form (024 412 3456, +233 24 412 3456); stored as E.164.' })
  @IsOptional()
  @IsGhanaPhone()
  phone?: string | null;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD; the person must be 18 or older.' })
  @IsOptional()
  @Matches(DATE_FORMAT, { message: 'Enter the date of birth as YYYY-MM-DD.' })
  dateOfBirth?: string | null;

  @Field(() => String, { nullable: true, description: 'GHA-XXXXXXXXX-X.' })
  @IsOptional()
  @Matches(GHANA_CARD_FORMAT, { message: 'Enter the Ghana Card number as GHA-XXXXXXXXX-X (9 digits, then 1 digit).' })
  ghanaCardNumber?: string | null;

  @Field(() => String, { nullable: true, description: 'Where the person lives: house number, street, area, 5 to 200 characters.' })
  @IsOptional()
  @Length(5, 200, { message: 'The residential address must be 5 to 200 characters.' })
  residentialAddress?: string | null;

  @Field(() => String, { nullable: true, description: 'GhanaPost GPS code, e.g. GA-183-8164.' })
  @IsOptional()
  @Matches(DIGITAL_ADDRESS_FORMAT, { message: 'Enter the GhanaPost GPS address like GA-183-8164.' })
  digitalAddress?: string | null;

  @Field(() => String, { nullable: true, description: 'Town or city, 2 to 80 characters.' })
  @IsOptional()
  @Length(2, 80, { message: 'The city must be 2 to 80 characters.' })
  city?: string | null;

  @Field(() => GhanaRegionEnum, { nullable: true, description: 'The region of Ghana the person lives in.' })
  @IsOptional()
  region?: GhanaRegion | null;
}

@ArgsType()
export class UsersArgs extends PageArgs {
  @Field(() => String, { nullable: true, description: 'Part of a name, email or phone number (any case).' })
  @IsOptional()
  @MaxLength(100, { message: 'The search text must be at most 100 characters.' })
  search?: string | null;

  @Field(() => RoleEnum, { nullable: true, description: 'Only accounts with this role.' })
  role?: Role | null;
}

@InputType({ description: 'A new staff account: who it is for, the role and a temporary password to change at first sign-in.' })
export class CreateStaffUserInput {
  @Field(() => String, { description: 'The person’s email address, used to sign in; stored in lower case and must not be registered already.' })
  @IsEmail({}, { message: 'Enter a valid email address.' })
  @MaxLength(254, { message: 'The email address is too long.' })
  email: string;

  @Field(() => String, { description: `1 to ${NAME_MAX_LENGTH} characters.` })
  @Length(1, NAME_MAX_LENGTH, { message: `First name must be 1 to ${NAME_MAX_LENGTH} characters.` })
  firstName: string;

  @Field(() => String, { description: `1 to ${NAME_MAX_LENGTH} characters.` })
  @Length(1, NAME_MAX_LENGTH, { message: `Last name must be 1 to ${NAME_MAX_LENGTH} characters.` })
  lastName: string;

  @Field(() => RoleEnum, { description: 'A staff role (not user).' })
  role: Role;

  @Field(() => String, { description: 'At least 12 characters, not guessable (zxcvbn score 3 or more), without the email or our name; give it to the person to change.' })
  @Length(10, 128, { message: 'The temporary password must be 10 to 128 characters.' })
  temporaryPassword: string;
}

@ArgsType()
export class BanUserArgs {
  @Field(() => ID, { description: 'The account to suspend; not the caller’s own.' })
  userId: string;

  @Field(() => String, { description: 'Why the account is suspended; staff see it on the account.' })
  @Length(3, 500, { message: 'The reason must be 3 to 500 characters.' })
  reason: string;
}
