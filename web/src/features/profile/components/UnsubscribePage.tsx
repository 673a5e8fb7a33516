import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { Spinner } from '@/components/Spinner';
import { apiErrorMessage } from '@/api/recommendations/apiErrorMessage';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { unsubscribeWeeklyPicks } from '../api/weeklyPicks';
import { UNSUBSCRIBE_TEXT as TEXT } from '../weeklyPicksText';

/**
 * Where a weekly mail's unsubscribe link lands (/weekly-picks/unsubscribe?member=…&token=…). It
 * posts the link's query once and says what happened; no sign-in needed. The server decides
 * whether the link is valid and words the refusal.
 */
export default function UnsubscribePage() {
  useDocumentTitle('Unsubscribe | Bingeable');
  const [params] = useSearchParams();
  const member = params.get('member') ?? '';
  const token = params.get('token') ?? '';
  const unsubscribe = useMutation({ mutationFn: () => unsubscribeWeeklyPicks(member, token) });
  const posted = useRef(false);
  const { mutate } = unsubscribe;

  useEffect(() => {
    // Once per page, Strict Mode's second effect included (a second post would answer the same).
    if (posted.current) return;
    posted.current = true;
    mutate();
  }, [mutate]);

  if (unsubscribe.isSuccess) {
    return (
      <section className="page page--centered">
        <h1>{TEXT.done}</h1>
        <p>{TEXT.doneDetail}</p>
        <div className="button-row">
          <Link to="/profile" className="button button--primary">
            Your Profile
          </Link>
        </div>
      </section>
    );
  }
  if (unsubscribe.isError) {
    return (
      <section className="page page--centered" role="alert">
        <h1>{TEXT.failed}</h1>
        <p>{apiErrorMessage(unsubscribe.error, TEXT.failedFallback)}</p>
      </section>
    );
  }
  return (
    <section className="page page--centered">
      <h1>{TEXT.pending}</h1>
      <Spinner label={TEXT.pending} />
    </section>
  );
}
