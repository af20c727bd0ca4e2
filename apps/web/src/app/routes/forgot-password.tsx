import { ForgotPasswordForm } from '../../features/auth/components/forgot-password-form.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export function Component() {
  useDocumentTitle('Forgot Password');
  return <ForgotPasswordForm />;
}
