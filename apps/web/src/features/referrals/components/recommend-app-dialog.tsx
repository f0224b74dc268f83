import { referralTexts as texts } from '@kundenportal/domain/texts/referrals';
import { useEffect, useId } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import fieldStyles from '../../../components/ui/field.module.css';
import { Spinner } from '../../../components/ui/loader';
import { toast } from '../../../lib/toast-store';
import { useRecommendation } from '../api/referrals-api';
import styles from '../referrals.module.css';
import { ShareActions } from './share-actions';

/**
 * The recommend-app dialog (spec section 2, navigation 'Empfehlen' when the referrals feature is off): the
 * message of GET /api/social/recommendation (placeholders filled in by the server) to share through the
 * device's share dialog, WhatsApp, e-mail or SMS, or to copy.
 */
export function RecommendAppDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const recommendation = useRecommendation(open);
  const messageId = useId();
  useEffect(() => {
    if (open && recommendation.isError) toast.error(texts.recommendFailed);
  }, [open, recommendation.isError]);
  const data = recommendation.data;

  return (
    <Dialog open={open} title={texts.recommendTitle} onClose={onClose}>
      {data ? (
        <div className={styles.share}>
          <p>{data.description}</p>
          <label className={fieldStyles.label} htmlFor={messageId}>
            {texts.recommendMessageLabel}
          </label>
          <textarea id={messageId} className={fieldStyles.input} value={data.message} readOnly rows={5} />
          <ShareActions
            message={data.message}
            url={data.url}
            title={data.chooserTitle}
            subject={data.subject}
            copy={{ text: data.message, label: texts.copyMessage, done: texts.messageCopied }}
          />
        </div>
      ) : recommendation.isError ? (
        <p>{texts.recommendFailed}</p>
      ) : (
        <Spinner />
      )}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onClose}>
          {texts.close}
        </Button>
      </div>
    </Dialog>
  );
}
