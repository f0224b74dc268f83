import { workspaceTexts } from '@kundenportal/domain/texts/workspace';
import { useQuery } from '@tanstack/react-query';
import { agencyQuery } from '../api/agency-api';
import styles from '../components/agency.module.css';
import { AgencyBrand } from '../components/agency-brand';
import { AgencyLegal } from '../components/agency-legal';
import { AgencyPresets } from '../components/agency-presets';
import { AgencyProfileForm } from '../components/agency-profile-form';
import { AgencyAuditLog } from '../components/audit-log';

const texts = workspaceTexts.agency;

/** `#/berater/agentur`: the agency as its customers see it, and its change log (issue 14; before: admin commands). */
export function AgencyPage() {
  const agency = useQuery(agencyQuery);
  return (
    <>
      <h1 className={styles.heading} tabIndex={-1}>
        {texts.heading}
      </h1>
      <p className={styles.intro}>{texts.intro}</p>
      {agency.isError ? <p role="alert">{texts.loadError}</p> : null}
      {agency.data ? (
        <div className={styles.sections}>
          <AgencyProfileForm saved={agency.data.profile} />
          <AgencyBrand agency={agency.data} />
          <AgencyLegal agency={agency.data} />
          <AgencyPresets />
          <AgencyAuditLog />
        </div>
      ) : null}
    </>
  );
}
