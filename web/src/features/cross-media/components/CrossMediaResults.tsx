import { useEffect, useRef } from 'react';
import { RecommendationGrid, type CardSaveActions } from '@/components/recommendations';
import type { Recommendation, TypedTitles } from '@/lib/recs';
import type { CrossMediaScreenText } from '../screenText';
import { UnresolvedNotice } from '@/components/recommendations/UnresolvedNotice';

export interface CrossMediaResultsProps {
  text: CrossMediaScreenText;
  recommendations: readonly Recommendation[];
  typed: TypedTitles;
  onGetMore: () => void;
  onStartOver: () => void;
  saveActionsFor?: (rec: Recommendation) => CardSaveActions | undefined;
  canDislike?: boolean;
}

function countText(count: number): string {
  return `${count} ${count === 1 ? 'recommendation' : 'recommendations'}`;
}

/** Heading, filtered count, card grid, 'Get More ...' and 'Start Over' (spec §2). */
export function CrossMediaResults({
  text,
  recommendations,
  typed,
  onGetMore,
  onStartOver,
  saveActionsFor,
  canDislike,
}: CrossMediaResultsProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Each new batch replaces the form or the previous batch; put keyboard focus at its start.
  useEffect(() => headingRef.current?.focus(), [recommendations]);
  return (
    <section className="rf-results" aria-labelledby="rf-results-title">
      <div className="rf-results__header">
        <h2 id="rf-results-title" ref={headingRef} tabIndex={-1}>
          {text.resultsHeading}
        </h2>
        <p className="rf-results__count" data-testid="results-count">
          {countText(recommendations.length)}
        </p>
      </div>
      <UnresolvedNotice typed={typed} hasResults />
      {recommendations.length > 0 ? (
        <RecommendationGrid
          recommendations={recommendations}
          contentType={text.contentType}
          saveActionsFor={saveActionsFor}
          canDislike={canDislike}
          label={text.resultsHeading}
        />
      ) : (
        <p className="rf-empty">No new recommendations this time. Try Start Over with different titles.</p>
      )}
      <div className="button-row">
        <button type="button" className="button button--primary" onClick={onGetMore}>
          {text.getMoreLabel}
        </button>
        <button type="button" className="button" onClick={onStartOver}>
          Start Over
        </button>
      </div>
    </section>
  );
}
