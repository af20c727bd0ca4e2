import { ForecastScreen } from '../../features/forecast/components/forecast-screen.tsx';
import { RequireUser } from '../../features/session/guards.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export function Component() {
  useDocumentTitle('Cash forecast');
  return <RequireUser>{() => <ForecastScreen />}</RequireUser>;
}
