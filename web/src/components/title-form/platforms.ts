/**
 * The eight services named in the 'Find Shows Across All Major Platforms' banner (spec §1), with
 * the name the API's platform filter understands (it matches loosely: "hbo" → Max).
 */
export interface StreamingService {
  /** As the banner writes it. */
  label: string;
  /** As sent in the `platforms` request field. */
  value: string;
}

export const STREAMING_SERVICES: readonly StreamingService[] = [
  { label: 'Netflix', value: 'Netflix' },
  { label: 'Prime', value: 'Prime Video' },
  { label: 'Disney+', value: 'Disney+' },
  { label: 'Max (HBO)', value: 'Max' },
  { label: 'Hulu', value: 'Hulu' },
  { label: 'Apple TV+', value: 'Apple TV+' },
  { label: 'Paramount+', value: 'Paramount+' },
  { label: 'Peacock', value: 'Peacock' },
];
