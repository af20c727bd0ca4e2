import { BackButton } from '../../../components/ui/back-button.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { CardListSkeleton } from '../../../components/ui/skeleton.tsx';
import { useProfile } from '../api/profile-api.ts';
import { DeleteAccountCard } from './delete-account-card.tsx';
import { DownloadDataCard } from './download-data-card.tsx';
import { PremiumCodeCard } from './premium-code-card.tsx';
import { ProfileDetailsForm } from './profile-details-form.tsx';
import { PasswordCard } from './password-card.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';

/** Profile Settings (docs/product.md#2-screens): details, premium code, password change and the danger zone. */
export function ProfileSettingsView() {
  const profile = useProfile();
  return (
    <>
      <PageHeader
        title="Profile Settings"
        subtitle="Your personal details, premium access and password."
        back={<BackButton to="/settings" label="Back to Settings" />}
      />
      {profile.isPending ? (
        <CardListSkeleton label="Loading your profile..." cards={2} />
      ) : profile.isError ? (
        <Card className="flex flex-col gap-3 p-4">
          <FormAlert look="plain" className="font-normal text-slate-700">
            We couldn&apos;t load your profile. Check your connection and try again.
          </FormAlert>
          <Button variant="secondary" onClick={() => void profile.refetch()}>
            Try again
          </Button>
        </Card>
      ) : (
        <>
          <ProfileDetailsForm data={profile.data} />
          <PremiumCodeCard premium={profile.data.profile.premium} />
          <PasswordCard screen="profile" />
          <DownloadDataCard />
          <DeleteAccountCard screen="profile" />
        </>
      )}
    </>
  );
}
