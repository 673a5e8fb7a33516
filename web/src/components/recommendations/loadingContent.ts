/** What the loading panel and screen show while recommendations are computed (spec §2). */

/** The pool of TV trivia the loading screen draws one fact from (eight, per spec). */
export const TV_TRIVIA: readonly string[] = [
  'The Simpsons is the longest-running American scripted primetime series.',
  'Breaking Bad was turned down by several networks, including HBO, before AMC picked it up.',
  "Friends' fountain opening was filmed at the Warner Bros. Ranch in Burbank, not in New York.",
  'Game of Thrones filmed in Northern Ireland, Croatia, Iceland, Spain, Morocco and more.',
  'Stranger Things was reportedly turned down by around fifteen networks before Netflix said yes.',
  '"Binge-watch" was named Collins English Dictionary\'s Word of the Year in 2015.',
  'Doctor Who first aired on 23 November 1963, the day after President Kennedy was assassinated.',
  'Seinfeld\'s pilot aired in 1989 under the title "The Seinfeld Chronicles".',
];

/** The eleven genres of the spec, each with its short blurb. */
export const GENRE_BLURBS: readonly { genre: string; blurb: string }[] = [
  { genre: 'Drama', blurb: 'Character-driven stories that stay with you long after the credits.' },
  { genre: 'Comedy', blurb: 'Sharp writing and comfort rewatches for any mood.' },
  { genre: 'Sci-Fi', blurb: 'Big ideas, other worlds and futures that feel close.' },
  { genre: 'Fantasy', blurb: 'Magic, myth and sprawling worlds to get lost in.' },
  { genre: 'Thriller', blurb: 'Tension that makes "one more episode" impossible to resist.' },
  { genre: 'Crime', blurb: 'Investigations, heists and the people on both sides of the law.' },
  { genre: 'Mystery', blurb: 'Clues, twists and the satisfaction of solving it first.' },
  { genre: 'Horror', blurb: 'Dread, scares and the odd sleepless night.' },
  { genre: 'Documentary', blurb: 'True stories that are often stranger than fiction.' },
  { genre: 'Animation', blurb: 'Not just for kids: some of the boldest storytelling on screen.' },
  { genre: 'Historical', blurb: 'Past eras brought to life with drama and detail.' },
];

/** Tips for getting better picks, shown in the loading panel. */
export const LOADING_TIPS: readonly string[] = [
  'Enter three or more favourites for more personal picks.',
  'Mix TV shows and movies: we look for what they have in common.',
  'Sign in to save favourites and build a watch-later list.',
  'Use "Get More" to see new picks without repeats.',
];

/** Number of genre blurbs shown at once (spec §2). */
export const GENRE_BLURB_COUNT = 3;

/**
 * `count` distinct items chosen uniformly at random (partial Fisher-Yates). Returns fewer when
 * the pool is smaller. `random` is injectable so the choice can be reproduced.
 */
export function pickRandom<T>(pool: readonly T[], count: number, random: () => number = Math.random): T[] {
  const items = [...pool];
  const n = Math.max(0, Math.min(Math.floor(count), items.length));
  for (let i = 0; i < n; i++) {
    // Clamp: a random source returning exactly 1 must not index past the end.
    const j = i + Math.min(Math.floor(random() * (items.length - i)), items.length - i - 1);
    [items[i], items[j]] = [items[j] as T, items[i] as T];
  }
  return items.slice(0, n);
}
