import {
  ALERT_KIND_LABELS,
  ALERT_KINDS,
  type AlertKind,
  type NotificationSettings,
} from '@tourniquet/domain';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { DollarInput } from '../../../components/ui/input.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { ApiError } from '../../../lib/api.ts';
import { useSaveNotificationSettings } from '../api/notifications-api.ts';
import { parseCushion, parseThreshold, thresholdText } from './threshold-input.ts';

type ThresholdField = 'largeTransactionCents' | 'lowBalanceCents' | 'overdraftCushionCents';

/** Every event on or off in the app and by e-mail, the two amounts, and the weekly digest. */
export function NotificationSettingsForm({ initial }: { initial: NotificationSettings }) {
  const [events, setEvents] = useState(initial.events);
  const [weeklyDigest, setWeeklyDigest] = useState(initial.weeklyDigest);
  const [amounts, setAmounts] = useState<Record<ThresholdField, string>>({
    largeTransactionCents: thresholdText(initial.largeTransactionCents),
    lowBalanceCents: thresholdText(initial.lowBalanceCents),
    overdraftCushionCents: thresholdText(initial.overdraftCushionCents),
  });
  const [errors, setErrors] = useState<Partial<Record<ThresholdField, string>>>({});
  const save = useSaveNotificationSettings();
  const eventsHeading = useId();

  const setChannel = (kind: AlertKind, channel: 'inApp' | 'email', on: boolean) =>
    setEvents((e) => ({ ...e, [kind]: { ...e[kind], [channel]: on } }));

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const large = parseThreshold(amounts.largeTransactionCents);
    const low = parseThreshold(amounts.lowBalanceCents);
    const cushion = parseCushion(amounts.overdraftCushionCents);
    const found: Partial<Record<ThresholdField, string>> = {};
    if ('error' in large) found.largeTransactionCents = large.error;
    if ('error' in low) found.lowBalanceCents = low.error;
    if ('error' in cushion) found.overdraftCushionCents = cushion.error;
    setErrors(found);
    if ('error' in large || 'error' in low || 'error' in cushion) return;
    save.mutate(
      {
        events,
        weeklyDigest,
        largeTransactionCents: large.cents,
        lowBalanceCents: low.cents,
        overdraftCushionCents: cushion.cents,
      },
      {
        onSuccess: () => toast({ title: 'Notification settings saved', variant: 'success' }),
        onError: (error) => {
          if (error instanceof ApiError && error.fields) {
            setErrors({
              largeTransactionCents: error.fields.largeTransactionCents,
              lowBalanceCents: error.fields.lowBalanceCents,
              overdraftCushionCents: error.fields.overdraftCushionCents,
            });
          }
          toast({
            title: 'Could not save your settings',
            description: error.message,
            variant: 'destructive',
          });
        },
      },
    );
  }

  const amountField = (field: ThresholdField, label: string, hint: string) => (
    <Field label={label} hint={hint} error={errors[field]}>
      {(control) => (
        <DollarInput
          {...control}
          inputMode="decimal"
          autoComplete="off"
          className="text-right tabular-nums"
          value={amounts[field]}
          onChange={(e) => setAmounts((a) => ({ ...a, [field]: e.target.value }))}
        />
      )}
    </Field>
  );

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <Card className="p-0">
        <h2 id={eventsHeading} className="px-4 pt-4 text-base font-semibold text-slate-900">
          Alerts
        </h2>
        <p className="px-4 pt-1 text-sm text-slate-600">Choose how each event reaches you.</p>
        <ul aria-labelledby={eventsHeading} className="mt-2 divide-y divide-slate-100">
          {ALERT_KINDS.map((kind) => (
            <li key={kind}>
              <fieldset className="px-4 py-2">
                <legend className="pt-1 text-sm font-medium text-slate-900">{ALERT_KIND_LABELS[kind]}</legend>
                <div className="flex gap-6">
                  <Checkbox
                    label="In the app"
                    checked={events[kind].inApp}
                    onChange={(e) => setChannel(kind, 'inApp', e.target.checked)}
                  />
                  <Checkbox
                    label="By e-mail"
                    checked={events[kind].email}
                    onChange={(e) => setChannel(kind, 'email', e.target.checked)}
                  />
                </div>
              </fieldset>
            </li>
          ))}
        </ul>
      </Card>
      <Card className="flex flex-col gap-4 p-4">
        <h2 className="text-base font-semibold text-slate-900">Amounts</h2>
        {amountField(
          'largeTransactionCents',
          'Large transaction amount',
          'Alert me about any charge of at least this much.',
        )}
        {amountField(
          'lowBalanceCents',
          'Low balance amount',
          'Alert me when a bank account has less than this available.',
        )}
        {amountField(
          'overdraftCushionCents',
          'Overdraft cushion',
          'Warn me when my cash is forecast to go below this (0 warns below zero).',
        )}
      </Card>
      <Card className="p-4">
        <h2 className="text-base font-semibold text-slate-900">Weekly digest</h2>
        <Checkbox
          label="E-mail me a summary each week: fees, price rises and renewals coming."
          checked={weeklyDigest}
          onChange={(e) => setWeeklyDigest(e.target.checked)}
        />
      </Card>
      <Button type="submit" disabled={save.isPending} className="w-full">
        {save.isPending ? 'Saving...' : 'Save Settings'}
      </Button>
    </form>
  );
}
