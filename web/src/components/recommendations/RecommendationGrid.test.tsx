import type { ReactElement } from 'react';
import { render as renderInDom, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { makeRec } from '@/lib/recs/testFixtures';
import type { CardSaveActions } from './CardSaveButtons';
import { RecommendationGrid } from './RecommendationGrid';

/** Cards link to their show page, so they need a router around them. */
const render = (ui: ReactElement) => renderInDom(ui, { wrapper: MemoryRouter });

/** The grid's own items (cards contain lists of their own). */
function gridItems(): HTMLElement[] {
  return Array.from(screen.getAllByRole('list')[0]?.children ?? []) as HTMLElement[];
}

const recs = [makeRec({ title: 'Dark' }), makeRec({ title: 'Severance' }), makeRec({ title: 'Dark' })];

describe('RecommendationGrid', () => {
  it('renders one card per recommendation, in order, in a named list', () => {
    render(<RecommendationGrid recommendations={recs} contentType="tv" label="Your TV Show Recommendations" />);
    const list = screen.getByRole('list', { name: 'Your TV Show Recommendations' });
    expect(gridItems()[0]?.parentElement).toBe(list);
    const items = gridItems();
    for (const item of items) expect(item.tagName).toBe('LI');
    expect(items).toHaveLength(3);
    expect(items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual(['Dark', 'Severance', 'Dark']);
  });

  it('gives save buttons only to the cards the screen provides actions for', () => {
    const save: CardSaveActions = {
      isFavorite: false,
      isWatchLater: false,
      onToggleFavorite: vi.fn(async () => {}),
      onToggleWatchLater: vi.fn(async () => {}),
    };
    render(
      <RecommendationGrid
        recommendations={recs.slice(0, 2)}
        contentType="tv"
        saveActionsFor={(rec) => (rec.title === 'Severance' ? save : undefined)}
      />,
    );
    const [dark, severance] = gridItems();
    expect(within(dark as HTMLElement).queryAllByRole('button')).toHaveLength(0);
    expect(within(severance as HTMLElement).getAllByRole('button')).toHaveLength(2);
  });

  it('renders an empty list for no recommendations', () => {
    render(<RecommendationGrid recommendations={[]} contentType="movie" />);
    expect(screen.getByRole('list').children).toHaveLength(0);
  });
});
