import { formatUsPhoneAsTyped, onboardingPhoneError, validateOnboarding } from '@tourniquet/domain';
import { Loader2, Phone } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Screen } from '../../components/ui/screen.tsx';
import { dismissToast, toast } from '../../components/ui/toast-store.ts';

/** What Complete Your Profile edits, as the profile has it saved (empty strings when never saved). */
export interface ProfileDetails {
  displayName: string;
  phone: string;
  smsOptIn: boolean;
}

/**
 * Complete Your Profile (/user-details): name, US phone and SMS consent, checked in the spec's order by
 * the domain, then a dialog to confirm the number before saving and moving on to /onboarding. A user who
 * saved them before finds them filled in, and Confirm & Continue saves the changes as an update of the
 * same profile (PUT /api/profile).
 */
export function CompleteProfileForm({
  saved,
  save,
}: {
  saved: ProfileDetails | null;
  /** Saves the details as an update of the user's profile (the route passes the profile feature's PUT). */
  save: (details: ProfileDetails) => Promise<unknown>;
}) {
  const navigate = useNavigate();
  const [saving, setSaving] = useState(false);
  const [displayName, setDisplayName] = useState(saved?.displayName ?? '');
  const [phone, setPhone] = useState(saved?.phone ?? '');
  const [smsOptIn, setSmsOptIn] = useState(saved?.smsOptIn ?? false);
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const [invalidField, setInvalidField] = useState<'displayName' | 'phone' | 'smsOptIn' | null>(null);
  const [confirming, setConfirming] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  const phoneRef = useRef<HTMLInputElement>(null);
  const smsRef = useRef<HTMLInputElement>(null);

  // The field the last check named is being fixed: its toast (SMS Consent Required...) goes with it.
  const fixed = () => {
    setInvalidField(null);
    dismissToast();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const error = validateOnboarding({ displayName, phone, smsOptIn });
    setInvalidField(error?.field ?? null);
    if (!error) {
      setConfirming(true);
      return;
    }
    if (error.kind === 'inline') setPhoneError(error.message);
    else toast({ title: error.title, description: error.description, variant: 'destructive' });
    ({ displayName: nameRef, phone: phoneRef, smsOptIn: smsRef })[error.field].current?.focus();
  };

  const confirm = async () => {
    setSaving(true);
    try {
      await save({ displayName: displayName.trim(), phone: phone.trim(), smsOptIn });
    } catch {
      setSaving(false);
      setConfirming(false);
      toast({
        title: 'Error',
        description: 'Failed to save your information. Please try again.',
        variant: 'destructive',
      });
      return;
    }
    toast({
      title: 'Profile Updated',
      description: 'Your information has been saved successfully.',
      variant: 'success',
    });
    void navigate('/onboarding');
  };

  return (
    <Screen className="pt-6">
      <PageHeader
        title="Complete Your Profile"
        subtitle="Tell us who you are. We use your phone number to verify your account."
      />
      <Card className="p-4">
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <Field label="Full Name">
            {(control) => (
              <Input
                {...control}
                aria-invalid={invalidField === 'displayName' || undefined}
                ref={nameRef}
                autoComplete="name"
                required
                value={displayName}
                onChange={(e) => {
                  setDisplayName(e.target.value);
                  if (invalidField === 'displayName') fixed();
                }}
              />
            )}
          </Field>
          <Field label="Phone Number" error={phoneError}>
            {(control) => (
              <Input
                {...control}
                aria-invalid={Boolean(phoneError) || invalidField === 'phone' || undefined}
                ref={phoneRef}
                type="tel"
                inputMode="tel"
                autoComplete="tel-national"
                placeholder="(555) 123-4567"
                required
                value={phone}
                onChange={(e) => {
                  // Formatted as typed; a deletion is taken as it is, so a dash can be removed.
                  const typed = e.target.value;
                  const next = typed.length > phone.length ? formatUsPhoneAsTyped(typed) : typed;
                  setPhone(next);
                  if (invalidField === 'phone') fixed();
                  // Once an error shows, it follows the typing so it disappears as soon as the number is right.
                  if (phoneError) setPhoneError(onboardingPhoneError(next));
                }}
                onBlur={(e) => setPhoneError(onboardingPhoneError(e.target.value))}
              />
            )}
          </Field>
          <Checkbox
            ref={smsRef}
            checked={smsOptIn}
            invalid={invalidField === 'smsOptIn'}
            onChange={(e) => {
              setSmsOptIn(e.target.checked);
              if (invalidField === 'smsOptIn') fixed();
            }}
            label="I agree to receive SMS text messages to verify my account"
          />
          <Button type="submit" className="w-full">
            Continue
          </Button>
        </form>
      </Card>

      <Dialog
        open={confirming}
        onOpenChange={(open) => !saving && setConfirming(open)}
        title="Verify Your Phone Number"
        description="We will use this number to verify your account"
        actions={
          <>
            <Button variant="secondary" disabled={saving} onClick={() => setConfirming(false)}>
              Edit Number
            </Button>
            <Button disabled={saving} onClick={() => void confirm()}>
              {saving && <Loader2 className="size-4 animate-spin" aria-hidden />}
              Confirm &amp; Continue
            </Button>
          </>
        }
      >
        <p className="tabular flex items-center justify-center gap-2 rounded-xl bg-slate-50 py-3 text-lg font-semibold text-slate-900">
          <Phone className="size-5 text-brand-700" aria-hidden />
          {phone.trim()}
        </p>
      </Dialog>
    </Screen>
  );
}
