import { Link } from 'react-router';
import { ButtonLink } from '../../components/ui/button.tsx';
import { PhoneMockup } from '../../components/phone-mockup.tsx';
import { useAppConfig } from '../../config/use-app-config.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export function Component() {
  const { productName, brandName } = useAppConfig();
  useDocumentTitle(null);
  return (
    <div className="flex flex-1 flex-col px-6 pt-8 pb-10">
      <p className="text-xs font-semibold tracking-widest text-brand-700 uppercase">{productName}</p>
      <h1 className="mt-2 text-3xl leading-tight font-extrabold tracking-tight text-slate-900">
        Stop the Bleeding.
        <br />
        <span className="text-bleed">Reveal the fees.</span> Kill the bills.{' '}
        <span className="text-brand-700">Secure the cash.</span>
      </h1>
      <p className="mt-3 text-base text-slate-600">
        Link your bank, card and loan accounts. We find the forgotten subscriptions, creeping price rises,
        bank fees and interest that quietly drain you, and help you stop them.
      </p>
      <div className="mt-6 flex flex-col gap-3">
        <ButtonLink to="/get-started" className="h-12 text-base">
          Get Started
        </ButtonLink>
        <Link
          to="/contact-us"
          className="self-center rounded text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
        >
          Need help?
        </Link>
      </div>
      <PhoneMockup className="mx-auto mt-8 w-56" />
      <p className="mt-6 text-center text-xs text-slate-500">Powered by {brandName}</p>
    </div>
  );
}
