import { useRef, useState, type ReactNode } from 'react';
import { ClockIcon, HeartIcon, HideIcon } from './icons';

/**
 * What a results screen passes to a card for a signed-in user. The screen owns the list state:
 * each toggle resolves once the server call succeeded and the flags are updated, and rejects on
 * failure after the screen has shown its error toast (spec §4, §8), so the card stays unchanged.
 */
export interface CardSaveActions {
  isFavorite: boolean;
  isWatchLater: boolean;
  isDisliked?: boolean;
  onToggleFavorite(): Promise<void>;
  onToggleWatchLater(): Promise<void>;
  /** Needed for the dislike button, which also needs the card's `canDislike`. */
  onToggleDislike?(): Promise<void>;
}

/** The dislike button's title, as the spec words it (§5). */
export const DISLIKE_TITLE = 'Premium feature: Hide this from future recommendations';

type ToggleKind = 'favorite' | 'watchLater' | 'dislike';

interface CardSaveButtonsProps {
  actions: CardSaveActions;
  showDislike: boolean;
  /** The title, so each button's name says which show it saves. */
  title: string;
}

/**
 * Favorite, watch-later and (premium) dislike toggles. While any toggle request runs every
 * button on the card is disabled (spec §4), so two requests for one title never race.
 */
export function CardSaveButtons({ actions, showDislike, title }: CardSaveButtonsProps) {
  const [pending, setPending] = useState<ToggleKind | null>(null);
  // State updates are not visible until the next render; the ref stops a second click landing
  // in the same tick from starting a second request.
  const running = useRef(false);

  const run = async (kind: ToggleKind, toggle: () => Promise<void>) => {
    if (running.current) return;
    running.current = true;
    setPending(kind);
    try {
      await toggle();
    } catch {
      // The screen already reported the failure with a toast and kept its state; the card only
      // has to become usable again.
    } finally {
      running.current = false;
      setPending(null);
    }
  };

  const busy = pending !== null;
  const onDislike = actions.onToggleDislike;
  return (
    <div className="rec-card__actions" role="group" aria-label={`Save ${title}`} aria-busy={busy}>
      <ToggleButton
        label="Favorite"
        title={actions.isFavorite ? 'Remove from favorites' : 'Add to favorites'}
        pressed={actions.isFavorite}
        disabled={busy}
        modifier="favorite"
        onClick={() => run('favorite', actions.onToggleFavorite)}
      >
        <HeartIcon filled={actions.isFavorite} />
      </ToggleButton>
      <ToggleButton
        label="Watch later"
        title={actions.isWatchLater ? 'Remove from watch later' : 'Add to watch later'}
        pressed={actions.isWatchLater}
        disabled={busy}
        modifier="watch-later"
        onClick={() => run('watchLater', actions.onToggleWatchLater)}
      >
        <ClockIcon filled={actions.isWatchLater} />
      </ToggleButton>
      {showDislike && onDislike ? (
        <ToggleButton
          label="Not interested"
          title={DISLIKE_TITLE}
          pressed={actions.isDisliked ?? false}
          disabled={busy}
          modifier="dislike"
          onClick={() => run('dislike', onDislike)}
        >
          <HideIcon filled={actions.isDisliked ?? false} />
        </ToggleButton>
      ) : null}
    </div>
  );
}

interface ToggleButtonProps {
  label: string;
  title: string;
  pressed: boolean;
  disabled: boolean;
  modifier: string;
  onClick: () => void;
  children: ReactNode;
}

/** An icon toggle: the name stays fixed and aria-pressed carries the on/off state. */
function ToggleButton({ label, title, pressed, disabled, modifier, onClick, children }: ToggleButtonProps) {
  return (
    <button
      type="button"
      className={`rec-card__toggle rec-card__toggle--${modifier}`}
      aria-label={label}
      aria-pressed={pressed}
      title={title}
      disabled={disabled}
      onClick={onClick}
    >
      {children}
    </button>
  );
}
