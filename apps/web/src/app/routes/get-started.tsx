import { SignUpForm } from '../../features/auth/components/sign-up-form.tsx';
import { RedirectIfSignedIn } from '../../features/session/guards.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export function Component() {
  useDocumentTitle('Get Started');
  return (
    <RedirectIfSignedIn>
      <SignUpForm />
    </RedirectIfSignedIn>
  );
}
