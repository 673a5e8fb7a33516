import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { NavBar } from './NavBar';
import { ThemeToggle } from './ThemeToggle';

export function Header() {
  const { pathname } = useLocation();
  // The menu is open on the page it was opened on: a page change closes it, however it happened,
  // without an effect resetting state after the render.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === pathname;
  const setMenuOpen = (open: boolean) => setOpenOn(open ? pathname : null);

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
            onClick={() => setMenuOpen(!menuOpen)}
          >
            <span aria-hidden="true">{menuOpen ? '✕' : '☰'}</span>
          </button>
        </div>
      </div>
    </header>
  );
}
