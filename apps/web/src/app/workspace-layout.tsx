import { workspacePaths } from '@kundenportal/domain/routing/workspace-paths';
import { uiTexts } from '@kundenportal/domain/texts/ui';
import { workspaceTexts } from '@kundenportal/domain/texts/workspace';
import { workspaceAccessTexts } from '@kundenportal/domain/texts/workspace-access';
import { workspaceTitleTexts } from '@kundenportal/domain/texts/workspace-titles';
import { unreadTotal } from '@kundenportal/domain/workspace/inbox';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { Link, NavLink, Outlet, useNavigate } from 'react-router';
import { UnsavedChangesScope } from '../components/forms/unsaved-changes-scope';
import { Button } from '../components/ui/button';
import { LegalLinks } from '../components/ui/legal-links';
import { inboxSummaryQuery } from '../features/workspace/inbox/inbox-api';
import { useLiveInbox } from '../features/workspace/inbox/inbox-live';
import { adviserProfileQuery, postAdviserLogout } from '../features/workspace/session/session-api';
import { getToken, setToken, subscribeToken } from '../lib/storage';
import { toast } from '../lib/toast-store';
import shell from './shell.module.css';
import styles from './workspace-layout.module.css';

/**
 * The adviser workspace's frame: its name, the agency, the navigation and the logout. Its editors ask
 * before unsaved changes are left (one guard for the page, the adviser's session).
 */
export function WorkspaceLayout() {
  const loggedIn = useSyncExternalStore(subscribeToken, () => getToken('adviser') !== null);
  return (
    <div className={shell.shell}>
      <a className={shell.skipLink} href="#workspace-main">
        {uiTexts.skipToContent}
      </a>
      <header className={styles.header}>
        <div className={styles.headerRow}>
          <span className={styles.appName}>{workspaceTexts.appName}</span>
          {loggedIn ? <AdviserMenu /> : null}
        </div>
      </header>
      <main id="workspace-main" className={styles.main} tabIndex={-1}>
        <UnsavedChangesScope realm="adviser">
          <Outlet />
        </UnsavedChangesScope>
      </main>
      <LegalLinks className={styles.footer} />
    </div>
  );
}

function AdviserMenu() {
  const profile = useQuery(adviserProfileQuery);
  const summary = useQuery(inboxSummaryQuery);
  useLiveInbox();
  const unread = summary.data ? unreadTotal(summary.data) : 0;
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  async function logout() {
    await postAdviserLogout().catch(() => undefined);
    setToken(null, 'adviser');
    queryClient.removeQueries({ queryKey: ['workspace'] });
    toast.success(workspaceTexts.logoutSuccess);
    navigate(workspacePaths.login);
  }

  return (
    <>
      <p className={styles.who}>
        {profile.data ? (
          <>
            <span>{`${profile.data.firstName} ${profile.data.lastName}`}</span>
            <span className={styles.agency}>{profile.data.agency.firma ?? profile.data.agency.name}</span>
            <Link to={workspacePaths.access}>{workspaceAccessTexts.link}</Link>
          </>
        ) : null}
      </p>
      <nav aria-label={workspaceTexts.navLabel} className={styles.nav}>
        <NavLink to={workspacePaths.inbox} className={styles.navLink}>
          {workspaceTexts.nav.inbox}
          {unread > 0 ? (
            <>
              <span className={styles.badge} aria-hidden="true">
                {unread > 99 ? '99+' : unread}
              </span>
              <span className="visually-hidden">{` (${workspaceTexts.inbox.navBadge(unread)})`}</span>
            </>
          ) : null}
        </NavLink>
        <NavLink to={workspacePaths.customers} className={styles.navLink}>
          {workspaceTexts.nav.customers}
        </NavLink>
        <NavLink to={workspacePaths.transfers} className={styles.navLink}>
          {workspaceTexts.nav.transfers}
        </NavLink>
        <NavLink to={workspacePaths.portfolioImport} className={styles.navLink}>
          {workspaceTitleTexts.titles.portfolioImport}
        </NavLink>
        <NavLink to={workspacePaths.invitations} className={styles.navLink}>
          {workspaceTexts.nav.invitations}
        </NavLink>
        <NavLink to={workspacePaths.referrals} className={styles.navLink}>
          {workspaceTexts.nav.referrals}
        </NavLink>
        <NavLink to={workspacePaths.forms} className={styles.navLink}>
          {workspaceTexts.nav.forms}
        </NavLink>
        <NavLink to={workspacePaths.rechner} className={styles.navLink}>
          {workspaceTexts.nav.rechner}
        </NavLink>
        <NavLink to={workspacePaths.agency} className={styles.navLink}>
          {workspaceTexts.nav.agency}
        </NavLink>
        <NavLink to={workspacePaths.signatureCheck} className={styles.navLink}>
          {workspaceTexts.nav.signatureCheck}
        </NavLink>
        <Button variant="secondary" onClick={logout}>
          {workspaceTexts.logout}
        </Button>
      </nav>
    </>
  );
}
