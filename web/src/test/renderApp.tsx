import { StrictMode } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers';
import { buildRoutes } from '@/app/routes';
import type { Pages } from '@/app/pages';
import { stubPages } from './stubPages';
import type { AuthState } from '@/api/auth/useAuth';
import { createQueryClient } from '@/lib/queryClient';

interface RenderOptions {
  auth?: AuthState;
}

function renderAt(path: string, pages: Pages | undefined, options: RenderOptions) {
  const router = createMemoryRouter(buildRoutes(pages), { initialEntries: [path] });
  // StrictMode as in main.tsx, so double-run effects (the URL auto-submit) show up in tests too.
  const result = render(
    <StrictMode>
      <AppProviders queryClient={createQueryClient()} auth={options.auth}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
  return { ...result, router };
}

/**
 * Renders the app shell (real routes, layout and providers) at `path`, with
 * stub pages so shell tests don't depend on what each page renders.
 */
export function renderApp(path: string, options: RenderOptions = {}) {
  return renderAt(path, stubPages, options);
}

/** Renders the whole app with the real (lazy) pages at `path`. */
export function renderPage(path: string, options: RenderOptions = {}) {
  return renderAt(path, undefined, options);
}
