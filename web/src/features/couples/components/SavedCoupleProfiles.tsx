import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '@/components/dialog/ConfirmDialog';
import { toast } from '@/components/toast';
import { sameName } from '@/api/lists/savedLists';
import { apiErrorMessage } from '@/api/recommendations/apiErrorMessage';
import { useMemberPlan } from '@/api/subscription/useSubscription';
import {
  useCoupleProfilesQuery,
  useDeleteCoupleProfile,
  useSaveCoupleProfile,
  type CoupleProfile,
} from '../api/coupleProfiles';
import { buildCouplesRequest, couplesSearchQuery, formFromRequest, type CouplesForm } from '../couplesRequest';
import {
  COUPLE_PROFILE_FALLBACKS,
  COUPLE_PROFILE_NAME_MAX,
  COUPLE_PROFILE_TOASTS,
  COUPLE_PROFILES_EMPTY,
  COUPLE_PROFILES_HEADING,
  COUPLE_PROFILES_HINT,
  COUPLE_PROFILES_UPSELL,
} from '../messages';

interface SavedCoupleProfilesProps {
  /** The couples form as it stands: what "Save profile" saves. */
  form: CouplesForm;
  /** Fills the couples form from a profile (without submitting it). */
  onUse: (form: CouplesForm) => void;
}

const failed = (error: unknown, fallback: string) =>
  toast({ title: 'Error', description: apiErrorMessage(error, fallback), variant: 'destructive' });

/**
 * Saved couple profiles (premium) under the couples form. Nothing while the session or the plan
 * is loading, so a paying member never sees the upsell flash, and nothing for anonymous visitors
 * (no call either); free members get one line pointing to Premium.
 */
export function SavedCoupleProfiles({ form, onUse }: SavedCoupleProfilesProps) {
  const plan = useMemberPlan();
  if (plan.loading || !plan.userId) return null;
  if (!plan.status.isPremium) {
    return (
      <p className="couple-profiles__upsell">
        <Link to="/premium">{COUPLE_PROFILES_UPSELL}</Link>
      </p>
    );
  }
  return <CoupleProfilesSection userId={plan.userId} form={form} onUse={onUse} />;
}

function CoupleProfilesSection({ userId, form, onUse }: SavedCoupleProfilesProps & { userId: string }) {
  const ids = useId();
  const [name, setName] = useState('');
  const [deleting, setDeleting] = useState<CoupleProfile | null>(null);
  const profiles = useCoupleProfilesQuery(userId);
  const save = useSaveCoupleProfile(userId);
  const remove = useDeleteCoupleProfile(userId);

  const request = buildCouplesRequest(form);
  const trimmed = name.trim();
  const canSave = request !== null && trimmed !== '' && !save.isPending;
  // The server replaces a profile of the same name: say so before it happens, not after.
  const replaces = trimmed ? profiles.data?.find((p) => sameName(p.name, trimmed)) : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!request || !canSave) return;
    save.mutate(
      { name: trimmed, ...request },
      {
        onSuccess: (saved) => {
          setName('');
          toast({ title: COUPLE_PROFILE_TOASTS.saved, description: saved.name });
        },
        onError: (error) => failed(error, COUPLE_PROFILE_FALLBACKS.save),
      },
    );
  };

  const use = (profile: CoupleProfile) => {
    onUse(formFromRequest(profile));
    // Saving again under the same name then updates this profile.
    setName(profile.name);
    // On a phone the form is off screen above: the toast confirms something happened.
    toast({ title: COUPLE_PROFILE_TOASTS.used, description: profile.name });
  };

  const confirmDelete = () => {
    if (!deleting) return;
    const profile = deleting;
    setDeleting(null);
    remove.mutate(profile, {
      onSuccess: () => toast({ title: COUPLE_PROFILE_TOASTS.deleted, description: profile.name }),
      onError: (error) => failed(error, COUPLE_PROFILE_FALLBACKS.delete),
    });
  };

  return (
    <section className="couple-profiles" aria-labelledby={`${ids}-heading`}>
      <h2 id={`${ids}-heading`}>{COUPLE_PROFILES_HEADING}</h2>
      <form className="couple-profiles__save" onSubmit={submit} noValidate>
        <div className="recs-field">
          <label htmlFor={`${ids}-name`}>Profile name</label>
          <input
            id={`${ids}-name`}
            type="text"
            value={name}
            maxLength={COUPLE_PROFILE_NAME_MAX}
            autoComplete="off"
            placeholder="e.g., Date night"
            aria-describedby={`${ids}-hint`}
            onChange={(event) => setName(event.target.value)}
          />
        </div>
        <button type="submit" className="button button--primary" disabled={!canSave}>
          Save profile
        </button>
        <p className="couple-profiles__hint muted" id={`${ids}-hint`}>
          {replaces ? `Saving replaces your profile “${replaces.name}”.` : COUPLE_PROFILES_HINT}
        </p>
      </form>

      {profiles.isError ? (
        <p className="couple-profiles__error" role="alert">
          {apiErrorMessage(profiles.error, COUPLE_PROFILE_FALLBACKS.load)}{' '}
          <button type="button" className="button" onClick={() => void profiles.refetch()}>
            Try Again
          </button>
        </p>
      ) : profiles.data?.length === 0 ? (
        <p className="muted">{COUPLE_PROFILES_EMPTY}</p>
      ) : profiles.data ? (
        <ul className="couple-profiles__list" aria-labelledby={`${ids}-heading`}>
          {profiles.data.map((profile) => (
            <ProfileRow
              key={profile.id}
              profile={profile}
              deleting={remove.isPending && remove.variables?.id === profile.id}
              onUse={() => use(profile)}
              onDelete={() => setDeleting(profile)}
            />
          ))}
        </ul>
      ) : null}

      {deleting ? (
        <ConfirmDialog
          title="Delete couple profile?"
          message={`“${deleting.name}” will be removed from your saved couple profiles.`}
          confirmLabel="Delete"
          onConfirm={confirmDelete}
          onCancel={() => setDeleting(null)}
        />
      ) : null}
    </section>
  );
}

interface ProfileRowProps {
  profile: CoupleProfile;
  deleting: boolean;
  onUse: () => void;
  onDelete: () => void;
}

function ProfileRow({ profile, deleting, onUse, onDelete }: ProfileRowProps) {
  // "Breaking Bad, The Wire + The Office": the session history names couples searches the same way.
  const summary = couplesSearchQuery(profile);
  return (
    <li className="couple-profile">
      <div className="couple-profile__text">
        <strong className="couple-profile__name">{profile.name}</strong>
        <span className="couple-profile__summary muted" title={summary}>
          {profile.recommendationType === 'tv' ? 'TV' : 'Movies'} · {summary}
        </span>
      </div>
      <div className="couple-profile__actions">
        <button type="button" className="button" aria-label={`Use couple profile ${profile.name}`} onClick={onUse}>
          Use
        </button>
        <button
          type="button"
          className="button"
          aria-label={`Delete couple profile ${profile.name}`}
          disabled={deleting}
          onClick={onDelete}
        >
          Delete
        </button>
      </div>
    </li>
  );
}
