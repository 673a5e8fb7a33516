import { useEffect, useRef } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { track } from '@/lib/analytics';
import { setMetaDescription } from '@/lib/useDocumentTitle';

export const NOT_FOUND_DESCRIPTION =
  "The page you're looking for doesn't exist. Find your next favorite show with Bingeable's personalized recommendations.";

/** The not-found screen (accounts-navigation §2). */
export default function NotFoundPage() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  // StrictMode runs effects twice in development; one missing page is one event.
  const reportedPath = useRef<string | null>(null);

  useEffect(() => {
    document.title = 'Page Not Found';
    setMetaDescription(NOT_FOUND_DESCRIPTION);
    if (reportedPath.current !== pathname) {
      reportedPath.current = pathname;
      track('404_error', { page_path: pathname });
    }
  }, [pathname]);

  return (
    <section className="page page--centered not-found">
      <p className="not-found__code" aria-hidden="true">404</p>
      <h1>Oops! Page Not Found</h1>
      <p>We couldn't find the page you're looking for. It might have been moved, deleted, or never existed.</p>
      <div className="not-found__help">
        <h2>Here's what you can do:</h2>
        <ul>
          <li>Check the URL for spelling mistakes</li>
          <li>
            Try the <Link to="/">homepage</Link>
          </li>
          <li>
            Visit our <Link to="/recommendations">recommendations page</Link>
          </li>
          <li>
            <Link to="/contact-us">Contact us</Link> if you think this is a mistake
          </li>
        </ul>
      </div>
      <div className="button-row">
        <Link to="/" className="button button--primary">
          Homepage
        </Link>
        <Link to="/recommendations" className="button">
          Find Shows
        </Link>
        <button type="button" className="button" onClick={() => navigate(-1)}>
          Go Back
        </button>
      </div>
    </section>
  );
}
