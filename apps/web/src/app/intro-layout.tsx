import { uiTexts } from '@kundenportal/domain/texts/ui';
import { Outlet } from 'react-router';
import defaultLogo from '../assets/default-logo.svg';
import styles from './intro-layout.module.css';

/** Layout of the public /intro pages (login, logout): the portal's logo above a centred card. */
export function IntroLayout() {
  return (
    <div className={styles.shell}>
      <header className={styles.header}>
        <img src={defaultLogo} alt="" width={40} height={40} />
        <span className={styles.appName}>{uiTexts.appName}</span>
      </header>
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
