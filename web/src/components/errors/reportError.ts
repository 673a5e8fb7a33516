import { trackException } from '@/lib/analytics';
import { reportMonitoringError } from '@/lib/monitoring';

/** Logs a rendering error and reports it as non-fatal (spec §2 "Generic error screen"). */
export function reportError(error: unknown, context?: string): void {
  console.error('Unhandled UI error', context ?? '', error);
  trackException(error);
  // A caught render error never reaches the window 'error' listener, so report it here.
  reportMonitoringError(error);
}
