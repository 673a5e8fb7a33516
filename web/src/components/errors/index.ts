export { ErrorBoundary } from './ErrorBoundary';
export { ErrorScreen } from './ErrorScreen';
export { RouteErrorScreen } from './RouteErrorScreen';
