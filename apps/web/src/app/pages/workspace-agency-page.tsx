import { AgencyPresets } from '../../features/workspace/access/agency-presets';
import { AgencyPage } from '../../features/workspace/agency/agency-page';
import { AgencyAuditLog } from '../../features/workspace/audit/audit-log';
import { InsurerSettingsSection } from '../../features/workspace/bestandsuebertragungen/insurer-settings-section';

/**
 * `#/berater/agentur` composed (workspace sub-areas never import each other): the agency, its presets, its
 * settings per insurer (issue 29), its log.
 */
export function WorkspaceAgencyRoute() {
  return (
    <AgencyPage
      sections={
        <>
          <AgencyPresets />
          <InsurerSettingsSection />
          <AgencyAuditLog />
        </>
      }
    />
  );
}
