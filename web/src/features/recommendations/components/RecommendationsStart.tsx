import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from '@/components/toast';
import { INPUT_REQUIRED_TITLE, TV_PLACEHOLDER } from '@/components/title-form/formText';
import { parseTitles } from '@/lib/recs';
import { groupBySearchQuery, loadSession } from '@/lib/sessionHistory';

export const START_PAGE_TITLE = 'Discover Recommendations | Bingeable';
export const START_INPUT_REQUIRED_TEXT = 'Please enter at least one TV show you love.';

/** How many of this session's searches are offered again. */
const RECENT_LIMIT = 5;

/** Searches typed as title lists this session, newest first (couples and mood picks are not lists). */
function recentSearches(): string[] {
  return groupBySearchQuery(loadSession())
    .filter((group) => group.badge === 'Individual' && !group.searchQuery.startsWith('Mood:'))
    .map((group) => group.searchQuery)
    .reverse()
    .slice(0, RECENT_LIMIT);
}

const recommendationsUrl = (shows: string) => `/recommendations?shows=${encodeURIComponent(shows)}`;

/**
 * /recommendations with no list to work from (nothing in the URL, nothing typed before). The spec
 * sends such a visitor home; the nav, footer and 404 page all link here, so instead of bouncing we
 * offer a start: this session's searches again, a box to type a list, and the other ways in.
 */
export function RecommendationsStart() {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [recent] = useState(recentSearches);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (parseTitles(text).length === 0) {
      toast({ title: INPUT_REQUIRED_TITLE, description: START_INPUT_REQUIRED_TEXT, variant: 'destructive' });
      return;
    }
    void navigate(recommendationsUrl(text));
  };

  return (
    <section className="recs-start" aria-labelledby="recs-start-title">
      <h1 id="recs-start-title">Discover Recommendations</h1>
      <p className="muted">Tell us a few TV shows you love and we will find what to watch next, and where to stream it.</p>
      <form className="recs-start__form" onSubmit={onSubmit} noValidate aria-label="Start recommendations">
        <label htmlFor="recs-start-shows">TV shows you love</label>
        <input id="recs-start-shows" type="text" value={text} placeholder={TV_PLACEHOLDER} onChange={(e) => setText(e.target.value)} />
        <button type="submit" className="button button--primary">
          Get Recommendations
        </button>
      </form>
      {recent.length > 0 ? (
        <nav aria-labelledby="recs-start-recent">
          <h2 id="recs-start-recent">Your recent searches</h2>
          <ul className="recs-start__recent">
            {recent.map((query) => (
              <li key={query}>
                <Link to={recommendationsUrl(query)}>{query}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <p className="muted">
        Or pick <Link to="/movie-recommendations">films</Link>, find something for <Link to="/couple-recommendations">two people</Link>,
        or choose by <Link to="/mood-recommendations">mood</Link>.
      </p>
    </section>
  );
}
