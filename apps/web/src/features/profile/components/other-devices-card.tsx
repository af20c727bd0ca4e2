import { Loader2, MonitorSmartphone } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { useSignOutOtherDevices } from '../api/account-api.ts';
import { SettingsSection } from './settings-section.tsx';

/** Ends every session but this one: for a lost phone or a shared computer left signed in. */
export function OtherDevicesCard() {
  const revoke = useSignOutOtherDevices();
  return (
    <SettingsSection
      title="Devices"
      description="Signed in on a computer or phone you no longer use? Sign it out. You stay signed in here."
    >
      <Button
        variant="secondary"
        className="w-full"
        disabled={revoke.isPending}
        onClick={() =>
          revoke.mutate(undefined, {
            onSuccess: () =>
              toast({
                title: 'Signed out of other devices',
                description: 'Every other session has ended.',
                variant: 'success',
              }),
            onError: (err) =>
              toast({ title: 'Sign Out Failed', description: err.message, variant: 'destructive' }),
          })
        }
      >
        {revoke.isPending ? (
          <Loader2 className="size-4 animate-spin" aria-hidden />
        ) : (
          <MonitorSmartphone className="size-4" aria-hidden />
        )}
        Sign out of all other devices
      </Button>
    </SettingsSection>
  );
}
