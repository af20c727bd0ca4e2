import { formatUsd, SCHEDULE_C_NOTE } from '@tourniquet/domain';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { ExportPdfButton } from '../../../components/export-pdf-button.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { NativeSelect } from '../../../components/ui/native-select.tsx';
import { downloadBlob } from '../../../lib/download-file.ts';
import { scheduleCQuery, useScheduleC } from '../api/get-business-books.ts';
import { ScheduleCSubscriptions } from './schedule-c-subscriptions.tsx';

/** Schedule C for a tax year (this one or the three before), each line's total, with CSV and PDF exports. */
export function ScheduleCCard({ thisYear, accounts }: { thisYear: number; accounts: string }) {
  const [year, setYear] = useState(thisYear);
  const query = scheduleCQuery(year, accounts);
  const scheduleC = useScheduleC(query);
  const c = scheduleC.data;
  const downloadCsv = async () => {
    const response = await fetch(`/api/business/schedule-c.csv?${query}`, { credentials: 'same-origin' });
    if (response.ok) downloadBlob(`schedule-c-${year}.csv`, await response.blob());
  };
  return (
    <Card className="flex flex-col gap-3 p-4">
      <CardHeader
        title="Schedule C"
        aside={
          <NativeSelect
            aria-label="Tax year"
            value={String(year)}
            onChange={(e) => setYear(Number(e.target.value))}
          >
            {[0, 1, 2, 3].map((back) => (
              <option key={back} value={thisYear - back}>
                {thisYear - back}
              </option>
            ))}
          </NativeSelect>
        }
      />
      {scheduleC.isError && (
        <p className="text-sm text-bleed">Schedule C could not be loaded. Please try again.</p>
      )}
      {c && (
        <>
          <table className="w-full text-sm">
            <thead>
              <tr className="text-left text-xs text-slate-600">
                <th className="py-1 font-medium">Line</th>
                <th className="py-1 font-medium">Label</th>
                <th className="py-1 text-right font-medium">Deductible</th>
              </tr>
            </thead>
            <tbody>
              {c.lines.map((l) => (
                <tr key={l.line} className="border-t border-slate-100">
                  <td className="py-1.5 pr-2 align-top text-slate-600">{l.line}</td>
                  <td className="py-1.5 pr-2 text-slate-800">
                    {l.label}
                    {l.amountCents !== l.deductibleCents && (
                      <span className="block text-xs text-slate-500">
                        of {formatUsd(l.amountCents)} spent
                      </span>
                    )}
                  </td>
                  <td className="tabular py-1.5 text-right">{formatUsd(l.deductibleCents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <dl className="flex flex-col gap-1 border-t border-slate-200 pt-2 text-sm">
            {(
              [
                ['Gross receipts', c.grossReceiptsCents],
                ['Other income', c.otherIncomeCents],
                ['Cost of goods sold', c.costOfGoodsSoldCents],
                ['Total expenses', c.totalExpensesCents],
                ['Net profit', c.netProfitCents],
              ] as const
            ).map(([label, cents]) => (
              <div key={label} className="flex justify-between gap-2">
                <dt className={label === 'Net profit' ? 'font-semibold' : 'text-slate-700'}>{label}</dt>
                <dd className="tabular font-medium">{formatUsd(cents)}</dd>
              </div>
            ))}
          </dl>
          {c.notOnScheduleC.length > 0 && (
            <div className="flex flex-col gap-1 text-sm">
              <h3 className="font-semibold text-slate-900">Not on Schedule C</h3>
              {c.notOnScheduleC.map((n) => (
                <p key={n.category} className="flex justify-between gap-2 text-slate-700">
                  <span>{n.why}</span>
                  <span className="tabular">{formatUsd(n.amountCents)}</span>
                </p>
              ))}
            </div>
          )}
          <ScheduleCSubscriptions lines={c.recurring} />
          {c.uncategorisedCount > 0 && (
            <p className="text-sm text-slate-700">
              {c.uncategorisedCount} business rows with no category ({formatUsd(c.uncategorisedCents)}) are on
              no line yet.
            </p>
          )}
          <p className="text-xs text-slate-500">{SCHEDULE_C_NOTE}</p>
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => void downloadCsv()}>
              <Download className="size-4" aria-hidden />
              Export CSV
            </Button>
            <ExportPdfButton
              url={`/api/business/schedule-c.pdf?${query}`}
              fallbackName={`schedule-c-${year}.pdf`}
            />
          </div>
        </>
      )}
    </Card>
  );
}
