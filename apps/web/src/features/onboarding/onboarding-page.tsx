import type { ReactNode } from 'react';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Screen } from '../../components/ui/screen.tsx';

/**
 * /onboarding once the profile is complete: a personal welcome above the link-accounts page (spec "Link
 * accounts"), which brings its own Continue because it needs a checking account first.
 */
export function OnboardingPage({ displayName, children }: { displayName: string; children: ReactNode }) {
  const firstName = displayName.trim().split(/\s+/)[0] ?? '';
  return (
    <Screen className="pt-6">
      <PageHeader
        title={firstName ? `Welcome, ${firstName}!` : 'Welcome!'}
        subtitle="Your account is ready."
      />
      <div className="flex flex-col gap-4">{children}</div>
    </Screen>
  );
}
