import { UserDetailsScreen } from '../../features/onboarding/user-details-screen.tsx';
import { useProfile, useUpdateProfile } from '../../features/profile/api/profile-api.ts';
import { RequireUser } from '../../features/session/guards.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** The saved profile (features/profile) into Complete Your Profile (features/onboarding). */
function UserDetails() {
  const profile = useProfile();
  const update = useUpdateProfile();
  const details = profile.data?.profile;
  return (
    <UserDetailsScreen
      loading={profile.isPending}
      saved={
        details
          ? { displayName: details.displayName, phone: details.phone, smsOptIn: details.smsOptIn }
          : null
      }
      save={(changes) => update.mutateAsync(changes)}
    />
  );
}

export function Component() {
  useDocumentTitle('Complete Your Profile');
  return <RequireUser>{() => <UserDetails />}</RequireUser>;
}
