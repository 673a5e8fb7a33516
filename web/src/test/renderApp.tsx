import { StrictMode } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers';
import { buildRoutes } from '@/app/routes';
import { stubPages } from './stubPages';
import type { AuthState } from '@/features/auth/useAuth';
import { createQueryClient } from '@/lib/queryClient';

/**
 * Renders the app shell (real routes, layout and providers) at `path`, with
 * stub pages so shell tests don't depend on what each page renders.
 */
export function renderApp(path: string, options: { auth?: AuthState } = {}) {
  const router = createMemoryRouter(buildRoutes(stubPages), { initialEntries: [path] });
  // StrictMode as in main.tsx, so double-run effects show up in tests too.
  const result = render(
    <StrictMode>
      <AppProviders queryClient={createQueryClient()} auth={options.auth}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
  return { ...result, router };
}
