import { ReviewScreen } from '../../features/review/components/review-screen.tsx';
import { RequireUser } from '../../features/session/guards.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export function Component() {
  useDocumentTitle('To review');
  return <RequireUser>{() => <ReviewScreen />}</RequireUser>;
}
