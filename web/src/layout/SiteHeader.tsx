import { siteLabels } from '@lounge/core';
import { useAtom } from 'jotai';
import { useHydrateAtoms } from 'jotai/utils';
import { useEffect, useRef } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { track } from '../api/analytics';
import { useVenue } from '../api/venue';
import { useCurrentUser } from '../features/auth/currentUser';
import { useLogout } from '../features/auth/useLogout';
import { BrandMark } from '../ui/BrandMark';
import { ButtonLink } from '../ui/ButtonLink';
import { PlainButton } from '../ui/PlainButton';
import { menuLeftOpen, menuToggleLabel, stopHandlingMenuKeys } from './menuBeforeStart';
import { mobileMenuOpenAtom } from './mobileMenu';
import { memberLinks, type NavLinkItem, visitorLinks } from './navLinks';

const L = siteLabels.nav;

/** The site's header: brand, the navigation for visitors or members, and the small-screen menu. */
export function SiteHeader() {
  // A menu opened on the prerendered page before the app started stays open (menuBeforeStart.ts).
  // It is the state of the app's first render, not an effect after it: a tap on the menu while the
  // page hydrates is replayed by React on the hydrated button, and must toggle the menu as it is.
  useHydrateAtoms([[mobileMenuOpenAtom, menuLeftOpen()]]);
  const { venue } = useVenue();
  const { signedIn } = useCurrentUser();
  const [menuOpen, setMenuOpen] = useAtom(mobileMenuOpenAtom);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const links = signedIn ? memberLinks : visitorLinks;
  const close = () => setMenuOpen(false);

  // Any navigation closes the menu, including the browser's back button (not the first render: the
  // menu may have been left open on the page the app starts on).
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (pathname === shownPath.current) return;
    shownPath.current = pathname;
    setMenuOpen(false);
  }, [pathname, setMenuOpen]);

  // Mounted: Escape is the header's from now on. The page's own code may have closed the menu with
  // Escape while the page hydrated, after this header's first render read it: follow the page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the header mounts
  useEffect(() => {
    stopHandlingMenuKeys();
    const left = menuLeftOpen();
    if (left !== menuOpen) setMenuOpen(left);
  }, []);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen, setMenuOpen]);

  return (
    <header className="site-header">
      <div className="container header-bar">
        <Link to="/" className="brand" onClick={close}>
          <BrandMark />
          <span className="brand-name">{venue.name}</span>
        </Link>
        <nav aria-label="Main" className="nav-desktop">
          <NavList links={links} onNavigate={close} />
        </nav>
        <div className="header-actions nav-desktop">
          <HeaderActions signedIn={signedIn} onNavigate={close} />
        </div>
        <button
          ref={toggleRef}
          type="button"
          className="menu-toggle"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          aria-label={menuToggleLabel(menuOpen)}
          onClick={() => setMenuOpen(!menuOpen)}
        >
          <span className="menu-toggle-bars" data-open={menuOpen} aria-hidden="true" />
        </button>
      </div>
      <nav id="mobile-menu" aria-label="Main" className="mobile-menu" hidden={!menuOpen}>
        <NavList links={links} onNavigate={close} />
        <div className="mobile-menu-actions">
          <HeaderActions signedIn={signedIn} onNavigate={close} />
        </div>
      </nav>
    </header>
  );
}

function NavList({ links, onNavigate }: { links: readonly NavLinkItem[]; onNavigate: () => void }) {
  return (
    <ul className="nav-list">
      {links.map((link) => (
        <li key={link.to}>
          <NavLink to={link.to} end className="nav-link" onClick={onNavigate}>
            {link.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

function HeaderActions({ signedIn, onNavigate }: { signedIn: boolean; onNavigate: () => void }) {
  const { logOut, loggingOut } = useLogout();
  if (signedIn) {
    return (
      <PlainButton onClick={() => void logOut()} loading={loggingOut}>
        {L.logout}
      </PlainButton>
    );
  }
  return (
    <>
      <NavLink to="/login" className="nav-link" onClick={onNavigate}>
        {L.memberLogin}
      </NavLink>
      <ButtonLink to="/tour" onClick={onNavigate}>
        {L.bookTour}
      </ButtonLink>
      <ButtonLink
        to="/membership-selection"
        type="primary"
        onClick={() => {
          track('join_now_click');
          onNavigate();
        }}
      >
        {L.joinNow}
      </ButtonLink>
    </>
  );
}
