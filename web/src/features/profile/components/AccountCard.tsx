import type { AuthUser } from '@/api/auth/useAuth';
import { memberSince } from '../profileText';

/** Account Information: Email, Username (only if there is one), Member Since (spec §2). */
export function AccountCard({ user }: { user: AuthUser }) {
  return (
    <section className="profile-card" aria-labelledby="account-info-title">
      <h2 id="account-info-title">Account Information</h2>
      <dl className="profile-card__facts">
        <dt>Email</dt>
        <dd>{user.email}</dd>
        {user.username ? (
          <>
            <dt>Username</dt>
            <dd>{user.username}</dd>
          </>
        ) : null}
        <dt>Member Since</dt>
        <dd>{memberSince(user.createdAt)}</dd>
      </dl>
    </section>
  );
}
