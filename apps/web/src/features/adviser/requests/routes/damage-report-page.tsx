import { adviserRequestRights } from '@kundenportal/domain/adviser-requests/request-rights';
import type { FieldOption } from '@kundenportal/domain/forms/field-definition';
import { adviserRequestTexts as texts } from '@kundenportal/domain/texts/adviser-requests';
import { householdTexts } from '@kundenportal/domain/texts/household';
import { useId } from 'react';
import { FormFields } from '../../../../components/forms/form-fields';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { EmptyState } from '../../../../components/ui/empty-state';
import layout from '../../../../components/ui/form-layout.module.css';
import { Spinner } from '../../../../components/ui/loader';
import { Notice } from '../../../../components/ui/notice';
import { Page } from '../../../../components/ui/page';
import { useCurrentUser } from '../../../../lib/current-user';
import { AttachmentPicker } from '../components/attachment-picker';
import { DamageReportList } from '../components/damage-report-list';
import styles from '../requests.module.css';
import { type UploadAttachment, useDamageReportForm } from '../use-damage-report-form';

type Props = {
  /** The household's contracts as choices when the customer may list them (vertrag_list), else undefined. */
  contracts?: readonly FieldOption[];
  contractsPending?: boolean;
  /** The documents feature's upload to the report (owner type 'inquire'), handed in by app/pages. */
  uploadAttachment: UploadAttachment;
};

/**
 * /app/schadensmeldung (flag schaden, issue 11): report a damage to the adviser — subject, description,
 * the contract concerned, photos and documents — and the customer's reports below with their state.
 * Without an adviser there is no one to send it to: the page says so and asks nothing.
 */
export function DamageReportPage({ contracts, contractsPending = false, uploadAttachment }: Props) {
  const user = useCurrentUser();
  const allowed = user ? adviserRequestRights(user).damage : false;
  return (
    <Page heading={texts.damageHeading} intro={texts.damageIntro}>
      {!user ? (
        <Spinner />
      ) : !allowed ? (
        <EmptyState text={texts.noAdviser} />
      ) : (
        <>
          {contractsPending ? (
            <Spinner />
          ) : (
            <DamageReportForm contracts={contracts} uploadAttachment={uploadAttachment} />
          )}
          <DamageReportList />
        </>
      )}
    </Page>
  );
}

function DamageReportForm({
  contracts,
  uploadAttachment,
}: {
  contracts: readonly FieldOption[] | undefined;
  uploadAttachment: UploadAttachment;
}) {
  const report = useDamageReportForm(contracts, uploadAttachment);
  const headingId = useId();
  return (
    <Card labelledBy={headingId}>
      <h2 id={headingId} className={styles.sectionHeading}>
        {texts.newReport}
      </h2>
      <p className={styles.note}>{householdTexts.requiredNote}</p>
      {report.uploadFailures.length > 0 ? (
        <Notice variant="error">
          <p>{texts.uploadFailed}</p>
          <ul className={styles.messages}>
            {report.uploadFailures.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
          <p>{texts.uploadFailedHint}</p>
        </Notice>
      ) : null}
      <form noValidate onSubmit={report.submit} aria-busy={report.busy || undefined}>
        <FormFields definitions={report.definitions} {...report.form.fieldsProps} />
        <AttachmentPicker
          files={report.files}
          refused={report.refused}
          disabled={report.busy}
          onAdd={report.addFiles}
          onRemove={report.removeFile}
          onDismissRefused={report.dismissRefused}
        />
        <div className={layout.actions}>
          <Button type="submit" aria-disabled={report.busy || undefined}>
            {report.busy ? texts.sending : texts.send}
          </Button>
        </div>
      </form>
    </Card>
  );
}
