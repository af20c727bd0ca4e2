import { Crown, Loader2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Badge } from '../../../components/ui/card.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { ApiError } from '../../../lib/api.ts';
import { useActivatePremium } from '../api/profile-api.ts';
import { SettingsSection } from './settings-section.tsx';

/** Premium code entry (spec sections 4 and 5): Activate is disabled while the code is blank. */
export function PremiumCodeCard({ premium }: { premium: boolean }) {
  const [code, setCode] = useState('');
  const activate = useActivatePremium();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    activate.mutate(code.trim(), {
      onSuccess: () => {
        setCode('');
        toast({ title: 'Premium features activated.', variant: 'success' });
      },
      onError: (err) =>
        err instanceof ApiError && err.status === 400
          ? toast({
              title: 'Invalid Code',
              description: 'Please check your premium code and try again.',
              variant: 'destructive',
            })
          : toast({ title: 'Activation Failed', description: err.message, variant: 'destructive' }),
    });
  };

  return (
    <SettingsSection
      title="Premium Features"
      description={
        premium
          ? 'Premium is active on your account. Thank you!'
          : 'Have a premium code? Enter it to unlock money goals.'
      }
      aside={
        premium ? (
          <Badge tone="brand">
            <Crown className="mr-1 size-3.5" aria-hidden />
            Premium
          </Badge>
        ) : undefined
      }
    >
      <form onSubmit={onSubmit} className="flex items-end gap-2">
        <Field label="Premium Code" className="flex-1">
          {(control) => (
            <Input
              {...control}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              value={code}
              onChange={(e) => setCode(e.target.value)}
            />
          )}
        </Field>
        <Button type="submit" disabled={code.trim() === '' || activate.isPending}>
          {activate.isPending && <Loader2 className="size-4 animate-spin" aria-hidden />}
          Activate
        </Button>
      </form>
    </SettingsSection>
  );
}
