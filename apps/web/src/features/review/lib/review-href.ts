import type { ReviewScope } from '@tourniquet/domain/contracts';

/** The review inbox's address for a scope (its own file: the count links stay out of the screen's chunk). */
export function reviewHref(scope: ReviewScope): string {
  return scope === 'all' ? '/to-review' : `/to-review?scope=${scope}`;
}
