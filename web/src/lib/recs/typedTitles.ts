import type { ShowWatchLink } from './types';
import { readWatchLinks } from './watchLinks';

/** What an unknown typed title might have meant (docs/API.md `suggestions`). */
export interface Suggestion {
  typed: string;
  titles: string[];
}

/** A typed title the server read as another name (docs/API.md `read_as`). */
export interface ReadAs {
  typed: string;
  title: string;
}

/**
 * A typed title the 2021 availability lists place on some services but the catalog knows nothing
 * else about, so no picks can rest on it (docs/API.md `listed_only`). It stays in `unresolved`.
 */
export interface ListedOnly {
  typed: string;
  title: string;
  type: 'tv' | 'movie';
  year: number | null;
  platforms: string[];
  /** The "Where to Watch" rows, as on a show page; null when the server sent none. */
  watch_links: ShowWatchLink[] | null;
}

/** Everything the server said about the typed titles themselves, beside the picks. */
export interface TypedTitles {
  unresolved: string[];
  suggestions: Suggestion[];
  read_as: ReadAs[];
  listed_only: ListedOnly[];
}

export const NOTHING_TO_SAY: TypedTitles = { unresolved: [], suggestions: [], read_as: [], listed_only: [] };

const isString = (v: unknown): v is string => typeof v === 'string';
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/**
 * Reads `unresolved`, `suggestions`, `read_as` and `listed_only` from a recommendation response or a 404 body;
 * malformed entries are dropped, never trusted.
 */
export function readTypedTitles(body: unknown): TypedTitles {
  if (!isRecord(body)) return NOTHING_TO_SAY;
  const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
  return {
    unresolved: list(body.unresolved).filter(isString),
    suggestions: list(body.suggestions).flatMap((s) =>
      isRecord(s) && isString(s.typed) && Array.isArray(s.titles)
        ? [{ typed: s.typed, titles: s.titles.filter(isString) }]
        : [],
    ),
    read_as: list(body.read_as).flatMap((r) => (isRecord(r) && isString(r.typed) && isString(r.title) ? [{ typed: r.typed, title: r.title }] : [])),
    listed_only: list(body.listed_only).flatMap((l) =>
      isRecord(l) && isString(l.typed) && isString(l.title) && Array.isArray(l.platforms)
        ? [
            {
              typed: l.typed,
              title: l.title,
              type: l.type === 'movie' ? ('movie' as const) : ('tv' as const),
              year: typeof l.year === 'number' && Number.isInteger(l.year) ? l.year : null,
              platforms: l.platforms.filter(isString),
              watch_links: readWatchLinks(l.watch_links),
            },
          ]
        : [],
    ),
  };
}
