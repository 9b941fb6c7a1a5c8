import { Arg, Args, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { Role } from '../../auth/permissions.js';
import { actorOf } from '../../graphql/context.js';
import { RoleEnum } from '../../graphql/enums.js';
import { Allow } from '../../graphql/rules.js';
import type { AppContext } from '../services.js';
import { BanUserArgs, CreateStaffUserInput, UpdateProfileInput, UsersArgs } from './user.inputs.js';
import { Me, Profile, UserAccount, UserAccountConnection } from './user.type.js';

@Resolver()
export class UserResolver {
  @Query(() => Me, { nullable: true, description: 'The signed-in caller, or null for a visitor.' })
  @Allow.public()
  me(@Ctx() { viewer, services }: AppContext): Me | null {
    return viewer ? services.users.describeViewer(viewer) : null;
  }

  @Query(() => Profile, { description: 'The caller’s own profile (KYC details).' })
  @Allow.signedIn()
  myProfile(@Ctx() { viewer, services }: AppContext): Promise<Profile> {
    return services.users.myProfile(viewer!);
  }

  @Mutation(() => Profile, { description: 'Updates the caller’s own names and KYC details; omitted fields stay, null clears.' })
  @Allow.signedIn()
  updateProfile(
    @Arg('input', () => UpdateProfileInput, { description: 'Only the fields to change.' }) input: UpdateProfileInput,
    @Ctx() { viewer, services }: AppContext,
  ): Promise<Profile> {
    return services.users.updateProfile(viewer!, input);
  }

  @Query(() => UserAccountConnection, { description: 'Accounts, newest first; search matches name, email or phone.' })
  @Allow.permission('viewAllUsers')
  users(@Args(() => UsersArgs) args: UsersArgs, @Ctx() { services }: AppContext) {
    return services.users.list(args);
  }

  @Query(() => UserAccount, { description: 'One account with its profile (viewAllUsers).' })
  @Allow.permission('viewAllUsers')
  user(@Arg('id', () => ID, { description: 'The user id.' }) id: string, @Ctx() { services }: AppContext): Promise<UserAccount> {
    return services.users.get(id);
  }

  @Mutation(() => UserAccount, { description: 'Creates a staff account with a temporary password; only a superadmin grants admin roles.' })
  @Allow.permission('manageAllUsers')
  createStaffUser(
    @Arg('input', () => CreateStaffUserInput, { description: 'The person, the staff role and the temporary password.' }) input: CreateStaffUserInput,
    @Ctx() context: AppContext,
  ): Promise<UserAccount> {
    return context.services.users.createStaffUser(actorOf(context), input);
  }

  @Mutation(() => UserAccount, { description: 'Only a superadmin grants or removes admin and superadmin; nobody changes their own role.' })
  @Allow.permission('manageAllUsers')
  changeUserRole(
    @Arg('userId', () => ID, { description: 'The account; not the caller’s own.' }) userId: string,
    @Arg('role', () => RoleEnum, { description: 'The new role; the same role changes nothing.' }) role: Role,
    @Ctx() context: AppContext,
  ): Promise<UserAccount> {
    return context.services.users.changeRole(actorOf(context), userId, role);
  }

  @Mutation(() => UserAccount, { description: 'Suspends the account and signs it out everywhere at once.' })
  @Allow.permission('manageAllUsers')
  banUser(@Args(() => BanUserArgs) { userId, reason }: BanUserArgs, @Ctx() context: AppContext): Promise<UserAccount> {
    return context.services.users.ban(actorOf(context), userId, reason);
  }

  @Mutation(() => UserAccount, {
    description: 'Removes a staff member’s two-factor sign-in and signs them out; they enrol again at their next sign-in.',
  })
  @Allow.permission('manageAllUsers')
  resetStaffTwoFactor(@Arg('userId', () => ID, { description: 'A staff account other than the caller’s own.' }) userId: string, @Ctx() context: AppContext): Promise<UserAccount> {
    return context.services.users.resetTwoFactor(actorOf(context), userId);
  }

  @Mutation(() => UserAccount, {
    description: 'Lifts a suspension and clears its reason (manageAllUsers); only a superadmin unbans an admin or superadmin. An account not banned is left as it is.',
  })
  @Allow.permission('manageAllUsers')
  unbanUser(@Arg('userId', () => ID, { description: 'The account; not the caller’s own.' }) userId: string, @Ctx() context: AppContext): Promise<UserAccount> {
    return context.services.users.unban(actorOf(context), userId);
  }
}
