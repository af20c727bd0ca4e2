import { Crown, Loader2 } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Badge } from '../../../components/ui/card.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { ApiError } from '../../../lib/api.ts';
import { useActivatePremium } from '../api/profile-api.ts';
import { PREMIUM_RETURN_TO } from '../lib/premium-code-link.ts';
import { SettingsSection } from './settings-section.tsx';

/** Premium code entry (docs/product.md sections 4 and 5): Activate is disabled while the code is blank. */
export function PremiumCodeCard({ premium }: { premium: boolean }) {
  const [code, setCode] = useState('');
  const activate = useActivatePremium();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const card = useRef<HTMLFormElement>(null);
  const arrivedToEnter = params.get('premium') === 'enter';
  const returnTo = PREMIUM_RETURN_TO[params.get('return') ?? ''];

  // Sent here to enter a code: bring the field into view and put the cursor in it.
  useEffect(() => {
    if (!arrivedToEnter || premium) return;
    card.current?.scrollIntoView({ block: 'center' });
    input.current?.focus({ preventScroll: true });
  }, [arrivedToEnter, premium]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    activate.mutate(code.trim(), {
      onSuccess: () => {
        setCode('');
        toast({ title: 'Premium features activated.', variant: 'success' });
        if (returnTo) void navigate(returnTo);
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
      <form ref={card} onSubmit={onSubmit} className="flex scroll-mt-24 items-end gap-2">
        <Field label="Premium Code" className="flex-1">
          {(control) => (
            <Input
              {...control}
              ref={input}
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
