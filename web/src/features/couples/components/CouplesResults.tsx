import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { RecommendationGrid } from '@/components/recommendations';
import { useCardSaveActions } from '@/hooks/useCardSaveActions';
import { UnresolvedNotice } from '@/components/recommendations/UnresolvedNotice';
import type { Recommendation, TypedTitles } from '@/lib/recs';
import { useSessionHistoryCount } from '@/lib/sessionHistory';
import type { CouplesType } from '../couplesRequest';
import { RESULTS_HEADING } from '../messages';
import { FaqStructuredData } from './FaqStructuredData';

interface CouplesResultsProps {
  recommendations: readonly Recommendation[];
  typed?: Partial<TypedTitles>;
  type: CouplesType;
  busy: boolean;
  onGetMore: () => void;
  /** Brings the results into view when they answer a submit (they sit below the form). */
  revealOnShow?: boolean;
}

/** 'Shows You'll Both Enjoy' with the grid, Session History and Get More (spec §2). */
export function CouplesResults({ recommendations, typed, type, busy, onGetMore, revealOnShow = false }: CouplesResultsProps) {
  const historyCount = useSessionHistoryCount();
  const contentType = type === 'tv' ? 'tv' : 'movie';
  const saveActionsFor = useCardSaveActions(contentType);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!revealOnShow) return;
    const heading = headingRef.current;
    heading?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    heading?.focus({ preventScroll: true });
  }, [revealOnShow]);
  return (
    <section className="recs-page" aria-labelledby="couples-results-heading">
      <FaqStructuredData />
      <h2 id="couples-results-heading" className="recs-page__intro" ref={headingRef} tabIndex={-1}>
        {RESULTS_HEADING}
      </h2>
      <p className="recs-count muted" data-testid="results-count">
        {recommendations.length} {recommendations.length === 1 ? 'recommendation' : 'recommendations'} for the two of you
      </p>
      <UnresolvedNotice typed={typed} hasResults />
      <RecommendationGrid
        recommendations={recommendations}
        contentType={contentType}
        saveActionsFor={saveActionsFor}
        label={RESULTS_HEADING}
      />
      <div className="recs-actions">
        <Link className="button" to="/session-history">
          Session History ({historyCount})
        </Link>
        <button type="button" className="button button--primary" onClick={onGetMore} disabled={busy} aria-busy={busy}>
          Get More Recommendations
        </button>
      </div>
    </section>
  );
}
