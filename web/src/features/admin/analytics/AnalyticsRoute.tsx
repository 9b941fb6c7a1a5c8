// /admin/analytics (viewAnalytics): figures for a date range, with charts and a CSV export of what is shown.
import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { AdminAnalyticsFiguresDocument } from '../gql/graphql';
import { isoDate, periodFromDates } from '../dashboards/figures';
import { AnalyticsPage } from './AnalyticsPage';
import { analyticsCsvRows, downloadCsv, toCsv } from './csv';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The server answers at most 366 days. */
export const MAX_RANGE_DAYS = 366;
const DEFAULT_DAYS = 30;

export function rangeProblem(fromDate: string, toDate: string): string | null {
  const from = Date.parse(`${fromDate}T00:00:00Z`);
  const to = Date.parse(`${toDate}T00:00:00Z`);
  if (Number.isNaN(from) || Number.isNaN(to)) return 'Choose both dates.';
  if (from > to) return 'The start date must be on or before the end date.';
  if ((to - from) / DAY_MS + 1 > MAX_RANGE_DAYS) return `Choose at most ${MAX_RANGE_DAYS} days.`;
  return null;
}

export default function AnalyticsRoute() {
  const [toDate, setToDate] = useState(() => isoDate(new Date()));
  const [fromDate, setFromDate] = useState(() => isoDate(new Date(Date.now() - (DEFAULT_DAYS - 1) * DAY_MS)));
  const problem = rangeProblem(fromDate, toDate);
  const { data, loading, error, refetch } = useQuery(AdminAnalyticsFiguresDocument, {
    variables: problem ? { from: '', to: '' } : periodFromDates(fromDate, toDate),
    skip: Boolean(problem),
  });
  return (
    <AnalyticsPage
      fromDate={fromDate}
      toDate={toDate}
      onFromDateChange={setFromDate}
      onToDateChange={setToDate}
      rangeError={problem}
      figures={data}
      loading={loading}
      failed={Boolean(error)}
      onRetry={() => void refetch()}
      onExport={() => {
        if (data) downloadCsv(`analytics-${fromDate}-to-${toDate}.csv`, toCsv(analyticsCsvRows(data, fromDate, toDate)));
      }}
    />
  );
}
