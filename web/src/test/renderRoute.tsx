import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { AppProviders } from '@/app/providers';
import type { AuthState } from '@/api/auth/useAuth';
import { createQueryClient } from '@/lib/queryClient';

function Where({ name }: { name: string }) {
  const { search } = useLocation();
  return <h1>{`page:${name}${search}`}</h1>;
}

/**
 * Renders one page element at `path` (no lazy loading, no layout), with stand-ins for the
 * pages it may send people to. For page logic timed with fake timers, where Testing Library's
 * polling waits can't run.
 */
export function renderRoute(element: ReactElement, path: string, options: { auth?: AuthState } = {}) {
  const pathname = path.split(/[?#]/)[0] ?? path;
  const router = createMemoryRouter(
    [
      { path: pathname, element },
      { path: '/', element: <Where name="home" /> },
      { path: '/auth', element: <Where name="auth" /> },
      { path: '*', element: <Where name="other" /> },
    ],
    { initialEntries: [path] },
  );
  const result = render(
    <AppProviders queryClient={createQueryClient()} auth={options.auth}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router };
}
