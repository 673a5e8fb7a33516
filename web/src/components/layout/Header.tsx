import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { NavBar } from './NavBar';
import { ThemeToggle } from './ThemeToggle';

export function Header() {
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();

  // A page change closes the mobile menu, however it happened.
  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <header className="header">
      <div className="header__inner container">
        <Link to="/" className="brand" aria-label="Bingeable home">
          <span className="brand__mark" aria-hidden="true">▶</span>
          Bingeable
        </Link>
        <NavBar id="main-nav" open={menuOpen} onNavigate={() => setMenuOpen(false)} />
        <div className="header__actions">
          <ThemeToggle />
          <button
            type="button"
            className="icon-button menu-button"
            aria-controls="main-nav"
            aria-expanded={menuOpen}
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <span aria-hidden="true">{menuOpen ? '✕' : '☰'}</span>
          </button>
        </div>
      </div>
    </header>
  );
}
