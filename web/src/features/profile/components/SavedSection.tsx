import { useId } from 'react';
import type { SavedName } from '@/api/lists/savedLists';
import { RecommendationGrid } from '@/components/recommendations';
import { useCardSaveActions } from '@/hooks/useCardSaveActions';
import type { ContentType, Recommendation } from '@/lib/recs';

/** An item saved without its recommendation still gets a card with its title. */
function cardData(item: SavedName): Recommendation {
  return item.rec ?? ({ title: item.showName, show_name: item.showName } as Recommendation);
}

/**
 * One of the profile's four lists. The cards carry the usual save toggles: turning one off
 * updates the shared list, so the card leaves this section (matched by show name).
 */
export function SavedSection({ title, empty, items, contentType }: { title: string; empty: string; items: SavedName[]; contentType: ContentType }) {
  const headingId = useId();
  const actionsFor = useCardSaveActions(contentType);
  return (
    <section className="profile-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {items.length === 0 ? (
        <p className="muted">{empty}</p>
      ) : (
        <RecommendationGrid recommendations={items.map(cardData)} contentType={contentType} saveActionsFor={actionsFor} label={title} />
      )}
    </section>
  );
}
