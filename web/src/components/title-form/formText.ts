/** Texts of the title form shared by the home, TV and movie screens (spec §2, §5), word for word. */
export const INPUT_REQUIRED_TITLE = 'Input Required';
export const EXCLUDE_FAVORITES_LABEL = 'Exclude current favorites from recommendations';
export const TV_PLACEHOLDER = 'e.g. Breaking Bad, The Office, Stranger Things';
export const MOVIES_PLACEHOLDER = 'e.g. Inception, The Dark Knight, Pulp Fiction';
