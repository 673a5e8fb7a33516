/** The 'Smart Cross-Media Analysis' info box (spec §2). */
export function SmartAnalysisInfo({ contentType }: { contentType: 'tv' | 'movie' }) {
  const target = contentType === 'tv' ? 'TV shows' : 'movies';
  return (
    <aside className="rf-info" aria-labelledby="smart-analysis-heading">
      <h2 id="smart-analysis-heading" className="rf-info__title">
        Smart Cross-Media Analysis
      </h2>
      <p>
        Tell us the TV shows and the movies you love. We look at both together, the genres, tone and
        stories you keep coming back to, and pick {target} that share them. Either box is enough on its own.
      </p>
    </aside>
  );
}
