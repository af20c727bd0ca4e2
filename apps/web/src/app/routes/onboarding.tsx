import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { useEmailVerifiedWelcome } from '../../features/auth/lib/email-verified.ts';
import { LinkAccountsPanel } from '../../features/bank-linking/components/link-accounts-panel.tsx';
import { OnboardingPage } from '../../features/onboarding/onboarding-page.tsx';
import { useProfile } from '../../features/profile/api/profile-api.ts';
import { RequireUser } from '../../features/session/guards.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** A profile without a name or phone is finished first (Complete Your Profile), then onboarding shows. */
function OnboardingGate() {
  const profile = useProfile();
  useEffect(() => {
    // docs/product.md#8-messages: a profile fetch failure is logged only; the page still shows.
    if (profile.error) console.warn('profile fetch failed', profile.error);
  }, [profile.error]);
  if (profile.isPending) return <PageSpinner />;
  const details = profile.data?.profile;
  if (details && (!details.displayName || !details.phone)) return <Navigate to="/user-details" replace />;
  return (
    <OnboardingPage displayName={details?.displayName ?? ''}>
      <LinkAccountsPanel />
    </OnboardingPage>
  );
}

export function Component() {
  useDocumentTitle('Onboarding');
  // The confirmation link lands here: Email Verified! once, before any redirect to /user-details.
  useEmailVerifiedWelcome();
  return <RequireUser>{() => <OnboardingGate />}</RequireUser>;
}
