import { workspaceTexts } from '@kundenportal/domain/texts/workspace';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import styles from './agency.module.css';
import { agencyQuery } from './agency-api';
import { AgencyBrand } from './agency-brand';
import { AgencyLegal } from './agency-legal';
import { AgencyProfileForm } from './agency-profile-form';

const texts = workspaceTexts.agency;

/**
 * `#/berater/agentur`: the agency as its customers see it (issue 14; before: admin commands). `sections`
 * are other workspace sub-areas' parts of the page (the presets, the change log), composed in by app/.
 */
export function AgencyPage({ sections }: { sections?: ReactNode }) {
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
          {sections}
        </div>
      ) : null}
    </>
  );
}
