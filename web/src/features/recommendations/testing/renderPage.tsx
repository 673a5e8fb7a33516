import { StrictMode } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers';
import { routes } from '@/app/routes';
import type { AuthState } from '@/features/auth/useAuth';
import { createQueryClient } from '@/lib/queryClient';

/**
 * Renders the whole app with the real (lazy) pages at `path`, unlike `renderApp`, which stubs
 * the pages out for shell tests. StrictMode as in main.tsx, so double-run effects show up.
 */
export function renderPage(path: string, options: { auth?: AuthState } = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <StrictMode>
      <AppProviders queryClient={createQueryClient()} auth={options.auth}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
  return { ...result, router };
}
