import type { ReactElement } from 'react';
import { act, fireEvent, render as renderInDom, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeRec } from '@/lib/recs/testFixtures';
import type { CardSaveActions } from './CardSaveButtons';
import { RecommendationCard } from './RecommendationCard';
import { grantAnalyticsConsent } from '@/test/consent';

/** Cards link to their show page, so they need a router around them. */
const render = (ui: ReactElement) => renderInDom(ui, { wrapper: MemoryRouter });

/** A promise the test settles by hand, to observe the card while a toggle is running. */
function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function actions(overrides: Partial<CardSaveActions> = {}): CardSaveActions {
  return {
    isFavorite: false,
    isWatchLater: false,
    isDisliked: false,
    onToggleFavorite: vi.fn(async () => {}),
    onToggleWatchLater: vi.fn(async () => {}),
    onToggleDislike: vi.fn(async () => {}),
    ...overrides,
  };
}

const poster = () => screen.getByRole('img') as HTMLImageElement;

describe('RecommendationCard fields', () => {
  it("links its title to the title's own page by name and stable id", () => {
    render(<RecommendationCard rec={makeRec({ id: 'ts21715', title: 'Fargo' })} contentType="tv" />);
    const link = within(screen.getByRole('heading', { level: 3 })).getByRole('link', { name: 'Fargo' });
    expect(link.getAttribute('href')).toBe('/show/Fargo?id=ts21715');
  });

  it('renders every field of the recommendation', () => {
    render(<RecommendationCard rec={makeRec()} contentType="tv" />);
    expect(screen.getByRole('heading', { name: 'Dark' })).toBeTruthy();
    expect(screen.getByTestId('platform-badge').textContent).toBe('Netflix');
    expect(screen.getByTestId('card-type').textContent).toBe('TV Show');
    expect(screen.getByTestId('card-years').textContent).toBe('2017–2020');
    expect(screen.getByTestId('card-rating').textContent).toContain('8.7');
    expect(screen.getByTestId('card-maturity').textContent).toBe('TV-MA');
    expect(screen.getByText('A time-travel mystery like the shows you love.')).toBeTruthy();
    expect(screen.getByText('Four families in a German town unravel a time-travel conspiracy.')).toBeTruthy();
    expect(screen.getByTestId('card-genre').textContent).toBe('Sci-Fi');
    expect(screen.getByTestId('card-length').textContent).toBe('3 Seasons');
    expect(screen.getByRole('article', { name: 'Dark' })).toBeTruthy();
  });

  it('shows a movie runtime given in minutes as a duration', () => {
    render(
      <RecommendationCard rec={makeRec({ title: 'Arrival', type: 'movie', seasons_or_duration: 116 })} contentType="movie" />,
    );
    expect(screen.getByTestId('card-type').textContent).toBe('Movie');
    expect(screen.getByTestId('card-length').textContent).toBe('1h 56m');
    expect(screen.getByText('Duration')).toBeTruthy();
  });

  it('falls back to show_name when the title is blank', () => {
    render(<RecommendationCard rec={makeRec({ title: '  ', show_name: 'Severance' })} contentType="tv" />);
    expect(screen.getByRole('heading', { name: 'Severance' })).toBeTruthy();
  });

  it('leaves out empty optional fields instead of rendering blanks', () => {
    render(
      <RecommendationCard
        rec={makeRec({ maturity_rating: null, seasons_or_duration: null, seasons: null, genre: '' })}
        contentType="tv"
      />,
    );
    expect(screen.queryByTestId('card-maturity')).toBeNull();
    expect(screen.queryByTestId('card-length')).toBeNull();
    expect(screen.queryByTestId('card-genre')).toBeNull();
  });
});

describe('RecommendationCard rating', () => {
  it.each([
    [8, '8.0'],
    [7.25, '7.3'],
    [9.96, '10.0'],
  ])('shows %s as %s', (rating, shown) => {
    render(<RecommendationCard rec={makeRec({ rating })} contentType="tv" />);
    expect(screen.getByTestId('card-rating').textContent).toBe(`★ ${shown} out of 10`);
  });

  it.each([0, -1, Number.NaN])('hides a rating of %s', (rating) => {
    render(<RecommendationCard rec={makeRec({ rating })} contentType="tv" />);
    expect(screen.queryByTestId('card-rating')).toBeNull();
  });
});

