import { sparteLabel } from '@kundenportal/domain/contracts/sparten';
import { CONTRACT_STATUS_OPTIONS } from '@kundenportal/domain/forms/catalogue/contract';
import { ZAHLUNGSWEISE_OPTIONS } from '@kundenportal/domain/forms/catalogue/shared-options';
import type { ImportChange, ImportEntry } from '@kundenportal/domain/portfolio-import/import-api';
import { portfolioImportTexts } from '@kundenportal/domain/texts/portfolio-import';
import { workspaceTexts } from '@kundenportal/domain/texts/workspace';
import { formatDate, formatEuro } from '../../../lib/format';

const none = workspaceTexts.audit.none;

/** A changed field's value as the preview shows it: Sparte, Zahlungsweise and Status by label, euros, German days. */
function valueText(feld: ImportChange['feld'], value: ImportChange['vorher']): string {
  if (value === null) return none;
  if (feld === 'beitrag' || feld === 'versicherungssumme') return formatEuro(Number(value));
  if (feld === 'status')
    return CONTRACT_STATUS_OPTIONS.find((option) => option.value === String(value))?.label ?? String(value);
  if (feld === 'beginn' || feld === 'ablauf' || feld === 'v_ende_am')
    return formatDate(String(value)) || String(value);
  if (feld === 'sparte') return sparteLabel(String(value));
  if (feld === 'zahlungsweise')
    return ZAHLUNGSWEISE_OPTIONS.find((option) => option.value === String(value))?.label ?? String(value);
  return String(value);
}

/** 'Beitrag: 30,00 € → 42,10 €'. */
export const changeText = (change: ImportChange) =>
  `${portfolioImportTexts.field[change.feld]}: ${valueText(change.feld, change.vorher)} → ${valueText(change.feld, change.nachher)}`;

/** 'HUK-COBURG 4711 (Kfz)'. */
export const contractText = (vertrag: NonNullable<ImportEntry['vertrag']>) =>
  `${vertrag.gesellschaft} ${vertrag.nummer} (${sparteLabel(vertrag.sparte)})`;
