import { Badge, Card, type BadgeTone } from '../../../components/ui/card.tsx';

export type GroupTone = 'gain' | 'bleed' | 'info';
const accents: Record<GroupTone, string> = {
  gain: 'bg-gain',
  bleed: 'bg-bleed',
  info: 'bg-blue-700',
};
const titles: Record<GroupTone, string> = {
  gain: 'text-gain',
  bleed: 'text-bleed',
  info: 'text-blue-800',
};

/**
 * One category group: its label in the group's colour (green income, red or blue expense), the count,
 * and every category as a chip. `format` turns stored names into labels (title case, or as they are).
 */
export function CategoryGroupCard({
  label,
  categories,
  tone,
  format = (name) => name,
  headingLevel = 3,
}: {
  label: string;
  categories: readonly string[];
  tone: GroupTone;
  format?: (name: string) => string;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Card className="p-4" data-tone={tone}>
      <div className="flex items-center justify-between gap-3">
        <Heading className={`flex items-center gap-2 text-base font-semibold ${titles[tone]}`}>
          <span aria-hidden className={`h-5 w-1 shrink-0 rounded-full ${accents[tone]}`} />
          {label}
        </Heading>
        <Badge tone={tone as BadgeTone}>
          {categories.length} {categories.length === 1 ? 'category' : 'categories'}
        </Badge>
      </div>
      <ul role="list" className="mt-3 flex flex-wrap gap-1.5">
        {categories.map((name) => (
          <li
            key={name}
            className="rounded-md bg-slate-50 px-2 py-1 text-[0.8125rem] leading-tight text-slate-700 ring-1 ring-slate-200"
          >
            {format(name)}
          </li>
        ))}
      </ul>
    </Card>
  );
}
