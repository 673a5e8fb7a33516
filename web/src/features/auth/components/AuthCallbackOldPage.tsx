import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { completeOldAuthCallback } from '../authCallback';
import { CallbackView } from './CallbackView';
import { useCallbackFlow } from './useCallbackFlow';

const run = (params: URLSearchParams, report: (status: string) => void) => completeOldAuthCallback(params, report);

/** Older authentication return page (/auth/callback-old, spec §4 second variant). */
export default function AuthCallbackOldPage() {
  useDocumentTitle('Completing Sign In | Bingeable');
  return <CallbackView {...useCallbackFlow(run)} />;
}
