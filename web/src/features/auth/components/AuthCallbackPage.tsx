import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { completeAuthCallback } from '../authCallback';
import { CallbackView } from './CallbackView';
import { useCallbackFlow } from './useCallbackFlow';

const run = (params: URLSearchParams, report: (status: string) => void) => completeAuthCallback(params, report);

/** Authentication return page (/auth/callback, spec §4 first variant). */
export default function AuthCallbackPage() {
  useDocumentTitle('Completing Sign In | Bingeable');
  return <CallbackView {...useCallbackFlow(run)} />;
}
