import { useState } from 'react';
import { Link } from 'react-router';
import { Spinner } from '@/components/Spinner';
import { ApiError } from '@/lib/apiRequest';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { useAdminSummary } from '../api/useAdminSummary';
import {
  RATING_LABELS,
  WINDOW_LABELS,
  formatMode,
  formatMs,
  formatShare,
  formatVital,
  plural,
  type Count,
  type WindowKey,
  type WindowSummary,
} from '../adminSummary';
import { TrafficChart } from './TrafficChart';
import './admin.css';

function NotAuthorised() {
  return (
    <section className="page page--centered" data-testid="admin-not-authorised">
      <h1>Not authorised</h1>
      <p>This page is for the site&apos;s operators. Your account is not on the list.</p>
      <div className="button-row">
        <Link to="/" className="button button--primary">
          Go Home
        </Link>
      </div>
    </section>
  );
}

function CountTable({ title, rows, keyLabel, testId }: { title: string; rows: Count[]; keyLabel: string; testId: string }) {
  return (
    <section className="admin-card" data-testid={testId}>
      <h2>{title}</h2>
      {rows.length === 0 ? (
        <p className="admin-empty">Nothing yet.</p>
      ) : (
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">{keyLabel}</th>
              <th scope="col">Count</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <td>{row.key || '(none)'}</td>
                <td>{row.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function WindowView({ summary, windowKey }: { summary: WindowSummary; windowKey: WindowKey }) {
  const recs = summary.recommendations;
  return (
    <>
      <section className="admin-card" aria-labelledby="vitals-heading">
        <h2 id="vitals-heading">Web vitals (p75)</h2>
        <ul className="admin-vitals">
          {summary.vitals.map((vital) => (
            <li key={vital.name} className={`admin-vital admin-vital--${vital.rating ?? 'none'}`} data-testid={`vital-${vital.name}`}>
              <span className="admin-vital__name">{vital.name}</span>
              <span className="admin-vital__value">{formatVital(vital.name, vital.p75)}</span>
              <span className="admin-vital__rating">{vital.rating ? RATING_LABELS[vital.rating] : 'No data'}</span>
              <span className="admin-vital__samples">
                {plural(vital.samples, 'sample')} · good ≤ {formatVital(vital.name, vital.good)}, poor &gt; {formatVital(vital.name, vital.poor)}
              </span>
            </li>
          ))}
        </ul>
      </section>

      <section className="admin-card">
        <h2>Over time</h2>
        <p className="admin-totals" data-testid="admin-totals">
          {plural(summary.page_views, 'page view')} · {plural(summary.sessions, 'session')} · {plural(summary.events, 'event')}
        </p>
        <TrafficChart series={summary.series} label={`Page views, errors and LCP p75, ${WINDOW_LABELS[windowKey].toLowerCase()}`} />
      </section>

      <section className="admin-card" data-testid="admin-recommendations">
        <h2>Recommendations</h2>
        <dl className="admin-figures">
          <div>
            <dt>Requests</dt>
            <dd>{recs.requests}</dd>
          </div>
          <div>
            <dt>Latency p50 / p95</dt>
            <dd>
              {formatMs(recs.latency_p50_ms)} / {formatMs(recs.latency_p95_ms)}
            </dd>
          </div>
          <div>
            <dt>Inputs unresolved</dt>
            <dd data-testid="unresolved-share">
              {formatShare(recs.unresolved_share)} ({recs.unresolved_inputs} of {recs.inputs})
            </dd>
          </div>
        </dl>
        {recs.by_mode.length > 0 && (
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">Mode</th>
                <th scope="col">Requests</th>
                <th scope="col">p50</th>
                <th scope="col">p95</th>
              </tr>
            </thead>
            <tbody>
              {recs.by_mode.map((mode) => (
                <tr key={mode.mode}>
                  <td>{formatMode(mode.mode)}</td>
                  <td>{mode.requests}</td>
                  <td>{formatMs(mode.latency_p50_ms)}</td>
                  <td>{formatMs(mode.latency_p95_ms)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <div className="admin-grid">
        <CountTable title="Top unresolved titles" keyLabel="Title" rows={recs.top_unresolved} testId="admin-unresolved" />
        <CountTable title="Top pages" keyLabel="Page" rows={summary.top_pages} testId="admin-pages" />
        <CountTable title="Errors by type" keyLabel="Type" rows={summary.errors} testId="admin-errors" />
        <CountTable title="Feature usage" keyLabel="Feature · action" rows={summary.features} testId="admin-features" />
      </div>
    </>
  );
}

/** The operator's view (/admin): monitoring figures for admins named in the server's configuration. */
export default function AdminPage() {
  useDocumentTitle('Monitoring | Bingeable');
  const [windowKey, setWindowKey] = useState<WindowKey>('day');
  const summary = useAdminSummary();

  if (summary.isPending) return <Spinner label="Loading the figures..." />;
  if (summary.error instanceof ApiError && summary.error.status === 403) return <NotAuthorised />;
  if (summary.isError || !summary.data) {
    return (
      <section className="page page--centered">
        <h1>Monitoring</h1>
        <p role="alert">The figures could not be loaded. Please try again.</p>
        <button type="button" className="button button--primary" onClick={() => void summary.refetch()}>
          Try Again
        </button>
      </section>
    );
  }

  return (
    <section className="admin">
      <h1>Monitoring</h1>
      <div className="admin-tabs" role="group" aria-label="Time window">
        {(Object.keys(WINDOW_LABELS) as WindowKey[]).map((key) => (
          <button key={key} type="button" className="button" aria-pressed={windowKey === key} onClick={() => setWindowKey(key)}>
            {WINDOW_LABELS[key]}
          </button>
        ))}
      </div>
      <WindowView summary={summary.data[windowKey]} windowKey={windowKey} />
      <p className="admin-footnote">Events are kept for {summary.data.retention_days} days.</p>
    </section>
  );
}
