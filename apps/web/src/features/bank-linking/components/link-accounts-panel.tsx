import {
  accountDisplayName,
  hasCheckingAccount,
  CHECKING_ACCOUNT_REQUIRED_MESSAGE,
} from '@tourniquet/domain';
import { ArrowRight, CheckCircle2, CreditCard, Landmark, Lock, ShieldCheck, Zap } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { useAppConfig } from '../../../config/use-app-config.ts';
import { useAccounts } from '../../../data/accounts/get-accounts.ts';
import { useBankLink } from '../hooks/use-bank-link.ts';
import { ConfigureAccountsDialog } from './configure-accounts-dialog.tsx';
import { LinkAccountButton } from './link-account-button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';

/**
 * The link-accounts onboarding page (spec "Link accounts"): two cards that each open Link, the provider
 * explainer, the accounts connected so far, and Continue, which needs a checking account first. Only
 * linked accounts count here: a manual asset account is stored as depository but proves no bank.
 */
export function LinkAccountsPanel() {
  const navigate = useNavigate();
  const accountsQuery = useAccounts();
  const linked = (accountsQuery.data ?? []).filter((a) => !a.isManual);
  const [blocked, setBlocked] = useState(false);
  const link = useBankLink({
    onLinked: () => setBlocked(false),
    // Spec: on the onboarding page the success reads Account Linked Successfully!, as the one toast.
    successToast: {
      title: 'Account Linked Successfully!',
      description: 'Your account has been securely connected.',
    },
  });
  const messageId = useId();
  // Which card's button opened Link: only that one says Connecting...
  const [tapped, setTapped] = useState<'checking' | 'credit'>('checking');
  const buttonProps = (card: 'checking' | 'credit') => ({
    link,
    first: linked.length === 0,
    otherBusy: tapped !== card,
    onOpen: () => {
      setTapped(card);
      link.open();
    },
  });

  const onContinue = () => {
    const ok = hasCheckingAccount(linked.map((a) => ({ type: a.accountType, subtype: a.accountSubtype })));
    if (!ok) {
      setBlocked(true);
      return;
    }
    void navigate('/linked-accounts');
  };

  return (
    <>
      <div className="flex flex-col gap-1">
        <h2 className="text-xl font-bold tracking-tight text-slate-900">Let&apos;s find your pain points</h2>
        <p className="text-sm leading-relaxed text-slate-600">
          Link the accounts your money moves through and we will reveal the fees and recurring charges.
        </p>
      </div>
      <LinkCard
        icon={<Landmark className="size-5" aria-hidden />}
        title="Checking Accounts"
        text="Link your primary bank accounts"
        button={(describedBy) => (
          <LinkAccountButton {...buttonProps('checking')} className="w-full" describedBy={describedBy} />
        )}
      />
      <LinkCard
        icon={<CreditCard className="size-5" aria-hidden />}
        title="Credit Cards"
        text="Track spending and subscriptions"
        button={(describedBy) => (
          <LinkAccountButton
            {...buttonProps('credit')}
            variant="secondary"
            className="w-full"
            describedBy={describedBy}
          />
        )}
      />
      {linked.length > 0 && (
        <section
          aria-label="Connected accounts"
          className="rounded-card border border-green-200 bg-gain-soft p-4 text-green-900"
        >
          <p className="flex items-center gap-2 text-sm font-semibold">
            <CheckCircle2 className="size-4 text-gain" aria-hidden />
            {linked.length} {linked.length === 1 ? 'account' : 'accounts'} connected
          </p>
          <ul className="mt-2 flex flex-col gap-1 text-sm">
            {linked.map((a) => (
              <li key={a.id} className="truncate">
                {a.institutionName} - {accountDisplayName(a)}
              </li>
            ))}
          </ul>
        </section>
      )}
      <ProviderExplainer />
      <div className="mt-auto flex flex-col gap-2">
        {blocked && (
          <FormAlert id={messageId} className="text-center">
            {CHECKING_ACCOUNT_REQUIRED_MESSAGE}
          </FormAlert>
        )}
        <Button
          className="w-full"
          disabled={accountsQuery.isPending}
          aria-describedby={blocked ? messageId : undefined}
          onClick={onContinue}
        >
          Continue
          <ArrowRight className="size-4" aria-hidden />
        </Button>
      </div>
      <ConfigureAccountsDialog accounts={link.newAccounts} onClose={link.closeConfigure} />
    </>
  );
}

function LinkCard({
  icon,
  title,
  text,
  button,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  button: (describedBy: string) => ReactNode;
}) {
  const id = useId();
  return (
    <Card className="flex flex-col gap-4 p-4">
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          {icon}
        </span>
        <div id={id}>
          <h3 className="text-base font-semibold text-slate-900">{title}</h3>
          <p className="text-sm text-slate-600">{text}</p>
        </div>
      </div>
      {button(id)}
    </Card>
  );
}

function ProviderExplainer() {
  const { productName } = useAppConfig();
  return (
    <Card className="flex flex-col gap-3 p-4">
      <p className="text-sm text-slate-600">
        {productName} uses Plaid to connect to your bank. You sign in with your bank in Plaid&apos;s window;
        we never see your bank password.
      </p>
      <ul className="flex flex-col gap-3">
        <ExplainerItem icon={<Zap className="size-4" aria-hidden />} title="Connect in seconds">
          Pick your bank, sign in, choose the accounts to share.
        </ExplainerItem>
        <ExplainerItem icon={<ShieldCheck className="size-4" aria-hidden />} title="Keep your data safe">
          Your data is protected by bank-level encryption.
        </ExplainerItem>
      </ul>
      <p className="flex items-center gap-1.5 text-xs text-slate-500">
        <Lock className="size-3.5" aria-hidden />
        Read-only access. You can remove an account at any time.
      </p>
    </Card>
  );
}

function ExplainerItem({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="flex items-start gap-3">
      <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-slate-700">
        {icon}
      </span>
      <div>
        <p className="text-sm font-semibold text-slate-900">{title}</p>
        <p className="text-sm text-slate-600">{children}</p>
      </div>
    </li>
  );
}
