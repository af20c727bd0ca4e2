import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountDisplayName } from '@tourniquet/domain';
import type { RuleDto } from '@tourniquet/domain/contracts';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { BackButton } from '../../../components/ui/back-button.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { LoadFailedCard } from '../../../components/ui/load-failed-card.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { useAccounts } from '../../../data/accounts/get-accounts.ts';
import { deleteRule, orderRules, rulesQuery, undoRuleApply } from '../api/rules-api.ts';
import { describeRule, draftOfRule, draftOfSearch, EMPTY_DRAFT, type RuleDraft } from '../lib/rule-draft.ts';
import { RuleForm } from './rule-form.tsx';

/**
 * Settings → Rules: the user's rules in the order they run, each editable, movable, deletable,
 * with Undo for its last "apply to past rows". `?new=1&merchant=..` (from Edit Transaction) opens a new
 * rule prefilled from that row.
 */
export function RulesScreen() {
  const [params, setParams] = useSearchParams();
  const [editing, setEditing] = useState<{ id: string | null; draft: RuleDraft } | null>(() => {
    const prefill = draftOfSearch(params);
    return prefill ? { id: null, draft: prefill } : null;
  });
  const rules = useQuery(rulesQuery);
  const accounts = useAccounts();
  const queryClient = useQueryClient();
  // A rule changes rows, reports and goals: everything is read again.
  const refresh = () => queryClient.invalidateQueries();
  const accountOptions = (accounts.data ?? []).map((a) => ({ id: a.id, label: accountDisplayName(a) }));
  const accountName = (id: string) => accountOptions.find((a) => a.id === id)?.label ?? 'an account';

  const act = useMutation({
    mutationFn: (run: () => Promise<string>) => run(),
    onSuccess: (message) => {
      void refresh();
      toast({ title: message, variant: 'success' });
    },
    onError: (e) =>
      toast({ title: 'Could not change the rule', description: e.message, variant: 'destructive' }),
  });
  const list = rules.data ?? [];
  const move = (index: number, by: -1 | 1) => {
    const ids = list.map((r) => r.id);
    [ids[index], ids[index + by]] = [ids[index + by]!, ids[index]!];
    act.mutate(() => orderRules(ids).then(() => 'Order saved'));
  };

  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title="Rules"
        subtitle="Rules run in this order on every sync and import. The first rule that sets something wins; your own edits always stay."
        back={<BackButton to="/settings" label="Back to Settings" />}
      />
      {editing ? (
        <RuleForm
          id={editing.id}
          initial={editing.draft}
          accounts={accountOptions}
          onCancel={() => {
            setEditing(null);
            setParams({}, { replace: true });
          }}
          onSaved={(changed) => {
            setEditing(null);
            setParams({}, { replace: true });
            void refresh();
            toast({
              title: 'Rule saved',
              description: changed ? `${changed} past row${changed === 1 ? '' : 's'} changed` : undefined,
              variant: 'success',
            });
          }}
        />
      ) : (
        <Button onClick={() => setEditing({ id: null, draft: EMPTY_DRAFT })}>New rule</Button>
      )}
      {rules.isPending ? (
        <Skeleton className="h-24" />
      ) : rules.isError ? (
        <LoadFailedCard
          message="Failed to load your rules."
          retrying={rules.isFetching}
          onRetry={() => void rules.refetch()}
        />
      ) : list.length === 0 ? (
        <Card className="p-4 text-sm text-slate-600">
          No rules yet. A rule files, renames or marks rows for you.
        </Card>
      ) : (
        <ol className="flex flex-col gap-2" aria-label="Your rules">
          {list.map((rule, index) => (
            <RuleItem
              key={rule.id}
              rule={rule}
              index={index}
              last={index === list.length - 1}
              busy={act.isPending}
              text={describeRule(rule, accountName)}
              onEdit={() => setEditing({ id: rule.id, draft: draftOfRule(rule) })}
              onMove={(by) => move(index, by)}
              onUndo={() =>
                act.mutate(() => undoRuleApply(rule.id).then((r) => `${r.restored} rows restored`))
              }
              onDelete={() => act.mutate(() => deleteRule(rule.id).then(() => 'Rule deleted'))}
            />
          ))}
        </ol>
      )}
    </div>
  );
}

function RuleItem(props: {
  rule: RuleDto;
  index: number;
  last: boolean;
  busy: boolean;
  text: { when: string; then: string };
  onEdit: () => void;
  onMove: (by: -1 | 1) => void;
  onUndo: () => void;
  onDelete: () => void;
}) {
  const { rule, index, last, busy, text } = props;
  return (
    <li>
      <Card className="flex flex-col gap-2 p-3">
        {/* The order controls sit beside the rule's number, so its actions fit one row at phone width. */}
        <div className="flex items-start gap-2">
          <p className="flex-1 text-sm text-slate-900">
            <span className="font-semibold">{index + 1}. When</span> {text.when}
          </p>
          <div className="flex shrink-0">
            <Button
              variant="ghost"
              className="h-9 px-2"
              aria-label={`Move rule ${index + 1} up`}
              disabled={busy || index === 0}
              onClick={() => props.onMove(-1)}
            >
              <ArrowUp className="size-4" aria-hidden />
            </Button>
            <Button
              variant="ghost"
              className="h-9 px-2"
              aria-label={`Move rule ${index + 1} down`}
              disabled={busy || last}
              onClick={() => props.onMove(1)}
            >
              <ArrowDown className="size-4" aria-hidden />
            </Button>
          </div>
        </div>
        <p className="text-sm text-slate-700">
          <span className="font-semibold">Then</span> {text.then}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" className="h-9 px-3 text-sm" onClick={props.onEdit} disabled={busy}>
            Edit
          </Button>
          {rule.canUndoApply && (
            <Button variant="secondary" className="h-9 px-3 text-sm" onClick={props.onUndo} disabled={busy}>
              Undo apply
            </Button>
          )}
          <Button variant="danger" className="h-9 px-3 text-sm" onClick={props.onDelete} disabled={busy}>
            Delete
          </Button>
        </div>
      </Card>
    </li>
  );
}
