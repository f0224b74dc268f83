import { Outlet } from 'react-router';
import { LegalLinks } from '../components/ui/legal-links';
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
      <LegalLinks className={styles.footer} />
    </div>
  );
}
