import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import { Allow } from '../../graphql/rules.js';
import type { AppContext } from '../services.js';
import { StaffSearchResult } from './search.type.js';

@Resolver()
export class SearchResolver {
  @Query(() => [StaffSearchResult], {
    description:
      'The staff header search: people, applications, loans (number or borrower), orders, payments (reference) and tickets, at most 5 of each, newest first; only the kinds the caller’s role may open (any staff role).',
  })
  @Allow.permission('viewAllUsers', 'viewAllApplications', 'viewAllPayments', 'manageSystem')
  staffSearch(@Arg('text', () => String, { description: 'Name, email, phone, loan number, payment reference, subject or id: 2 to 100 characters.' }) text: string, @Ctx() { viewer, services }: AppContext) {
    return services.search.search(viewer!.role, text);
  }
}
