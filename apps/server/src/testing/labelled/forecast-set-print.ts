// The forecast's backtest on forecast-1: npm run score:api -w @tourniquet/server -- forecast-1
// Prints each household's figures, then the set's: the mean daily-balance error against the two baselines, the
// lowest point, the known events found, and the overdrafts caught with the warnings that were right.
import { caught, runForecast1, type HouseholdScore, type OverdraftCase } from './forecast-set-through-api.ts';

const usd = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const pct = (a: number, b: number) => (b === 0 ? 'n/a' : `${((100 * a) / b).toFixed(1)}%`);

function overdraftText(c: OverdraftCase): string {
  if (c.actualDay < 0 && c.warnedDay < 0) return 'quiet';
  if (c.actualDay < 0) return `false alarm day ${c.warnedDay + 1}`;
  if (c.warnedDay < 0) return `missed day ${c.actualDay + 1}`;
  return `${caught(c) ? 'caught' : 'off'} day ${c.actualDay + 1} (warned ${c.warnedDay + 1})`;
}

function print(scores: HouseholdScore[]): void {
  for (const s of scores) {
    console.log(
      `${s.name.padEnd(22)} error ${usd(s.forecastMae).padStart(9)}  flat ${usd(s.flatMae).padStart(9)}  ` +
        `last-30 ${usd(s.repeatMae).padStart(9)}  lowest ${s.lowestHit ? 'hit ' : 'miss'} ` +
        `(actual ${usd(s.lowest.actual.cents)} day ${s.lowest.actual.day + 1}, forecast ` +
        `${usd(s.lowest.predicted.cents)} day ${s.lowest.predicted.day + 1})  events ${s.eventsFound}/${s.eventsTotal}`,
    );
    const o = s.overdrafts;
    console.log(
      `${''.padEnd(22)} overdraft: as simulated ${overdraftText(o.natural)}; tight ${overdraftText(o.tight)}; ` +
        `safe ${overdraftText(o.safe)}`,
    );
    for (const miss of s.missedEvents) console.log(`${''.padEnd(22)} event not found: ${miss}`);
  }
  const n = scores.length;
  const sum = (f: (s: HouseholdScore) => number) => scores.reduce((total, s) => total + f(s), 0);
  const forecast = sum((s) => s.forecastMae) / n;
  const flat = sum((s) => s.flatMae) / n;
  const repeat = sum((s) => s.repeatMae) / n;
  const cases = scores.flatMap((s) => [s.overdrafts.natural, s.overdrafts.tight, s.overdrafts.safe]);
  const overdrafts = cases.filter((c) => c.actualDay >= 0);
  const warnings = cases.filter((c) => c.warnedDay >= 0);
  console.log(
    `\n${n} households, ${scores[0]?.overdrafts ? 30 : 0} days: mean daily error ${usd(forecast)}, flat ${usd(flat)}, ` +
      `last-30 ${usd(repeat)}; ${pct(Math.min(flat, repeat) - forecast, Math.min(flat, repeat))} better than ` +
      `the better baseline (goal 30%)`,
  );
  console.log(
    `lowest point hit ${sum((s) => (s.lowestHit ? 1 : 0))}/${n}; known events found ${sum((s) => s.eventsFound)}/` +
      `${sum((s) => s.eventsTotal)} (${pct(
        sum((s) => s.eventsFound),
        sum((s) => s.eventsTotal),
      )})`,
  );
  console.log(
    `overdrafts (as simulated, tight -$200, safe +$200): caught ${overdrafts.filter(caught).length}/` +
      `${overdrafts.length} (${pct(overdrafts.filter(caught).length, overdrafts.length)}, goal 90%); warnings ` +
      `right ${warnings.filter(caught).length}/${warnings.length} (${pct(warnings.filter(caught).length, warnings.length)}, goal 80%)`,
  );
}

export async function printForecast1(): Promise<void> {
  print(await runForecast1());
}
