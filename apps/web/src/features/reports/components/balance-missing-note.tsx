import { TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import type { SituationDto } from '@tourniquet/domain/contracts';

/** "Balance missing" in words, for a net-worth figure that leaves some accounts out. */
export function balanceMissingText(missing: SituationDto['missingBalances']): string | null {
  if (missing.length === 0) return null;
  const names = missing.map((a) => a.name).join(', ');
  return `Balance missing: ${names}. Net worth leaves ${missing.length === 1 ? 'it' : 'them'} out until you add ${missing.length === 1 ? 'its balance' : 'their balances'}.`;
}

/**
 * Under a net-worth figure: the selected accounts with no balance yet (an imported file that stated none),
 * named, with the way to add it. Nothing when every balance is known.
 */
export function BalanceMissingNote({ missing }: { missing: SituationDto['missingBalances'] }) {
  const text = balanceMissingText(missing);
  if (!text) return null;
  return (
    <div
      role="note"
      aria-label="Balance missing"
      className="flex gap-2 rounded-xl bg-amber-50 px-3 py-2.5 text-sm text-amber-900"
    >
      <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
      <p>
        {text}{' '}
        <Link to="/linked-accounts" className="font-semibold underline">
          Add a balance
        </Link>
      </p>
    </div>
  );
}
