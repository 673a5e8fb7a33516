import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/apiRequest';
import type { AdminSummary } from '../adminSummary';

/** GET /api/admin/summary; a 403 (not an admin) is an error the page turns into its own state. */
export function useAdminSummary() {
  return useQuery({
    queryKey: ['/api/admin/summary'],
    queryFn: ({ signal }) => apiRequest<AdminSummary>('GET', '/api/admin/summary', { signal }),
    // A 403 will not change by asking again.
    retry: false,
    refetchInterval: 60_000,
  });
}
