import { Ctx, Query, Resolver } from 'type-graphql';
import { Allow } from '../../graphql/rules.js';
import type { AppContext } from '../services.js';
import { Me } from './user.type.js';

@Resolver()
export class UserResolver {
  @Query(() => Me, { nullable: true, description: 'The signed-in caller, or null for a visitor.' })
  @Allow.public()
  me(@Ctx() { viewer, services }: AppContext): Me | null {
    return viewer ? services.users.describeViewer(viewer) : null;
  }
}
