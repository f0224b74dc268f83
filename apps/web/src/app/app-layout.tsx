import { agentDisplayName } from '@kundenportal/domain/account/user';
import { mayChat } from '@kundenportal/domain/chat/chat-access';
import { STICKY_HEADER_SCROLL_PX } from '@kundenportal/domain/constants';
import { greeting } from '@kundenportal/domain/greeting/greeting';
import { visibleNavigation } from '@kundenportal/domain/routing/navigation';
import { paths } from '@kundenportal/domain/routing/paths';
import { landingRoute } from '@kundenportal/domain/routing/route-rules';
import { uiTexts } from '@kundenportal/domain/texts/ui';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, type Location, NavLink, Outlet, useLocation } from 'react-router';
import { UserAvatar } from '../components/avatar/user-avatar';
import { PasskeyPrompt } from '../features/auth/components/passkey-prompt';
import { useChatUnread } from '../features/chat/api/chat-unread';
import { UnreadBadge } from '../features/chat/components/unread-badge';
import { useBrand } from '../lib/brand';
import { useCurrentUser } from '../lib/current-user';
import styles from './app-layout.module.css';
import { isBuilt } from './app-routes';
import { BrandLogo } from './brand/brand-logo';
import { DeferredErasureNotice } from './deferred-erasure-notice';
import { DeferredRating } from './deferred-rating';
import { PageErrorBoundary } from './page-error-boundary';
import shell from './shell.module.css';
import { useFitAboveBottomBar } from './use-fit-above-bottom-bar';
import { useScrolledPast } from './use-scrolled-past';

// Loaded when first opened: the layout is part of every logged-in first load (app/boot).
const RecommendAppDialog = lazy(() =>
  import('../features/referrals/components/recommend-app-dialog').then((m) => ({
    default: m.RecommendAppDialog,
  })),
);

const NAV_ID = 'main-navigation';

/** Layout of the logged-in /app pages: header with menu and greeting, navigation, page, footer. */
export function AppLayout() {
  const user = useCurrentUser();
  const location = useLocation();
  // The navigation is open only for the location it was opened on: any route change closes it. The
  // location object, not its key: Back returns to the same key (the menu reopened over the page).
  const [openedAt, setOpenedAt] = useState<Location | null>(null);
  const [recommendOpen, setRecommendOpen] = useState(false);
  const navOpen = openedAt === location;
  const scrolled = useScrolledPast(STICKY_HEADER_SCROLL_PX);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const navRef = useRef<HTMLElement>(null);
  const mainRef = useRef<HTMLElement>(null);
  useFitAboveBottomBar(navRef, navOpen);

  const groups = user ? visibleNavigation({ loggedIn: true, user }, isBuilt) : [];
  // Unread adviser messages on the menu button and the 'Chat' entry (issue 27), live from the chat stream.
  const unread = useChatUnread(mayChat(user));
  const agent = user?.agent ?? null;
  const adviserName = agent ? agent.firma || agentDisplayName(agent) : '';
  // The adviser's colours on every app page (spec section 1), checked again before they apply.
  useBrand(agent?.branding ?? null);
  const greetingLine = user ? greeting(user.first_name, user.haupt_person?.geburtsdatum, new Date()) : '';

  // Opening moves focus into the navigation; Escape (focus back to the button) or a click outside closes it.
  useEffect(() => {
    if (!navOpen) return;
    navRef.current?.querySelector<HTMLElement>('a, button')?.focus();
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!navRef.current?.contains(target) && !menuButtonRef.current?.contains(target)) setOpenedAt(null);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenedAt(null);
      menuButtonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [navOpen]);

  function skipToContent() {
    // A button, not a '#main' link: the hash router would read that as a route.
    mainRef.current?.focus();
  }

  return (
    <div className={shell.shell}>
      <header
        className={`${styles.header} ${scrolled ? styles.sticky : ''}`}
        data-sticky={scrolled || undefined}
      >
        <button type="button" className={shell.skipLink} onClick={skipToContent}>
          {uiTexts.skipToContent}
        </button>
        <div className={styles.headerRow}>
          <Link className={styles.brand} to={user ? landingRoute(user) : paths.imprint}>
            <BrandLogo
              logo={agent?.logo}
              firm={adviserName}
              markClassName={styles.logoMark}
              nameClassName={styles.appName}
              logoClassName={styles.logo}
              size={36}
            />
          </Link>
          <div className={styles.headerActions}>
            {/* Decorative (alt ''): the own picture, else the fallback by gender (spec sections 3, 4). */}
            <UserAvatar user={user} variant="small" />
            <button
              ref={menuButtonRef}
              type="button"
              className={styles.menuButton}
              aria-expanded={navOpen}
              aria-controls={NAV_ID}
              onClick={() => setOpenedAt(navOpen ? null : location)}
            >
              <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="24" height="24">
                <path
                  d={navOpen ? 'M6 6l12 12M18 6L6 18' : 'M4 7h16M4 12h16M4 17h16'}
                  stroke="currentColor"
                  strokeWidth="2.2"
                  strokeLinecap="round"
                />
              </svg>
              <span>{uiTexts.menu}</span>
              <UnreadBadge count={unread} />
            </button>
          </div>
        </div>
        {/* Always there, empty until the profile has loaded: the page below never moves (app/boot). */}
        <p className={styles.greeting}>{greetingLine}</p>
        {navOpen ? (
          <nav id={NAV_ID} ref={navRef} className={styles.navigation} aria-label={uiTexts.mainNavigation}>
            {groups.map((group) => (
              <div key={group.title} className={styles.navGroup}>
                <h2 className={styles.navTitle}>{group.title}</h2>
                <ul className={styles.navList}>
                  {group.entries.map((entry) =>
                    'dialog' in entry ? (
                      <li key={entry.dialog}>
                        <button
                          type="button"
                          className={styles.navLink}
                          onClick={() => {
                            setOpenedAt(null);
                            setRecommendOpen(true);
                          }}
                        >
                          {entry.label}
                        </button>
                      </li>
                    ) : (
                      <li key={entry.to}>
                        <NavLink className={styles.navLink} to={entry.to}>
                          {entry.label}
                          {entry.to === paths.adviserChat ? <UnreadBadge count={unread} /> : null}
                        </NavLink>
                      </li>
                    ),
                  )}
                </ul>
              </div>
            ))}
            <ul className={`${styles.navList} ${styles.navLogout}`}>
              <li>
                <NavLink className={styles.navLink} to={paths.appLogout}>
                  {uiTexts.logout}
                </NavLink>
              </li>
            </ul>
          </nav>
        ) : null}
      </header>
      <main id="main" ref={mainRef} className={styles.main} tabIndex={-1}>
        <DeferredErasureNotice />
        {/* An error inside the page stays in it (issue 27): a new page starts without it. */}
        <PageErrorBoundary key={location.pathname}>
          <Outlet />
        </PageErrorBoundary>
        {/* After the page, never over it: the app rating, once the page is idle (issue 13). */}
        <DeferredRating />
      </main>
      <footer className={styles.footer}>
        {adviserName ? <p className={styles.footerText}>{adviserName}</p> : null}
        <Link className={styles.footerLink} to={paths.imprint}>
          {uiTexts.legalFooterLink}
        </Link>
      </footer>
      {recommendOpen ? (
        <Suspense fallback={null}>
          <RecommendAppDialog open onClose={() => setRecommendOpen(false)} />
        </Suspense>
      ) : null}
      {/* Asks once per device and account whether to log in with Touch-ID / Face-ID (spec section 2). */}
      <PasskeyPrompt />
    </div>
  );
}
