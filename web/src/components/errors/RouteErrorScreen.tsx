import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { ErrorScreen } from './ErrorScreen';
import { reportError } from './reportError';

/**
 * The router's error element: errors thrown while rendering a route (a page
 * chunk that failed to load included) land here instead of a class boundary.
 * Retrying reloads, because a failed lazy import is cached until then.
 */
export function RouteErrorScreen() {
  const error = useRouteError();
  useEffect(() => reportError(error, 'route'), [error]);
  return <ErrorScreen onRetry={() => window.location.reload()} />;
}
