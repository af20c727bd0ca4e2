import {
  accountDisplayName,
  type BusinessUse,
  type TransactionDto,
  type TransactionFilter,
  type TransactionType,
} from '@tourniquet/domain';
import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { CategoryPicker } from '../../../components/category-picker.tsx';
import { TransactionHistoryTable } from '../../../components/transactions/transaction-history-table.tsx';
import { BackButton } from '../../../components/ui/back-button.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { NativeSelect } from '../../../components/ui/native-select.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useAccounts } from '../../../data/accounts/get-accounts.ts';
import { useTransactionsReadOnly } from '../../../components/transactions/use-transactions-read-only.ts';
import { SearchResultsBar } from './search-results-bar.tsx';
import { SelectedRowsBar } from './selected-rows-bar.tsx';

interface Filters {
  q: string;
  accountId: string;
  category: string;
  from: string;
  to: string;
  type: '' | TransactionType;
  use: '' | BusinessUse;
}
const NONE: Filters = { q: '', accountId: '', category: '', from: '', to: '', type: '', use: '' };

/** The list's query: blanks are "any". */
function filterOf(f: Filters): TransactionFilter {
  return {
    ...(f.q.trim() && { q: f.q.trim() }),
    ...(f.accountId && { accountIds: [f.accountId] }),
    ...(f.category && { category: f.category }),
    ...(f.from && { from: f.from }),
    ...(f.to && { to: f.to }),
    ...(f.type && { type: f.type }),
    ...(f.use && { use: f.use }),
  };
}

/**
 * All Transactions: every account's rows, newest first, paged, with search (merchant,
 * description, an amount such as 12.99) and filters. Each row opens Edit Transaction. The search applies
 * when submitted; the filters at once.
 */
export function AllTransactionsScreen() {
  const accounts = useAccounts();
  const [draft, setDraft] = useState<Filters>(NONE);
  const [applied, setApplied] = useState<Filters>(NONE);
  const set = <K extends keyof Filters>(key: K, value: Filters[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    if (key !== 'q') setApplied((a) => ({ ...a, [key]: value }));
  };
  const search = (event: FormEvent) => {
    event.preventDefault();
    setApplied(draft);
  };
  const filtered = JSON.stringify(applied) !== JSON.stringify(NONE);
  const readOnly = useTransactionsReadOnly();
  // Many rows at once: while selecting, a tap on a row selects it instead of opening Edit Transaction.
  const [selecting, setSelecting] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const toggle = (t: TransactionDto) =>
    setSelected((ids) => {
      const next = new Set(ids);
      if (!next.delete(t.id)) next.add(t.id);
      return next;
    });
  const stopSelecting = () => {
    setSelecting(false);
    setSelected(new Set());
  };

  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        back={<BackButton to="/linked-accounts" label="Back to Linked Accounts" />}
        title="All Transactions"
        subtitle="Every account's transactions, newest first. Search by merchant, description or amount."
      />
      <Card className="p-3">
        <form role="search" onSubmit={search} className="flex gap-2">
          <Input
            aria-label="Search transactions"
            type="search"
            placeholder="Coffee, Amazon, 12.99"
            value={draft.q}
            onChange={(e) => set('q', e.target.value)}
          />
          <Button type="submit" aria-label="Search" className="shrink-0 px-3">
            <Search className="size-4" aria-hidden />
          </Button>
        </form>
        <div className="mt-3 grid grid-cols-2 gap-2">
          <Field label="Account" className="col-span-2">
            {(c) => (
              <NativeSelect {...c} value={draft.accountId} onChange={(e) => set('accountId', e.target.value)}>
                <option value="">All accounts</option>
                {(accounts.data ?? []).map((a) => (
                  <option key={a.id} value={a.id}>
                    {accountDisplayName(a)}
                  </option>
                ))}
              </NativeSelect>
            )}
          </Field>
          {/* The one category picker; a whole primary or one detailed category. */}
          <Field label="Category" className="col-span-2">
            {(c) => (
              <CategoryPicker
                control={c}
                primaries
                emptyLabel="All categories"
                value={draft.category}
                onChange={(option) => set('category', option?.value ?? '')}
              />
            )}
          </Field>
          <Field label="From">
            {(c) => (
              <Input {...c} type="date" value={draft.from} onChange={(e) => set('from', e.target.value)} />
            )}
          </Field>
          <Field label="To">
            {(c) => <Input {...c} type="date" value={draft.to} onChange={(e) => set('to', e.target.value)} />}
          </Field>
          <Field label="Money">
            {(c) => (
              <NativeSelect
                {...c}
                value={draft.type}
                onChange={(e) => set('type', e.target.value as Filters['type'])}
              >
                <option value="">In and out</option>
                <option value="income">Money in</option>
                <option value="expense">Money out</option>
              </NativeSelect>
            )}
          </Field>
          <Field label="Business or personal">
            {(c) => (
              <NativeSelect
                {...c}
                value={draft.use}
                onChange={(e) => set('use', e.target.value as Filters['use'])}
              >
                <option value="">Both</option>
                <option value="business">Business</option>
                <option value="personal">Personal</option>
              </NativeSelect>
            )}
          </Field>
        </div>
        {filtered && (
          <Button
            variant="ghost"
            className="mt-2 w-full"
            onClick={() => {
              setDraft(NONE);
              setApplied(NONE);
            }}
          >
            Clear search and filters
          </Button>
        )}
      </Card>
      {/* A search's count and total, and one category for all of its rows. */}
      {filtered && <SearchResultsBar filter={filterOf(applied)} editable={!readOnly} />}
      {!readOnly && (
        <SelectedRowsBar
          selecting={selecting}
          ids={[...selected]}
          onStart={() => setSelecting(true)}
          onDone={stopSelecting}
        />
      )}
      <TransactionHistoryTable
        filter={filterOf(applied)}
        selection={selecting ? { ids: selected, toggle } : undefined}
        heading="Transactions"
        emptyText={filtered ? 'No transactions match' : 'No transactions found'}
      />
    </div>
  );
}
