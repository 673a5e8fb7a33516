import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen } from './ErrorScreen';
import { reportError } from './reportError';

interface Props {
  children: ReactNode;
}

interface State {
  error: unknown;
  hasError: boolean;
}

/** Catches render errors below it and shows the generic error screen; Try Again re-renders. */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { error: null, hasError: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, hasError: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    reportError(error, info.componentStack ?? undefined);
  }

  private reset = () => this.setState({ error: null, hasError: false });

  render() {
    if (this.state.hasError) return <ErrorScreen onRetry={this.reset} />;
    return this.props.children;
  }
}