describe('RecommendationCard poster', () => {
  it('shows the title image lazily in a 400x533 box with alt text', () => {
    render(<RecommendationCard rec={makeRec()} contentType="tv" />);
    const img = poster();
    expect(img.getAttribute('src')).toBe('https://img.example/dark.jpg');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('width')).toBe('400');
    expect(img.getAttribute('height')).toBe('533');
    expect(img.alt).toBe('Poster for Dark');
  });

  it('keeps a same-origin poster path from the server', () => {
    render(<RecommendationCard rec={makeRec({ image_url: '/api/poster/tt123.svg' })} contentType="tv" />);
    expect(poster().getAttribute('src')).toBe('/api/poster/tt123.svg');
  });

  it('uses the TV placeholder for a TV title without an image', () => {
    render(<RecommendationCard rec={makeRec({ image_url: null })} contentType="tv" />);
    expect(poster().getAttribute('src')).toBe('/placeholders/tv.svg');
  });

  it('uses the movie placeholder for a movie without an image', () => {
    render(<RecommendationCard rec={makeRec({ image_url: '', type: 'movie' })} contentType="movie" />);
    expect(poster().getAttribute('src')).toBe('/placeholders/movie.svg');
  });

  it("lets the item's own type pick the placeholder on a mixed list", () => {
    render(<RecommendationCard rec={makeRec({ image_url: null, type: 'movie' })} contentType="tv" />);
    expect(poster().getAttribute('src')).toBe('/placeholders/movie.svg');
  });

  it.each(['javascript:alert(1)', '//evil.example/x.png', '   '])('treats %j as no image', (image_url) => {
    render(<RecommendationCard rec={makeRec({ image_url, type: 'tv' })} contentType="tv" />);
    expect(poster().getAttribute('src')).toBe('/placeholders/tv.svg');
  });

  it('falls back to the show placeholder when the image fails, and stops there', () => {
    render(<RecommendationCard rec={makeRec()} contentType="tv" />);
    fireEvent.error(poster());
    expect(poster().getAttribute('src')).toBe('/placeholders/show.svg');
    fireEvent.error(poster());
    expect(poster().getAttribute('src')).toBe('/placeholders/show.svg');
  });

  it('tries a new image URL again after an earlier one failed', () => {
    const { rerender } = render(<RecommendationCard rec={makeRec()} contentType="tv" />);
    fireEvent.error(poster());
    rerender(<RecommendationCard rec={makeRec({ image_url: 'https://img.example/dark-2.jpg' })} contentType="tv" />);
    expect(poster().getAttribute('src')).toBe('https://img.example/dark-2.jpg');
  });
});

