import { ThumbsUp, TriangleAlert } from 'lucide-react';

/** The spec's verdict line under a net figure: green when zero or more, red below zero. */
export function Verdict({ positive, text }: { positive: boolean; text: string }) {
  const Icon = positive ? ThumbsUp : TriangleAlert;
  return (
    <p
      className={`flex items-start gap-2 px-4 py-3 text-sm font-medium ${positive ? 'bg-gain-soft text-gain' : 'bg-bleed-soft text-bleed'}`}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span>{text}</span>
    </p>
  );
}
