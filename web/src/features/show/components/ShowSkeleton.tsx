/** Placeholder blocks in the layout of the loaded page, so nothing jumps when it arrives. */
export function ShowSkeleton() {
  return (
    <section className="show-page show-skeleton" aria-busy="true" aria-live="polite">
      <p className="visually-hidden">Loading show information...</p>
      <div className="show-hero" aria-hidden="true">
        <div className="show-poster skeleton-block" />
        <div className="show-hero__text">
          <div className="skeleton-block skeleton-line skeleton-line--title" />
          <div className="skeleton-block skeleton-line skeleton-line--short" />
          <div className="skeleton-block skeleton-line" />
          <div className="skeleton-block skeleton-box" />
        </div>
      </div>
      <div aria-hidden="true">
        <div className="skeleton-block skeleton-line" />
        <div className="skeleton-block skeleton-line" />
        <div className="skeleton-block skeleton-line skeleton-line--short" />
      </div>
    </section>
  );
}
