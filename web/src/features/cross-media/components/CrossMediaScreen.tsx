import type { ReactNode } from 'react';
import { LoadingModal, LoadingPanel } from '@/components/recommendations';
import { useAuth } from '@/api/auth/useAuth';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { CROSS_MEDIA_LOADING_TITLE, failureCardText, type CrossMediaScreenText } from '../screenText';
import { useCardSaveActions } from '@/hooks/useCardSaveActions';
import { useDelayedFlag } from '@/hooks/useDelayedFlag';
import type { CrossMediaController } from '../useCrossMediaRecommender';
import { CrossMediaForm } from './CrossMediaForm';
import { CrossMediaResults } from './CrossMediaResults';
import { FailureCard } from './FailureCard';
import { SmartAnalysisInfo } from './SmartAnalysisInfo';
import '@/components/title-form/titleForm.css';

export interface CrossMediaScreenProps {
  text: CrossMediaScreenText;
  controller: CrossMediaController;
  /** Called after Start Over / Try Again reset the form (the TV page drops its URL prefill). */
  onReset?: () => void;
  /** Shown under the intro for signed-in users (the TV screen's premium status). */
  signedInExtras?: ReactNode;
  /** Premium users on the TV screen get the dislike button on cards. */
  canDislike?: boolean;
}

/**
 * Layout of the TV and movie screens: form (or failure card, or results) beside the
 * 'Smart Cross-Media Analysis' box, the loading section and the loading modal.
 */
export function CrossMediaScreen({ text, controller, onReset, signedInExtras, canDislike }: CrossMediaScreenProps) {
  const { user } = useAuth();
  useDocumentTitle(text.pageTitle);
  const saveActionsFor = useCardSaveActions(text.contentType);
  const reset = () => {
    controller.reset();
    onReset?.();
  };

  // The form (or the current results, for a get-more) stays until the request has run 400 ms.
  const loadingIsSlow = useDelayedFlag(controller.loading);
  let body: ReactNode;
  if (loadingIsSlow) {
    body = <LoadingPanel title={CROSS_MEDIA_LOADING_TITLE} revealAfterMs={0} />;
  } else if (controller.error && !controller.loading) {
    // Spec §4: loading is force-cleared 100 ms after an error; the failure card waits for it.
    body = <FailureCard message={failureCardText(text)} typed={controller.typed} onTryAgain={reset} />;
  } else if (controller.results) {
    body = (
      <CrossMediaResults
        text={text}
        recommendations={controller.results}
        typed={controller.typed}
        onGetMore={controller.getMore}
        onStartOver={reset}
        saveActionsFor={saveActionsFor}
        canDislike={canDislike}
      />
    );
  } else {
    body = (
      <div className="rf-layout">
        <CrossMediaForm text={text} controller={controller} signedIn={Boolean(user)} />
        <SmartAnalysisInfo contentType={text.contentType} />
      </div>
    );
  }

  return (
    <section className="rf-page">
      <header className="rf-page__header">
        <h1>{text.heading}</h1>
        <p className="muted">{text.intro}</p>
        {user ? signedInExtras : null}
      </header>
      {body}
      <LoadingModal title={text.modalTitle} open={controller.loading} />
    </section>
  );
}