describe('RecommendationCard watch link', () => {
  const link = () => screen.getByRole('link', { name: /opens in a new tab/ });

  it("says 'Find to Watch' without an affiliate link and opens the server's official site", () => {
    render(
      <RecommendationCard
        rec={makeRec({ streaming_platform: 'Netflix', official_site: 'https://netflix.example/search?q=Dark' })}
        contentType="tv"
      />,
    );
    expect(link().textContent).toBe('Find to Watch');
    expect(link().getAttribute('href')).toBe('https://netflix.example/search?q=Dark');
  });

  it("says 'Watch Now' and opens the server's affiliate link when there is one", () => {
    render(
      <RecommendationCard
        rec={makeRec({
          streaming_platform: 'Max',
          affiliate_link: 'https://partner.example/max?id=7',
          official_site: 'https://max.example/search?q=Dark',
        })}
        contentType="tv"
      />,
    );
    expect(link().textContent).toBe('Watch Now');
    expect(link().getAttribute('href')).toBe('https://partner.example/max?id=7');
  });

  it('searches the web when the server sent neither link', () => {
    render(<RecommendationCard rec={makeRec({ streaming_platform: 'Cinemax' })} contentType="tv" />);
    expect(link().textContent).toBe('Find to Watch');
    expect(link().getAttribute('href')).toBe('https://www.google.com/search?q=Dark%20watch%20online');
  });

  it('opens in a new tab without an opener', () => {
    render(<RecommendationCard rec={makeRec()} contentType="tv" />);
    expect(link().getAttribute('target')).toBe('_blank');
    expect(link().getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('reports an affiliate_click event when followed', () => {
    // Analytics events are pushed only with analytics consent.
    grantAnalyticsConsent();
    render(
      <RecommendationCard
        rec={makeRec({ streaming_platform: 'Disney+', affiliate_link: 'https://disney.example/search?q=Dark&ref=bingeable' })}
        contentType="tv"
      />,
    );
    // jsdom cannot open tabs; only the click handler matters here.
    link().addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(link());
    expect(window.dataLayer).toContainEqual(
      expect.objectContaining({
        event: 'affiliate_click',
        show_name: 'Dark',
        platform: 'Disney+',
        content_type: 'tv',
        has_affiliate_link: true,
      }),
    );
  });
});

describe('RecommendationCard save buttons', () => {
  it('shows no save buttons to anonymous visitors', () => {
    render(<RecommendationCard rec={makeRec()} contentType="tv" canDislike />);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  it('shows favorite and watch-later toggles with their state to signed-in users', () => {
    render(<RecommendationCard rec={makeRec()} contentType="tv" saveActions={actions({ isFavorite: true })} />);
    const favorite = screen.getByRole('button', { name: 'Favorite' });
    const later = screen.getByRole('button', { name: 'Watch later' });
    expect(favorite.getAttribute('aria-pressed')).toBe('true');
    expect(favorite.getAttribute('title')).toBe('Remove from favorites');
    expect(later.getAttribute('aria-pressed')).toBe('false');
    expect(later.getAttribute('title')).toBe('Add to watch later');
  });

  it('shows the dislike button only when dislikes are enabled', () => {
    const { rerender } = render(<RecommendationCard rec={makeRec()} contentType="tv" saveActions={actions()} />);
    expect(screen.queryByRole('button', { name: 'Not interested' })).toBeNull();
    expect(screen.getAllByRole('button')).toHaveLength(2);

    rerender(<RecommendationCard rec={makeRec()} contentType="tv" saveActions={actions({ isDisliked: true })} canDislike />);
    const dislike = screen.getByRole('button', { name: 'Not interested' });
    expect(dislike.getAttribute('title')).toBe('Premium feature: Hide this from future recommendations');
    expect(dislike.getAttribute('aria-pressed')).toBe('true');
  });

  it('shows no dislike button when enabled but no handler is given', () => {
    render(
      <RecommendationCard rec={makeRec()} contentType="tv" saveActions={actions({ onToggleDislike: undefined })} canDislike />,
    );
    expect(screen.queryByRole('button', { name: 'Not interested' })).toBeNull();
  });

  it('disables every button while a toggle runs and enables them when it ends', async () => {
    const pending = deferred();
    const onToggleWatchLater = vi.fn(() => pending.promise);
    render(<RecommendationCard rec={makeRec()} contentType="tv" saveActions={actions({ onToggleWatchLater })} canDislike />);

    await userEvent.click(screen.getByRole('button', { name: 'Watch later' }));
    expect(onToggleWatchLater).toHaveBeenCalledTimes(1);
    const buttons = screen.getAllByRole('button');
    expect(buttons).toHaveLength(3);
    for (const button of buttons) expect((button as HTMLButtonElement).disabled).toBe(true);
    // The link stays usable: it does not change any saved state.
    expect(screen.getByRole('link', { name: /opens in a new tab/ })).toBeTruthy();

    await act(async () => pending.resolve());
    for (const button of screen.getAllByRole('button')) expect((button as HTMLButtonElement).disabled).toBe(false);
  });

  it('starts one request for a double click', () => {
    const pending = deferred();
    const onToggleFavorite = vi.fn(() => pending.promise);
    render(<RecommendationCard rec={makeRec()} contentType="tv" saveActions={actions({ onToggleFavorite })} />);
    const favorite = screen.getByRole('button', { name: 'Favorite' });
    fireEvent.click(favorite);
    fireEvent.click(favorite);
    expect(onToggleFavorite).toHaveBeenCalledTimes(1);
  });

  it('keeps the state and re-enables the buttons when a toggle fails', async () => {
    const pending = deferred();
    const onToggleFavorite = vi.fn(() => pending.promise);
    render(<RecommendationCard rec={makeRec()} contentType="tv" saveActions={actions({ onToggleFavorite })} />);
    await userEvent.click(screen.getByRole('button', { name: 'Favorite' }));
    await act(async () => pending.reject(new Error('Failed to update favorite')));

    const favorite = screen.getByRole('button', { name: 'Favorite' }) as HTMLButtonElement;
    expect(favorite.disabled).toBe(false);
    expect(favorite.getAttribute('aria-pressed')).toBe('false');
  });

  it('reflects the new state once the screen updates it', async () => {
    const { rerender } = render(<RecommendationCard rec={makeRec()} contentType="tv" saveActions={actions()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Favorite' }));
    rerender(<RecommendationCard rec={makeRec()} contentType="tv" saveActions={actions({ isFavorite: true })} />);
    const group = screen.getByRole('group', { name: 'Save Dark' });
    expect(within(group).getByRole('button', { name: 'Favorite' }).getAttribute('aria-pressed')).toBe('true');
  });
});
