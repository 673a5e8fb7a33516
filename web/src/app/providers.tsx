import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ErrorBoundary } from '@/components/errors';
import { AuthProvider, type AuthState } from '@/api/auth/useAuth';
import { queryClient as defaultQueryClient } from '@/lib/queryClient';

/** App-wide context; tests pass their own client and auth state. */
export function AppProviders({
  children,
  queryClient = defaultQueryClient,
  auth,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
  auth?: AuthState;
}) {
  return (
    <ErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <AuthProvider value={auth}>{children}</AuthProvider>
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
