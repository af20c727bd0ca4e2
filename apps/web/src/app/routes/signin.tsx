import { SignInForm } from '../../features/auth/components/sign-in-form.tsx';
import { RedirectIfSignedIn } from '../../features/session/guards.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export function Component() {
  useDocumentTitle('Sign In');
  return (
    <RedirectIfSignedIn>
      <SignInForm />
    </RedirectIfSignedIn>
  );
}
