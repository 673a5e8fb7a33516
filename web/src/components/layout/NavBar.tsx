import { useState } from 'react';
import { Link, NavLink } from 'react-router';
import { useAuth } from '@/api/auth/useAuth';
import { useSessionHistoryCount } from '@/lib/sessionHistory';

interface NavItem {
  to: string;
  label: string;
}

/** The navigation bar's page links, in the spec's order (accounts-navigation §2). */
export const MAIN_NAV: readonly NavItem[] = [
  { to: '/tv-recommendations', label: 'TV Shows' },
  { to: '/movie-recommendations', label: 'Movies' },
  { to: '/couple-recommendations', label: 'Couples' },
  { to: '/mood-recommendations', label: 'Mood' },
  { to: '/premium', label: 'Premium' },
  { to: '/contact-us', label: 'Contact' },
  { to: '/about-us', label: 'About' },
];

const linkClass = ({ isActive }: { isActive: boolean }) => `nav__link${isActive ? ' nav__link--active' : ''}`;

export function NavBar({ id, open, onNavigate }: { id: string; open: boolean; onNavigate: () => void }) {
  const sessionCount = useSessionHistoryCount();
  return (
    <nav id={id} className={`nav${open ? ' nav--open' : ''}`} aria-label="Main">
      <ul className="nav__list">
        {MAIN_NAV.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} className={linkClass} onClick={onNavigate}>
              {item.label}
            </NavLink>
          </li>
        ))}
        {sessionCount > 0 ? (
          <li>
            <NavLink to="/session-history" className={linkClass} onClick={onNavigate}>
              Session <span className="badge" aria-label={`${sessionCount} recommendations`}>{sessionCount}</span>
            </NavLink>
          </li>
        ) : null}
        <li>
          {/* The FAQ lives on the home page; the layout scrolls to the anchor once the page has drawn it. */}
          <Link to="/#faq" className="nav__link" onClick={onNavigate}>
            FAQ
          </Link>
        </li>
        <li>
          <NavLink to="/recommendations" className={linkClass} onClick={onNavigate}>
            <span className="label-wide">Recommendations</span>
            <span className="label-narrow">Discover</span>
          </NavLink>
        </li>
        <li>
          <AccountLinks onNavigate={onNavigate} />
        </li>
      </ul>
    </nav>
  );
}

/** Sign In for visitors; a small menu with Profile and Log out for members. */
function AccountLinks({ onNavigate }: { onNavigate: () => void }) {
  const { user, signOut } = useAuth();
  const [menuOpen, setMenuOpen] = useState(false);

  if (!user) {
    return (
      <NavLink to="/auth" className={({ isActive }) => `button button--primary${isActive ? ' nav__link--active' : ''}`} onClick={onNavigate}>
        Sign In
      </NavLink>
    );
  }

  return (
    <div className="user-menu">
      <button
        type="button"
        className="nav__link user-menu__trigger"
        aria-haspopup="true"
        aria-expanded={menuOpen}
        aria-controls="user-menu"
        onClick={() => setMenuOpen((o) => !o)}
      >
        {user.username || user.email}
      </button>
      {menuOpen ? (
        <ul id="user-menu" className="user-menu__list">
          <li>
            <NavLink
              to="/profile"
              className={linkClass}
              onClick={() => {
                setMenuOpen(false);
                onNavigate();
              }}
            >
              Profile
            </NavLink>
          </li>
          <li>
            <button type="button" className="nav__link" onClick={() => void signOut()}>
              Log out
            </button>
          </li>
        </ul>
      ) : null}
    </div>
  );
}
