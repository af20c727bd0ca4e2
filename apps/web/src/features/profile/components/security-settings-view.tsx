import { BackButton } from '../../../components/ui/back-button.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import type { SessionUser } from '../../session/index.ts';
import { DeleteAccountCard } from './delete-account-card.tsx';
import { OtherDevicesCard } from './other-devices-card.tsx';
import { PasswordCard } from './password-card.tsx';
import { TwoFactorCard } from './two-factor-card.tsx';

/** Security Settings (docs/product.md#2-screens): password with the rule list, devices, two-factor, deletion. */
export function SecuritySettingsView({ user, embedded = false }: { user: SessionUser; embedded?: boolean }) {
  return (
    <>
      <PageHeader
        title="Security Settings"
        subtitle="Keep your account and your financial data safe."
        level={embedded ? 2 : 1}
        back={embedded ? undefined : <BackButton to="/settings" label="Back to Settings" />}
      />
      <PasswordCard screen="security" />
      <TwoFactorCard enabled={Boolean(user.twoFactorEnabled)} />
      <OtherDevicesCard />
      <DeleteAccountCard screen="security" />
    </>
  );
}
