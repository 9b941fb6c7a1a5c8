import { useEffect, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { BnplPlanQuoteDocument } from '../../gql/graphql';
import { formatCedis, parseCedisToPesewas } from '../../lib/money';
import { useSiteSettings } from '../../lib/site-settings';
import { BnplPage } from './BnplPage';

const DEFAULT_MONTHS = [5, 6];
const DEFAULT_RATE_BP = 400;
const DEBOUNCE_MS = 400;

function integerSetting(value: unknown, fallback: number): number {
  return Number.isSafeInteger(value) ? (value as number) : fallback;
}

/** /bnpl: how it works and the plan calculator on the bnplQuote API. */
export default function BnplRoute() {
  const site = useSiteSettings();
  const monthsSetting = site.values.get('credit.bnpl_plan_months');
  const options = Array.isArray(monthsSetting) && monthsSetting.every(Number.isSafeInteger) && monthsSetting.length > 0 ? (monthsSetting as number[]) : DEFAULT_MONTHS;
  const rateBp = integerSetting(site.values.get('credit.bnpl_monthly_rate_bp'), DEFAULT_RATE_BP);
  const minAmount = integerSetting(site.values.get('credit.min_amount'), 50_000);
  const maxAmount = integerSetting(site.values.get('credit.max_amount'), 5_000_000);

  const [amountText, setAmountText] = useState('5,000');
  const [chosenMonths, setChosenMonths] = useState<number | null>(null);
  const months = chosenMonths !== null && options.includes(chosenMonths) ? chosenMonths : options[options.length - 1];
  const [amountToQuote, setAmountToQuote] = useState<number | null>(() => parseCedisToPesewas('5,000'));

  const parsed = parseCedisToPesewas(amountText);
  const amountError =
    parsed === null
      ? 'Enter an amount in cedis, e.g. 2,500.00'
      : parsed < minAmount || parsed > maxAmount
        ? `Enter an amount from ${formatCedis(minAmount)} to ${formatCedis(maxAmount)}`
        : null;

  useEffect(() => {
    const timer = setTimeout(() => setAmountToQuote(amountError ? null : parsed), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [parsed, amountError]);

  const { data, loading, error } = useQuery(BnplPlanQuoteDocument, {
    variables: { amount: amountToQuote ?? 0, months },
    skip: amountToQuote === null,
  });

  return (
    <BnplPage
      amountText={amountText}
      onAmountChange={setAmountText}
      amountError={amountText.trim() === '' ? 'Enter an amount' : amountError}
      planOptions={options}
      months={months}
      onMonthsChange={setChosenMonths}
      monthlyRateBp={rateBp}
      quote={amountToQuote === null ? null : (data?.bnplQuote ?? null)}
      quoteLoading={loading}
      quoteError={error && !data ? 'We could not calculate this plan right now. Please try again.' : null}
    />
  );
}
