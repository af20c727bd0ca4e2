import { BackButton } from '../../../components/ui/back-button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useAppConfig } from '../../../config/use-app-config.ts';
import { TERMS_LAST_UPDATED, TERMS_SECTIONS } from './terms-sections.ts';

/** Terms of Service (docs/product.md#2-screens). The support address comes from the server's SUPPORT_EMAIL. */
export function TermsView() {
  const { productName, brandName, supportEmail } = useAppConfig();
  const last = TERMS_SECTIONS.length - 1;
  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title="Terms of Service"
        subtitle={`Last updated: ${TERMS_LAST_UPDATED}`}
        back={<BackButton to="/settings" label="Back to Settings" />}
      />
      <Card className="p-5">
        <ol className="flex flex-col gap-6">
          {TERMS_SECTIONS.map((section, index) => (
            <li key={section.title}>
              <h2 className="text-base font-semibold text-slate-900">
                <span className="tabular mr-1.5 text-brand-700">{index + 1}.</span>
                {section.title}
              </h2>
              {section.paragraphs({ productName, brandName }).map((text) => (
                <p key={text} className="mt-2 text-sm leading-relaxed text-slate-700">
                  {text}
                </p>
              ))}
              {index === last && (
                <p className="mt-2 text-sm">
                  <a
                    href={`mailto:${supportEmail}`}
                    className="rounded font-semibold text-brand-700 underline underline-offset-4"
                  >
                    {supportEmail}
                  </a>
                </p>
              )}
            </li>
          ))}
        </ol>
      </Card>
    </div>
  );
}
