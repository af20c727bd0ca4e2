import { formatDate, formatUsd } from '@tourniquet/domain';
import type { ForecastResponse } from '@tourniquet/domain/contracts';
import { AlertTriangle, Wallet } from 'lucide-react';
import { lazy } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ChartCard } from '../../../components/charts/chart-card.tsx';
import { BackButton } from '../../../components/ui/back-button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyStateCard } from '../../../components/ui/empty-state-card.tsx';
import { LoadFailedCard } from '../../../components/ui/load-failed-card.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Screen } from '../../../components/ui/screen.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useForecast, type ForecastDays } from '../api/get-forecast.ts';
import { daysWithEvents } from '../lib/forecast-days.ts';
import { ForecastDayList } from './forecast-day-list.tsx';
import { ForecastSummary } from './forecast-summary.tsx';

// The chart library loads on first use, as every chart of the app does (bundle budget).
const ForecastChart = lazy(() => import('./forecast-chart.tsx'));

const DAY_CHOICES: ForecastDays[] = [30, 60, 90];

function daysFromUrl(value: string | null): ForecastDays {
  return value === '60' ? 60 : value === '90' ? 90 : 30;
}

function ForecastBody({ forecast }: { forecast: ForecastResponse }) {
  const days = daysWithEvents(forecast.daily, forecast.events);
  const first = forecast.daily[0]!.date;
  const last = forecast.daily.at(-1)!.date;
  const { lowest, overdraft } = forecast;
  return (
    <>
      {overdraft && (
        <Card
          role="status"
          className="flex gap-3 border-bleed/40 bg-bleed-soft p-3"
          data-testid="forecast-warning"
        >
          <AlertTriangle className="mt-0.5 size-5 shrink-0 text-bleed" aria-hidden />
          <p className="text-sm text-slate-900">
            Your cash is projected to go below zero on <strong>{formatDate(overdraft.date)}</strong> (
            <span className="tabular">{formatUsd(overdraft.balanceCents)}</span>). Move money in before that
            day or put off a bill due before it.
          </p>
        </Card>
      )}
      <ForecastSummary forecast={forecast} />
      <ChartCard
        title="Projected balance"
        description={`End of each day, ${formatDate(first)} to ${formatDate(last)}`}
        label={`Projected balance from ${formatUsd(forecast.startBalanceCents)} today; lowest ${formatUsd(lowest.balanceCents)} on ${formatDate(lowest.date)}; ${formatUsd(forecast.daily.at(-1)!.balanceCents)} on ${formatDate(last)}`}
        table={{
          columns: ['Date', 'Balance'],
          rows: forecast.daily.map((d) => ({
            key: d.date,
            cells: [formatDate(d.date), formatUsd(d.balanceCents)],
          })),
        }}
        height={220}
        status="ready"
        emptyText=""
        testId="forecast-chart"
      >
        <ForecastChart
          daily={forecast.daily}
          eventDays={days.map((d) => ({ date: d.date, income: d.events.some((e) => e.amountCents < 0) }))}
        />
      </ChartCard>
      <p className="px-1 text-sm text-slate-700" data-testid="forecast-allowance">
        {forecast.dailyAllowanceCents > 0 ? (
          <>
            Everyday spending (groceries, fuel, eating out):{' '}
            <span className="tabular font-semibold">{formatUsd(forecast.dailyAllowanceCents)}</span> a day,
            learned from your last 3 months, is taken off each day.
          </>
        ) : (
          'No everyday spending learned yet: only bills and income are counted.'
        )}
      </p>
      {forecast.dailyIrregularIncomeCents > 0 && (
        <p className="px-1 text-sm text-slate-700" data-testid="forecast-irregular-income">
          Income with no schedule (payments and payouts on no fixed day):{' '}
          <span className="tabular font-semibold">{formatUsd(forecast.dailyIrregularIncomeCents)}</span> a
          day, learned from your last 12 months, is added a week at a time.
        </p>
      )}
      <ForecastDayList days={days} />
    </>
  );
}

/**
 * The forecast screen ("Secure the cash"): the cash accounts' projected balance day by day, its
 * lowest point, the first day below zero, what is safe to spend, the next income, and the known events.
 */
export function ForecastScreen() {
  const [params, setParams] = useSearchParams();
  const days = daysFromUrl(params.get('days'));
  const forecast = useForecast(days);
  const data = forecast.data;
  return (
    <Screen>
      <PageHeader
        title="Cash forecast"
        subtitle={`Your checking, savings and cash over the next ${days} days`}
        back={<BackButton to="/dashboard" label="Back to Dashboard" />}
      />
      <div role="group" aria-label="Days to forecast" className="flex gap-2">
        {DAY_CHOICES.map((choice) => (
          <button
            key={choice}
            type="button"
            aria-pressed={choice === days}
            onClick={() => setParams(choice === 30 ? {} : { days: String(choice) }, { replace: true })}
            className={`min-h-11 flex-1 rounded-lg border text-sm font-semibold ${choice === days ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-slate-700'}`}
          >
            {choice} days
          </button>
        ))}
      </div>
      {forecast.isError ? (
        <LoadFailedCard
          message="We couldn't load your forecast. Please try again."
          retrying={forecast.isFetching}
          onRetry={() => void forecast.refetch()}
        />
      ) : !data ? (
        <Card aria-busy className="flex flex-col gap-3 p-4" data-testid="forecast-loading">
          <span className="sr-only">Loading...</span>
          <Skeleton className="h-5 w-40" />
          <Skeleton className="h-40 w-full" />
        </Card>
      ) : data.accounts.length === 0 ? (
        <EmptyStateCard icon={<Wallet className="size-6" aria-hidden />} title="No cash accounts to forecast">
          <Link to="/linked-accounts" className="font-semibold text-brand-700 underline underline-offset-4">
            Link a checking or savings account to see your next {days} days
          </Link>
        </EmptyStateCard>
      ) : (
        <ForecastBody forecast={data} />
      )}
    </Screen>
  );
}
