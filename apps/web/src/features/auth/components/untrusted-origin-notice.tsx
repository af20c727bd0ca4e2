import { ExternalLink, TriangleAlert } from 'lucide-react';
import { ApiError } from '../../../lib/api.ts';
import { FormAlert } from '../../../components/ui/form-alert.tsx';

/** The server's refusal of the page's own address (403 INVALID_ORIGIN), with the address to open instead. */
export interface UntrustedOrigin {
  message: string;
  /** This page at the trusted address, e.g. http://localhost:3000/get-started. */
  href: string;
}

export function untrustedOrigin(err: unknown): UntrustedOrigin | null {
  if (!(err instanceof ApiError) || err.code !== 'INVALID_ORIGIN') return null;
  const trusted = (err.body as { trustedOrigin?: unknown } | undefined)?.trustedOrigin;
  let origin: string | null = null;
  try {
    origin = typeof trusted === 'string' ? new URL(trusted).origin : null;
  } catch {
    origin = null;
  }
  const { pathname, search } = window.location;
  return { message: err.message, href: origin ? `${origin}${pathname}${search}` : '' };
}

/**
 * Said in the form, where the user is looking, rather than in a toast that goes away: nothing typed here
 * can work until the page is opened at the address the server trusts.
 */
export function UntrustedOriginNotice({ refused }: { refused: UntrustedOrigin }) {
  return (
    <FormAlert as="div" look="panel">
      <p className="flex items-start gap-2">
        <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
        <span className="wrap-anywhere">{refused.message}</span>
      </p>
      {refused.href && (
        <a
          href={refused.href}
          className="inline-flex min-h-11 items-center gap-1.5 self-start font-semibold underline underline-offset-4"
        >
          <ExternalLink className="size-4" aria-hidden />
          Open this page there
        </a>
      )}
    </FormAlert>
  );
}
