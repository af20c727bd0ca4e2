import { CompleteProfileForm } from '../../features/profile/components/complete-profile-form.tsx';
import { RequireUser } from '../../features/session/guards.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export function Component() {
  useDocumentTitle('Complete Your Profile');
  return <RequireUser>{() => <CompleteProfileForm />}</RequireUser>;
}
