import { workspaceTexts } from '@kundenportal/domain/texts/workspace';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PageHead } from '../shared/page-head';
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
      <PageHead
        heading={texts.heading}
        intro={texts.intro}
        loadError={agency.isError ? texts.loadError : null}
      />
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
