import { StrictMode } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers';
import { buildRoutes } from '@/app/routes';
import type { AuthState } from '@/features/auth/useAuth';
import { createQueryClient } from '@/lib/queryClient';

/**
 * The whole app with the real (lazy) pages at `path` (`renderApp` stubs pages for shell tests).
 * StrictMode as in main.tsx, so double-run effects (the URL auto-submit) are exercised too.
 */
export function renderPage(path: string, options: { auth?: AuthState } = {}) {
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
  const result = render(
    <StrictMode>
      <AppProviders queryClient={createQueryClient()} auth={options.auth}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
  return { ...result, router };
}
