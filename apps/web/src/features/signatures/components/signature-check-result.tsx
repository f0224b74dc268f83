import type { SignatureCheckResponse } from '@kundenportal/domain/signatures/signature-check';
import { signatureTexts as texts } from '@kundenportal/domain/texts/signatures';
import { PORTAL_TIME_ZONE } from '@kundenportal/domain/validation/date-bounds';
import { DetailList } from '../../../components/ui/detail-list';
import { Notice } from '../../../components/ui/notice';

/** The PDF prints the time of signing in Europe/Berlin; the answer shows it the same way. */
const signedAtFormat = new Intl.DateTimeFormat('de-DE', {
  timeZone: PORTAL_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** 'DD.MM.YYYY HH:mm' in Europe/Berlin. */
export function signedAtText(iso: string): string {
  return signedAtFormat.format(new Date(iso)).replace(',', '');
}

/** The check's answer in words: unchanged with who signed what and when, altered, or unknown. */
export function SignatureCheckResult({ answer }: { answer: SignatureCheckResponse }) {
  if (answer.status === 'unveraendert' && answer.dokument) {
    const { dokument } = answer;
    return (
      <Notice variant="success">
        <p>
          <strong>{texts.unchanged}</strong> {texts.unchangedDetail}
        </p>
        <DetailList
          items={[
            { label: texts.signedBy, value: dokument.unterschrieben_von },
            { label: texts.signedAt, value: texts.signedAtValue(signedAtText(dokument.unterschrieben_am)) },
            { label: texts.form, value: dokument.formular },
            { label: texts.version, value: String(dokument.version) },
          ]}
        />
      </Notice>
    );
  }
  if (answer.status === 'veraendert')
    return (
      <Notice variant="error">
        <p>
          <strong>{texts.altered}</strong> {texts.alteredDetail}
        </p>
      </Notice>
    );
  return (
    <Notice variant="warning" role="status">
      <p>
        <strong>{texts.unknown}</strong> {texts.unknownDetail}
      </p>
    </Notice>
  );
}
