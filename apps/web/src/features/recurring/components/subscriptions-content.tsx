import { useCallback, useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { FeesLinkCard } from '../../fees/index.ts';
import { useStreamDecisions, type UndoNotice } from '../hooks/use-stream-decisions.ts';
import { priceRises, renewals } from '../lib/bleed-alerts.ts';
import {
  cancelledStreams,
  groupStreams,
  incomeStreams,
  viewTransactionsHref,
} from '../lib/recurring-view.ts';
import { SERIES_PARAM } from '../lib/series-href.ts';
import { BleedTotalCard } from './bleed-total-card.tsx';
import { CancelledCard } from './cancelled-card.tsx';
import { IncomeCard } from './income-card.tsx';
import { MonthlyCostCard } from './monthly-cost-card.tsx';
import { PriceRisesSection } from './price-rises-card.tsx';
import { groupHeadingId, RecurringGroupCard } from './recurring-group-card.tsx';
import { RenewalsCard } from './renewals-card.tsx';
import { NoRecurringFound } from './subscriptions-states.tsx';
import { UndoBar } from './undo-bar.tsx';
import type { RecurringStreamDto } from '@tourniquet/domain/contracts';

const firstGroupHeading = () => document.getElementById(groupHeadingId('subscription'));

/** The loaded screen: the bleed, what changed or comes up, the spec's groups, income and what was cancelled. */
export function SubscriptionsContent({
  streams,
  today,
}: {
  streams: readonly RecurringStreamDto[];
  today: string | null;
}) {
  const { decide, restore, notice, closeNotice } = useStreamDecisions();
  const groups = groupStreams(streams);
  const income = incomeStreams(streams);
  const cancelled = cancelledStreams(streams);
  const nothing = groups.every((g) => g.items.length === 0) && income.length === 0 && cancelled.length === 0;
  const focusId = useSearchParams()[0].get(SERIES_PARAM);
  const navigate = useNavigate();
  // A series this screen does not list (money moved between own accounts, a card payment) opens as its rows.
  const unlisted =
    focusId === null ||
    groups.some((g) => g.items.some((s) => s.id === focusId)) ||
    income.some((s) => s.id === focusId) ||
    cancelled.some((s) => s.id === focusId)
      ? null
      : (streams.find((s) => s.id === focusId) ?? null);
  const unlistedHref = unlisted ? viewTransactionsHref(unlisted) : null;
  useEffect(() => {
    if (unlistedHref) void navigate(unlistedHref, { replace: true });
  }, [unlistedHref, navigate]);

  const undo = useCallback(
    (n: UndoNotice) => {
      const stream = streams.find((s) => s.id === n.streamId);
      if (stream) restore(stream);
    },
    [streams, restore],
  );

  return (
    <div className="flex flex-col gap-4">
      {nothing ? (
        <NoRecurringFound />
      ) : (
        <>
          <BleedTotalCard groups={groups} />
          <MonthlyCostCard />
          <FeesLinkCard />
          <PriceRisesSection rises={priceRises(streams)} />
          {today && <RenewalsCard renewals={renewals(streams, today)} />}
          {groups.map((group) => (
            <RecurringGroupCard key={group.key} group={group} onDecide={decide} focusId={focusId} />
          ))}
          <IncomeCard streams={income} focusId={focusId} />
          <CancelledCard streams={cancelled} onUndo={restore} />
          <p className="px-1 text-xs leading-relaxed text-slate-500">
            Money moved between your own accounts (savings, investments, card payments) is not a charge, so it
            is not listed.
          </p>
        </>
      )}
      {nothing && <FeesLinkCard />}
      <UndoBar notice={notice} onUndo={undo} onClose={closeNotice} fallbackFocus={firstGroupHeading} />
    </div>
  );
}
