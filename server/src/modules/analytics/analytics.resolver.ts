import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import { Allow } from '../../graphql/rules.js';
import type { AppContext } from '../services.js';
import { ApplicationStats, OverviewStats } from './analytics.type.js';

@Resolver()
export class AnalyticsResolver {
  @Query(() => ApplicationStats, { description: 'Application figures for [from, to), at most 366 days.' })
  @Allow.permission('viewAnalytics')
  applicationStats(@Arg('from', () => Date) from: Date, @Arg('to', () => Date) to: Date, @Ctx() { services }: AppContext) {
    return services.analytics.applicationStats(from, to);
  }

  @Query(() => OverviewStats, { description: 'Headline totals for the admin dashboard.' })
  @Allow.permission('viewAnalytics')
  overviewStats(@Ctx() { services }: AppContext) {
    return services.analytics.overviewStats();
  }
}
