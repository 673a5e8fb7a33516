import { Link } from 'react-router';
import { useAuth } from '@/api/auth/useAuth';
import { useFavorites } from '@/api/lists/favorites';
import { useWatchLater } from '@/api/lists/watchLater';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { PROFILE_SECTIONS } from '../profileText';
import { AccountCard } from './AccountCard';
import { ImportSection } from './ImportSection';
import { SavedSection } from './SavedSection';
import { WeeklyPicksSection } from './WeeklyPicksSection';
import './profile.css';

/** Shown instead of the profile to a visitor who is not signed in (spec §2). */
function AuthenticationRequired() {
  return (
    <section className="page page--centered">
      <h1>Authentication Required</h1>
      <p>Please sign in to access your profile.</p>
      <div className="button-row">
        <Link to="/auth" className="button button--primary">
          Sign In
        </Link>
      </div>
    </section>
  );
}

/**
 * Profile (/profile). The route also sits behind ProtectedRoute; the page still guards itself
 * so it never renders a member's sections without a member.
 */
export default function ProfilePage() {
  useDocumentTitle('Your Profile | Bingeable');
  const { user } = useAuth();
  // Both lists load only with a user id; a failure is logged and reads as empty (spec §7).
  const favorites = useFavorites(user?.id);
  const watchLater = useWatchLater(user?.id);
  if (!user) return <AuthenticationRequired />;

  const lists = { favorites, watchLater };
  return (
    <section className="profile">
      <h1>Your Profile</h1>
      <AccountCard user={user} />
      <WeeklyPicksSection hasFavorites={favorites.length > 0} />
      {PROFILE_SECTIONS.map((section) => (
        <SavedSection
          key={section.title}
          title={section.title}
          empty={section.empty}
          contentType={section.contentType}
          items={lists[section.list].filter((item) => item.contentType === section.contentType)}
        />
      ))}
      <ImportSection userId={user.id} />
    </section>
  );
}
