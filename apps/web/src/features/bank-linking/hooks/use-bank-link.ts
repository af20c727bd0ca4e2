import { useQueryClient } from '@tanstack/react-query';
import { defaultAccountConfig } from '@tourniquet/domain';
import { useCallback, useEffect, useState } from 'react';
import { toast } from '../../../components/ui/toast-store.ts';
import { accountsQuery } from '../../../data/accounts/get-accounts.ts';
import { useExchangePublicToken } from '../api/exchange-public-token.ts';
import { findLinkedBank } from '../lib/linked-bank.ts';
import type { PlaidLinkOnSuccessMetadata } from '../lib/plaid-types.ts';
import { usePlaidLink } from './use-plaid-link.ts';
import type { AccountDto, BankExchangeResult } from '@tourniquet/domain/contracts';

// Used when Link reports no institution (micro-deposit Items, which we never request); the server needs one.
const UNKNOWN_INSTITUTION = 'Unknown Institution';

function alreadyLinkedToast(title: string) {
  toast({ title, description: 'Nothing was added: your accounts stay as they are.', variant: 'neutral' });
}

/**
 * The bank-linking flow of docs/product.md#4-states behind every link control: on Link's success the public token is
 * exchanged at once with the default configuration of each chosen account (nickname = provider's name,
 * personal, category from the provider type), then one success toast, a reload of the accounts list, and
 * the Configure Your Accounts dialog for the new accounts. `onLinked` runs after that. One message per
 * event: a screen with its own words for the success (the onboarding page's Account Linked Successfully!)
 * passes them as `successToast`, instead of showing them over the hook's Accounts Connected! a moment
 * later. A bank the user already has (findLinkedBank, and the server's alreadyLinked) gets one "X is
 * already linked" toast and nothing else; one that needed a login is repaired in place.
 */
export function useBankLink({
  onLinked,
  successToast,
}: {
  onLinked?: (accounts: AccountDto[]) => void;
  successToast?: { title: string; description: string };
} = {}) {
  const queryClient = useQueryClient();
  const exchange = useExchangePublicToken();
  const [newAccounts, setNewAccounts] = useState<AccountDto[] | null>(null);

  const onSuccess = async (publicToken: string, metadata: PlaidLinkOnSuccessMetadata) => {
    const institution = metadata.institution ?? { name: UNKNOWN_INSTITUTION, institution_id: null };
    // A bank the user has already: say so at once. The exchange still runs, so that the server removes
    // the Item Link just made (nothing billed twice) or, for a bank that needs a login, repairs the old one.
    const known = findLinkedBank(
      metadata,
      queryClient.getQueryData(accountsQuery.queryKey) ??
        (await queryClient.fetchQuery(accountsQuery).catch(() => [])),
    );
    const saidAlready = Boolean(known && !known.needsLogin);
    if (known && !known.needsLogin) alreadyLinkedToast(`${known.institutionName} is already linked`);
    let result: BankExchangeResult;
    try {
      result = await exchange.mutateAsync({
        public_token: publicToken,
        institution: { name: institution.name, institution_id: institution.institution_id },
        account_configs: metadata.accounts.map(defaultAccountConfig),
      });
    } catch (err) {
      console.error('token exchange failed', err);
      toast({
        title: 'Connection Error',
        description: 'Failed to connect your accounts. Please try again.',
        variant: 'destructive',
      });
      return;
    }
    const { accounts } = result;
    await queryClient.invalidateQueries({ queryKey: accountsQuery.queryKey });
    if (result.alreadyLinked) {
      // One message for the event: the server's, unless the same words already show.
      if (!saidAlready) alreadyLinkedToast(result.message ?? `${institution.name} is already linked`);
      return;
    }
    toast({
      ...(successToast ?? {
        title: 'Accounts Connected!',
        description: `Successfully connected ${accounts.length} account(s) from ${institution.name}.`,
      }),
      variant: 'success',
    });
    // A repaired bank keeps its accounts as configured; only new accounts need configuring.
    if (!known) setNewAccounts(accounts);
    onLinked?.(accounts);
  };

  const link = usePlaidLink({
    onSuccess,
    onExit: (error) => {
      // Closing Link on purpose is not news; leaving it after an error is.
      if (error) {
        toast({
          title: 'Connection Cancelled',
          description: 'Bank account connection was cancelled.',
          variant: 'destructive',
        });
      }
    },
  });

  useEffect(() => {
    if (!link.error) return;
    console.error('bank connection could not start', link.error);
    toast({
      title: 'Connection Error',
      description: 'Failed to initialize bank connection. Please try again.',
      variant: 'destructive',
    });
  }, [link.error]);

  const closeConfigure = useCallback(() => setNewAccounts(null), []);
  return { ...link, newAccounts, closeConfigure };
}

export type BankLink = ReturnType<typeof useBankLink>;
