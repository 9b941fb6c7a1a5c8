import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { actorOf } from '../../graphql/context.js';
import { Allow } from '../../graphql/rules.js';
import type { AppContext } from '../services.js';
import { PublicHoliday } from './calendar.type.js';

@Resolver()
export class CalendarResolver {
  // A year holds some fifteen days, so a plain list rather than a connection.
  @Query(() => [PublicHoliday], { description: 'The public holidays of a year, in date order (manageSystem).' })
  @Allow.permission('manageSystem')
  publicHolidays(@Arg('year', () => Int, { description: 'The year, 2000 to 2100.' }) year: number, @Ctx() { services }: AppContext) {
    return services.calendar.holidays(year);
  }

  @Mutation(() => PublicHoliday, {
    description: 'Adds a public holiday (manageSystem); quotes and working-day rules skip it from then on. CONFLICT when the day is already one. Audited.',
  })
  @Allow.permission('manageSystem')
  addPublicHoliday(
    @Arg('date', () => String, { description: 'The day, YYYY-MM-DD.' }) date: string,
    @Arg('name', () => String, { description: 'The holiday’s name (up to 80 characters).' }) name: string,
    @Ctx() context: AppContext,
  ) {
    return context.services.calendar.add(actorOf(context), { date, name });
  }

  @Mutation(() => PublicHoliday, { description: 'Removes a public holiday (manageSystem): the day counts as a working day again. NOT_FOUND when it is not one. Audited.' })
  @Allow.permission('manageSystem')
  removePublicHoliday(@Arg('date', () => String, { description: 'The day, YYYY-MM-DD.' }) date: string, @Ctx() context: AppContext) {
    return context.services.calendar.remove(actorOf(context), date);
  }
}
