import { VerifyEmailView } from '../../features/auth/components/verify-email-view.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export function Component() {
  useDocumentTitle('Verify Your Email');
  return <VerifyEmailView />;
}
