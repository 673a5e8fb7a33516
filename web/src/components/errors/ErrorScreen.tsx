/** The generic error screen (spec §2): 'Oops! Something went wrong', Try Again, Go Home. */
export function ErrorScreen({ onRetry }: { onRetry: () => void }) {
  return (
    <section className="page page--centered" role="alert">
      <h1>Oops! Something went wrong</h1>
      <p className="muted">An unexpected error occurred. Please try again, or head back to the homepage.</p>
      <div className="button-row">
        <button type="button" className="button button--primary" onClick={onRetry}>
          Try Again
        </button>
        {/* A full page load: the app state that failed may be what broke. */}
        <a href="/" className="button">
          Go Home
        </a>
      </div>
    </section>
  );
}
