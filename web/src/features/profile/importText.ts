import type { ImportFormat, ImportSummary } from './api/useImportMutation';

export const IMPORT_TEXT = {
  heading: 'Import Your History',
  intro:
    'Upload an IMDb ratings export (CSV), a Letterboxd export (ratings.csv, watched.csv or the zip) or a Trakt export (JSON). Highly rated titles become favorites; everything you watched stays out of your recommendations.',
  formatLabel: 'From',
  fileLabel: 'Export file',
  submit: 'Import',
  busy: 'Importing...',
  noFile: 'Choose the export file to import.',
  failed: 'The import failed. Please try again.',
  notFoundHeading: 'Titles we could not find',
} as const;

export const IMPORT_FORMATS: readonly { value: ImportFormat; label: string }[] = [
  { value: 'auto', label: 'Detect automatically' },
  { value: 'imdb', label: 'IMDb' },
  { value: 'letterboxd', label: 'Letterboxd' },
  { value: 'trakt', label: 'Trakt' },
];

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The summary as sentences, in the order a member wants to read them. */
export function summaryLines(s: ImportSummary): string[] {
  const lines = [
    `Matched ${s.matched} of ${plural(s.titles, 'title', 'titles')}.`,
    `Added ${plural(s.favoritesAdded, 'favorite', 'favorites')} and ${plural(s.watchedAdded, 'watched title', 'watched titles')}.`,
  ];
  if (s.alreadySaved > 0) lines.push(`${plural(s.alreadySaved, 'title was', 'titles were')} already saved.`);
  if (s.overLimit > 0) lines.push(`${plural(s.overLimit, 'title was', 'titles were')} left out because a list is full.`);
  if (s.unmatchedCount > 0) lines.push(`${plural(s.unmatchedCount, 'title is', 'titles are')} not in our catalog.`);
  return lines;
}
