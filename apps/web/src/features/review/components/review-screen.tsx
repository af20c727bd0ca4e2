import { useQuery } from '@tanstack/react-query';
import { categoryDisplayName } from '@tourniquet/domain';
import type { ReviewItem, ReviewScope } from '@tourniquet/domain/contracts';
import { CheckCircle2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { BackButton } from '../../../components/ui/back-button.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyStateCard } from '../../../components/ui/empty-state-card.tsx';
import { LoadFailedCard } from '../../../components/ui/load-failed-card.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Screen } from '../../../components/ui/screen.tsx';
import { CardListSkeleton } from '../../../components/ui/skeleton.tsx';
import { useAnswerReview } from '../api/answer-review.ts';
import { reviewQuery } from '../api/review-api.ts';
import { reviewHref } from '../lib/review-href.ts';
import { answerOf, choiceOf, type ReviewChoice } from '../lib/review-choices.ts';
import { ReviewCard } from './review-card.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { useAccounts } from '../../../data/accounts/get-accounts.ts';

const SCOPES: { scope: ReviewScope; label: string }[] = [
  { scope: 'all', label: 'All' },
  { scope: 'business', label: 'Business' },
  { scope: 'personal', label: 'Personal' },
];

function scopeOf(value: string | null): ReviewScope {
  return value === 'business' || value === 'personal' ? value : 'all';
}

/** What the answer said, for the line under the card. */
function answerWords(item: ReviewItem, choice: ReviewChoice): string {
  if (choice.use === 'business') {
    return choice.businessCategory
      ? `${item.payee}: Business, ${categoryDisplayName(choice.businessCategory)}`
      : `${item.payee}: Business, not on any line`;
  }
  return choice.personalCategory
    ? `${item.payee}: Personal, ${categoryDisplayName(choice.personalCategory.detailed)}`
    : `${item.payee}: Personal`;
}

interface LastAnswer {
  item: ReviewItem;
  words: string;
  changed: number;
  applyToSimilar: boolean;
}

/**
 * To review (/to-review): one card at a time, the rows the app is least sure of, most money at
 * stake first. An answer goes to the server at once; Undo puts the row's previous values back (the same
 * POST with what it held) and shows its card again.
 */
export function ReviewScreen() {
  const [params] = useSearchParams();
  const scope = scopeOf(params.get('scope'));
  const inbox = useQuery(reviewQuery(scope));
  // A user with no business account is not asked Business or personal of their paycheck.
  const keepsBusiness = useAccounts().data?.some((a) => a.businessPersonal === 'business') ?? false;
  const answer = useAnswerReview();
  const [last, setLast] = useState<LastAnswer | null>(null);
  // After Undo the row is the owner's again with its old values, so the server no longer lists it: its card
  // stays here until it is answered once more.
  const [held, setHeld] = useState<ReviewItem | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // After an answer or an undo, focus goes to the next card's payee once it shows.
  const focusNext = useRef(false);

  const items = inbox.data?.items ?? [];
  const current = held ?? items[0] ?? null;
  const total =
    items.length +
    (inbox.data?.remaining ?? 0) +
    (held && !items.some((i) => i.transactionId === held.transactionId) ? 1 : 0);

  useEffect(() => {
    if (!focusNext.current || inbox.isFetching) return;
    headingRef.current?.focus();
    focusNext.current = false;
  }, [inbox.isFetching, current?.transactionId, last, held]);

  const onAnswer = (item: ReviewItem, choice: ReviewChoice, applyToSimilar: boolean) => {
    answer.mutate(
      { id: item.transactionId, body: answerOf(choice, applyToSimilar) },
      {
        onSuccess: ({ changed }) => {
          setLast({ item, words: answerWords(item, choice), changed, applyToSimilar });
          setHeld(null);
          focusNext.current = true;
        },
      },
    );
  };

  const undo = () => {
    if (!last) return;
    const previous = answerOf(choiceOf(last.item), last.applyToSimilar);
    answer.mutate(
      { id: last.item.transactionId, body: previous },
      {
        onSuccess: () => {
          setHeld(last.item);
          setLast(null);
          focusNext.current = true;
        },
      },
    );
  };

  let body;
  if (inbox.isError) {
    body = (
      <LoadFailedCard
        message="There was an error loading the rows to review. Please try again."
        onRetry={() => void inbox.refetch()}
        retrying={inbox.isFetching}
      />
    );
  } else if (!inbox.data) {
    body = <CardListSkeleton label="Loading the rows to review..." cards={1} />;
  } else if (!current) {
    body = (
      <EmptyStateCard
        icon={<CheckCircle2 className="size-7" aria-hidden />}
        title="Nothing to review"
        tone="gain"
      >
        <p className="text-sm text-slate-600">
          {scope === 'all' ? 'Every row is filed.' : `Every ${scope} row is filed.`} New rows the app is not
          sure of will show up here.
        </p>
      </EmptyStateCard>
    );
  } else {
    body = (
      <ReviewCard
        key={current.transactionId}
        ref={headingRef}
        item={current}
        position={`${total} to review`}
        saving={answer.isPending}
        askUse={keepsBusiness || current.suggested.businessUse === 'business'}
        onAnswer={(choice, apply) => onAnswer(current, choice, apply)}
      />
    );
  }

  return (
    <Screen>
      <PageHeader
        back={<BackButton to="/dashboard" label="Back to Dashboard" />}
        title="To review"
        subtitle="The rows the app is least sure of, the most money first. One answer can file every row from the same payee."
      />
      <nav aria-label="Which rows" className="grid grid-cols-3 gap-1 rounded-xl bg-slate-100 p-1">
        {SCOPES.map((s) => (
          <Link
            key={s.scope}
            to={reviewHref(s.scope)}
            aria-current={s.scope === scope ? 'page' : undefined}
            className={`flex min-h-11 items-center justify-center rounded-lg text-sm font-medium ${
              s.scope === scope ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600'
            }`}
          >
            {s.label}
          </Link>
        ))}
      </nav>
      <div role="status" aria-live="polite" aria-label="Last answer" className="empty:hidden">
        {last && (
          <div className="flex items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white p-3 text-sm text-slate-800">
            <span>
              Saved. {last.words}
              {last.changed > 0 && ` (and ${last.changed} more ${last.changed === 1 ? 'row' : 'rows'})`}.
            </span>
            <Button variant="secondary" onClick={undo} disabled={answer.isPending}>
              Undo
            </Button>
          </div>
        )}
      </div>
      {answer.isError && <FormAlert>Failed to save your answer. Please try again.</FormAlert>}
      {body}
    </Screen>
  );
}
