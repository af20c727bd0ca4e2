import { ArrowRight, PartyPopper } from 'lucide-react';
import type { ReactNode } from 'react';
import { ButtonLink } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Screen } from '../../components/ui/screen.tsx';

/**
 * /onboarding once the profile is complete. The welcome card is a placeholder: the bank-linking work
 * replaces it with the link-accounts page (spec "Link accounts") by passing `children`.
 */
export function OnboardingPage({ displayName, children }: { displayName: string; children?: ReactNode }) {
  const firstName = displayName.trim().split(/\s+/)[0] ?? '';
  return (
    <Screen className="pt-6">
      <PageHeader
        title={firstName ? `Welcome, ${firstName}!` : 'Welcome!'}
        subtitle={
          children ? 'Your account is ready.' : "Your account is ready. Next, let's find your pain points."
        }
      />
      {/* Slot: the link-accounts page goes here. */}
      <div data-slot="onboarding-main" className="flex flex-col gap-4">
        {children ?? <WelcomePlaceholder />}
      </div>
      {/* The link-accounts page brings its own Continue (it needs a checking account first). */}
      {!children && (
        <ButtonLink to="/dashboard" className="mt-auto w-full">
          Continue
          <ArrowRight className="size-4" aria-hidden />
        </ButtonLink>
      )}
    </Screen>
  );
}

function WelcomePlaceholder() {
  return (
    <Card className="flex flex-col items-center gap-3 p-6 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <PartyPopper className="size-7" aria-hidden />
      </span>
      <h2 className="text-base font-semibold text-slate-900">You&apos;re all set up</h2>
      <p className="text-sm leading-relaxed text-slate-600">
        Link your bank, credit-card and loan accounts and we will reveal the fees, recurring charges and
        subscriptions quietly draining your money.
      </p>
    </Card>
  );
}
