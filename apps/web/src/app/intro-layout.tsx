import { paths } from '@kundenportal/domain/routing/paths';
import { uiTexts } from '@kundenportal/domain/texts/ui';
import { Link, Outlet } from 'react-router';
import { useBrand } from '../lib/brand';
import { BrandLogo } from './brand/brand-logo';
import { useIntroBrand } from './brand/use-intro-brand';
import styles from './intro-layout.module.css';

/**
 * Layout of the public /intro pages (login, logout): the logo above a centred card, the legal links below
 * it — the adviser's logo and colours when the portal was opened through the adviser's link
 * (`?berater=<code>`), else the portal's own.
 */
export function IntroLayout() {
  const brand = useIntroBrand();
  useBrand(brand?.branding ?? null);
  return (
    <div className={styles.shell}>
      <header className={styles.header}>
        <BrandLogo
          logo={brand?.agent.logo}
          firm={brand?.agent.firma}
          nameClassName={styles.appName}
          logoClassName={styles.logo}
        />
      </header>
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      {/* The imprint from every page, the privacy text before any data is entered (issue 27, ADR 034). */}
      <footer className={styles.footer}>
        <nav aria-label={uiTexts.legalLinks} className={styles.legalLinks}>
          <Link to={paths.publicImprint}>{uiTexts.imprint}</Link>
          <Link to={paths.publicPrivacy}>{uiTexts.privacy}</Link>
        </nav>
      </footer>
    </div>
  );
}
