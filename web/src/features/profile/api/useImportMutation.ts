import { useMutation, useQueryClient } from '@tanstack/react-query';
import { favoritesQueryKey } from '@/api/lists/favorites';
import { watchLaterQueryKey } from '@/api/lists/watchLater';
import { apiRequest } from '@/lib/apiRequest';

export type ImportFormat = 'auto' | 'imdb' | 'letterboxd' | 'trakt';

/** `POST /api/import`'s answer (docs/API.md, "Import"). */
export interface ImportSummary {
  format: string;
  titles: number;
  matched: number;
  favoritesAdded: number;
  watchedAdded: number;
  alreadySaved: number;
  overLimit: number;
  unmatched: { title: string; year: number | null }[];
  unmatchedCount: number;
}

export interface ImportInput {
  userId: string;
  file: File;
  format: ImportFormat;
}

/** Uploads an export as it is; the server detects the format when `auto`. */
export async function importExport({ file, format }: ImportInput): Promise<ImportSummary> {
  const query = format === 'auto' ? '' : `?format=${format}`;
  // Reading a large export and resolving it takes longer than an ordinary call.
  const summary = await apiRequest<ImportSummary>('POST', `/api/import${query}`, { file, timeoutMs: 120_000 });
  if (!summary) throw new Error('The server did not answer the import');
  return summary;
}

/** The import, refreshing the member's lists once it has written them. */
export function useImportMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importExport,
    onSuccess: async (_summary, input) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: favoritesQueryKey(input.userId) }),
        queryClient.invalidateQueries({ queryKey: watchLaterQueryKey(input.userId) }),
      ]);
    },
  });
}
