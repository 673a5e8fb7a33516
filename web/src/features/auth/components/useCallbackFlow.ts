import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '@/components/toast';
import { browserLocation } from '@/lib/browserLocation';
import { readCallbackParams, type CallbackOutcome } from '../authCallback';

type Flow = (params: URLSearchParams, report: (status: string) => void) => Promise<CallbackOutcome>;

/**
 * Runs a return-page flow once for the URL it arrived with, shows its status as it goes, then
 * its toast, and leaves after the outcome's delay. Leaving the page cancels what is left.
 */
export function useCallbackFlow(flow: Flow): { status: string; outcome: CallbackOutcome | null } {
  const { hash, search } = useLocation();
  const navigate = useNavigate();
  const [status, setStatus] = useState('Completing sign in...');
  const [outcome, setOutcome] = useState<CallbackOutcome | null>(null);

  useEffect(() => {
    let active = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    void flow(readCallbackParams(hash, search), (next) => {
      if (active) setStatus(next);
    }).then((result) => {
      if (!active) return;
      if (result.toast) toast(result.toast);
      setOutcome(result);
      timer = setTimeout(() => {
        if (result.reload) browserLocation.assign(result.to);
        else navigate(result.to, { replace: true });
      }, result.delayMs);
    });
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [flow, hash, search, navigate]);

  return { status, outcome };
}
