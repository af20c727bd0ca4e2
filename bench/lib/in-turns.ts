/** A named piece of work a benchmark times. */
export type Figure = [name: string, go: () => Promise<unknown>];

/**
 * Times each figure `runs` times, in turns (one of each, then again), so a change in the machine's load
 * falls on all of them alike. Returns each figure's times in ms, in the figures' order.
 */
export async function timeInTurns(figures: readonly Figure[], runs: number): Promise<Map<string, number[]>> {
  const times = new Map<string, number[]>(figures.map(([name]) => [name, []]));
  for (let run = 0; run < runs; run++) {
    for (const [name, go] of figures) {
      const started = performance.now();
      await go();
      times.get(name)!.push(performance.now() - started);
    }
  }
  return times;
}
