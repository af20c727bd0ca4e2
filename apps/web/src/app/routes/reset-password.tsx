import { ResetPasswordForm } from '../../features/auth/components/reset-password-form.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export function Component() {
  useDocumentTitle('Reset Password');
  return <ResetPasswordForm />;
}
