import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import { Allow } from '../../graphql/rules.js';
import type { AppContext } from '../services.js';
import { ApplicationStats, CollectionStats, FinanceStats, OrderStats, OverviewStats } from './analytics.type.js';

@Resolver()
export class AnalyticsResolver {
  @Query(() => ApplicationStats, { description: 'Application figures for [from, to), at most 366 days (viewAnalytics).' })
  @Allow.permission('viewAnalytics')
  applicationStats(
    @Arg('from', () => Date, { description: 'The start of the range (included), an ISO timestamp.' }) from: Date,
    @Arg('to', () => Date, { description: 'The end of the range (excluded), an ISO timestamp, after from.' }) to: Date,
    @Ctx() { services }: AppContext,
  ) {
    return services.analytics.applicationStats(from, to);
  }

  @Query(() => OverviewStats, { description: 'Headline totals for the admin dashboard (viewAnalytics).' })
  @Allow.permission('viewAnalytics')
  overviewStats(@Ctx() { services }: AppContext) {
    return services.analytics.overviewStats();
  }

  @Query(() => OrderStats, { description: 'BNPL orders per day for [from, to), at most 366 days (viewAnalytics).' })
  @Allow.permission('viewAnalytics')
  orderStats(
    @Arg('from', () => Date, { description: 'The start of the range (included), an ISO timestamp.' }) from: Date,
    @Arg('to', () => Date, { description: 'The end of the range (excluded), an ISO timestamp, after from.' }) to: Date,
    @Ctx() { services }: AppContext,
  ) {
    return services.analytics.orderStats(from, to);
  }

  @Query(() => FinanceStats, { description: 'Disbursements, collections and interest earned for [from, to), at most 366 days, from the loan ledger (viewAnalytics).' })
  @Allow.permission('viewAnalytics')
  financeStats(
    @Arg('from', () => Date, { description: 'The start of the range (included), an ISO timestamp.' }) from: Date,
    @Arg('to', () => Date, { description: 'The end of the range (excluded), an ISO timestamp, after from.' }) to: Date,
    @Ctx() { services }: AppContext,
  ) {
    return services.analytics.financeStats(from, to);
  }

  @Query(() => CollectionStats, { description: 'Every running loan today: arrears by days-past-due bucket, instalments due today and this week (viewAnalytics).' })
  @Allow.permission('viewAnalytics')
  collectionStats(@Ctx() { services }: AppContext) {
    return services.analytics.collectionStats();
  }
}
