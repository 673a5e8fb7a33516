import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { clearSessionHistory, groupBySearchQuery, loadSession } from '@/lib/sessionHistory';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { ConfirmDialog } from '@/components/dialog/ConfirmDialog';
import { SessionGroup } from './SessionGroup';
import './sessionHistory.css';

export const CLEAR_CONFIRMATION = 'Are you sure you want to clear your session history?';
export const EMPTY_HISTORY = 'No recommendations in your current session yet.';

/** Session history (/session-history): this tab's recommendations, grouped by search. */
export default function SessionHistoryPage() {
  useDocumentTitle(
    'Session History | Bingeable',
    'The TV shows and movies Bingeable recommended to you in this browsing session.',
  );
  const [records, setRecords] = useState(() => loadSession());
  const [confirming, setConfirming] = useState(false);
  const groups = useMemo(() => groupBySearchQuery(records), [records]);

  const clearHistory = () => {
    clearSessionHistory();
    setRecords([]);
    setConfirming(false);
  };

  return (
    <section className="session-history">
      <div className="session-history__top">
        <div>
          <h1>Session History</h1>
          <p className="muted">Recommendations from your current browsing session.</p>
        </div>
        <div className="session-history__actions">
          <Link to="/" className="button">
            Back
          </Link>
          {records.length > 0 ? (
            <button type="button" className="button button--danger" onClick={() => setConfirming(true)}>
              Clear History
            </button>
          ) : null}
        </div>
      </div>

      {records.length === 0 ? (
        <div className="session-history__empty">
          <p>{EMPTY_HISTORY}</p>
          <Link to="/" className="button button--primary">
            Get Recommendations
          </Link>
        </div>
      ) : (
        groups.map((group, index) => <SessionGroup key={group.searchQuery} group={group} index={index} />)
      )}

      {confirming ? (
        <ConfirmDialog
          title="Clear History"
          message={CLEAR_CONFIRMATION}
          confirmLabel="Clear History"
          onConfirm={clearHistory}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
    </section>
  );
}
