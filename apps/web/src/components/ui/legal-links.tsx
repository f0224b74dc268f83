import { paths } from '@kundenportal/domain/routing/paths';
import { uiTexts } from '@kundenportal/domain/texts/ui';
import { Link } from 'react-router';
import styles from './legal-links.module.css';

/**
 * The public imprint and privacy text (issue 27, ADR 034), under every page that has no menu leading
 * there: the intro pages and the workspace. The imprint from every page (§ 5 DDG), the privacy text
 * before any data is entered.
 */
export function LegalLinks({ className }: { className?: string }) {
  return (
    <footer className={className}>
      <nav aria-label={uiTexts.legalLinks} className={styles.links}>
        <Link to={paths.publicImprint}>{uiTexts.imprint}</Link>
        <Link to={paths.publicPrivacy}>{uiTexts.privacy}</Link>
      </nav>
    </footer>
  );
}
