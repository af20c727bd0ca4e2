import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Screen } from '../../../components/ui/screen.tsx';

/** The shared frame of the signed-out screens: a heading, one card holding the form, links beneath. */
export function AuthScreen({
  title,
  subtitle,
  back,
  children,
  footer,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  back?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <Screen className="pt-6">
      <PageHeader title={title} subtitle={subtitle} back={back} />
      <Card className="p-4">{children}</Card>
      {footer && <div className="flex flex-col items-center gap-1 text-sm text-slate-600">{footer}</div>}
    </Screen>
  );
}

/** An inline text link in the footer of an auth screen, with a 44 px tall target. */
export const textLinkClass =
  'inline-flex min-h-11 items-center rounded font-semibold text-brand-700 underline-offset-4 hover:underline';
