import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from '../../../components/ui/toast-store.ts';

/** docs/product.md#8-messages's positive message after e-mail verification. */
export function emailVerifiedToast() {
  toast({
    title: 'Email Verified!',
    description: 'Your account has been successfully verified. Welcome!',
    variant: 'success',
  });
}

/** The mark the confirmation link's return address carries (callbackURL /onboarding?verified=1). */
export const VERIFIED_PARAM = 'verified';

/**
 * On the confirmation link's target: "Email Verified!" once, then the mark leaves the address (a reload or
 * Back does not say it again). A failed verification (better-auth adds ?error=...) says nothing here.
 */
export function useEmailVerifiedWelcome() {
  const [params, setParams] = useSearchParams();
  const arrived = params.get(VERIFIED_PARAM) === '1';
  const failed = params.has('error');
  const shown = useRef(false);
  useEffect(() => {
    if (!arrived) return;
    if (!failed && !shown.current) emailVerifiedToast();
    shown.current = true;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(VERIFIED_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [arrived, failed, setParams]);
}
