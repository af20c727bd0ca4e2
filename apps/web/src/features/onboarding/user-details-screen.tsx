import { PageHeader } from '../../components/ui/page-header.tsx';
import { Screen } from '../../components/ui/screen.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { CompleteProfileForm, type ProfileDetails } from './complete-profile-form.tsx';

/** Complete Your Profile while the saved profile loads: the form's shape, so nothing jumps. */
export function CompleteProfileSkeleton() {
  return (
    <Screen className="pt-6">
      <PageHeader
        title="Complete Your Profile"
        subtitle="Tell us who you are. We use your phone number to verify your account."
      />
      <div
        role="status"
        aria-label="Loading your profile"
        className="flex flex-col gap-4 rounded-card border border-slate-200 bg-white p-4"
      >
        {['w-24', 'w-28'].map((label) => (
          <div key={label} className="flex flex-col gap-2">
            <Skeleton className={`h-4 ${label}`} />
            <Skeleton className="h-11 w-full" />
          </div>
        ))}
        <Skeleton className="h-6 w-4/5" />
        <Skeleton className="h-11 w-full" />
      </div>
    </Screen>
  );
}

/**
 * /user-details: Complete Your Profile with what the user saved before. The form waits for the profile
 * (a form that filled itself in later would overwrite what the user started typing); if the profile
 * cannot be read, the form starts empty, as for a new user, and saving still updates the profile.
 */
export function UserDetailsScreen({
  loading,
  saved,
  save,
}: {
  loading: boolean;
  saved: ProfileDetails | null;
  save: (details: ProfileDetails) => Promise<unknown>;
}) {
  if (loading) return <CompleteProfileSkeleton />;
  return <CompleteProfileForm saved={saved} save={save} />;
}
