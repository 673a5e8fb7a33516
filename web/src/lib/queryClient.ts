import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { apiRequest, type On401 } from '@/lib/apiRequest';

/**
 * Default query function: the first element of the query key is the path to
 * GET (e.g. `useQuery({ queryKey: ['/api/user'] })`).
 */
export function getQueryFn<T>({ on401 }: { on401: On401 }): QueryFunction<T | null> {
  return ({ queryKey }) => {
    const [path] = queryKey;
    if (typeof path !== 'string' || path.length === 0) {
      return Promise.reject(new Error('The first query key element must be the API path'));
    }
    return apiRequest<T>('GET', path, { on401 });
  };
}

/** Spec defaults: data never goes stale, no refetch on focus, no polling, no retries. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'returnNull' }),
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
