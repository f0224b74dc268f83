import { erasureDay } from '@kundenportal/domain/account-erasure/account-erasure-api';
import { isRequestStatus, requestStatusLabels } from '@kundenportal/domain/adviser-requests/request-kinds';
import { betreuungWorkspaceLabel, isBetreuung } from '@kundenportal/domain/bestandsuebertragung/betreuung';
import { isMandateLevel } from '@kundenportal/domain/bestandsuebertragung/mandate';
import { contractFieldTitle } from '@kundenportal/domain/contracts/provided-contract';
import { formatEuro } from '@kundenportal/domain/format/euro';
import { accountErasureTexts } from '@kundenportal/domain/texts/account-erasure';
import { bestandsuebertragungTexts } from '@kundenportal/domain/texts/bestandsuebertragung';
import { portfolioImportTexts } from '@kundenportal/domain/texts/portfolio-import';
import { workspaceTexts } from '@kundenportal/domain/texts/workspace';
import { workspaceAuditTexts } from '@kundenportal/domain/texts/workspace-audit';
import { workspacePresetTexts } from '@kundenportal/domain/texts/workspace-presets';
import { type AuditEntry, auditActionLabel } from '@kundenportal/domain/workspace/audit-log';
import { formatDate } from '../../../lib/format';

type Change = AuditEntry['changes'][number];
const texts = workspaceTexts.audit;
const agencyTexts = workspaceTexts.agency;

const textOf = (table: object, key: string): string | undefined => {
  const text: unknown = (table as Record<string, unknown>)[key];
  return typeof text === 'string' ? text : undefined;
};

const shownValue = (value: unknown): string => {
  if (value === null || value === undefined) return texts.none;
  if (value === true) return texts.on;
  if (value === false) return texts.off;
  if (typeof value === 'string' && isRequestStatus(value)) return requestStatusLabels[value];
  if (typeof value === 'string') return textOf(workspaceTexts.accountTypes, value) ?? value;
  return String(value);
};

const tiersText = (value: unknown): string => {
  if (!Array.isArray(value) || value.length === 0) return texts.noTiers;
  return value
    .map((tier: { minCount: number; valueCents: number }) =>
      texts.tier(tier.minCount, formatEuro(tier.valueCents / 100)),
    )
    .join('; ');
};

const transferTexts = workspaceAuditTexts.transfer;

/** A transfer's value: statuses and the mandate level by their labels, days as DD.MM.YYYY, the way sent. */
const transferValue =
  (name: string) =>
  (value: unknown): string => {
    if (value === null || value === undefined || value === '') return texts.none;
    const text = String(value);
    if (name === 'status')
      return (
        textOf(bestandsuebertragungTexts.contractStatus, text) ??
        textOf(bestandsuebertragungTexts.transferStatus, text) ??
        text
      );
    if (name === 'datum') return formatDate(text) || text;
    if (name === 'vollmacht' && isMandateLevel(text)) return bestandsuebertragungTexts.levels[text].label;
    if (name === 'weg') {
      if (text === 'post') return transferTexts.byPost;
      return text === 'email' ? transferTexts.byMail : transferTexts.byMailTo(text);
    }
    return text;
  };

/** An insurer's setting of the agency, keyed `<Versicherer>.<field>` (the name may hold a dot). */
function insurerSettingOf(key: string): Shown | null {
  const at = key.lastIndexOf('.');
  const field = textOf(workspaceAuditTexts.insurerSetting.fields, key.slice(at + 1));
  if (at <= 0 || field === undefined) return null;
  return {
    label: workspaceAuditTexts.insurerSetting.label(key.slice(0, at), field),
    value: (value) => (value === null || value === '' ? texts.none : String(value)),
  };
}

/** A provided contract's value in German: numbers with a decimal comma, days as DD.MM.YYYY. */
const contractValue = (value: unknown): string => {
  if (typeof value === 'number') return value.toLocaleString('de-DE');
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDate(value);
  return shownValue(value);
};

type Shown = {
  label: string;
  value: (value: unknown) => string;
  /** A null `before` is left out ('set to …') instead of shown. */
  omitNullBefore?: boolean;
};

/** How the changes of a key read: the customer's data (before null: set) and the agency's own. */
function shownOf(key: string): Shown {
  const [group = '', name = '', id = ''] = key.split('.');
  const customer = (label: string): Shown => ({ label, value: shownValue, omitNullBefore: true });
  switch (group) {
    case 'request':
      return customer(texts.request(textOf(workspaceTexts.inbox.requestTitles, name) ?? name, id));
    case 'config':
      return customer(textOf(workspaceTexts.flagLabels, name) ?? name);
    case 'features':
      return customer(textOf(workspaceTexts.featureLabels, name) ?? name);
    case 'beraterdokumente':
      return customer(texts.form(name));
    case 'profile':
      return {
        label: textOf(agencyTexts, name) ?? name,
        value: (value) => (value === null ? texts.none : String(value)),
      };
    case 'brand':
      return {
        label:
          name === 'font'
            ? texts.font
            : (textOf(agencyTexts.colours, name) ?? textOf(agencyTexts, name) ?? name),
        value: (value) =>
          value === null ? texts.none : (textOf(agencyTexts.fonts, String(value)) ?? String(value)),
      };
    case 'legal':
      return {
        label: textOf(agencyTexts.legalTitles, name) ?? name,
        value: (value) => (value === null ? texts.legalDefault : texts.legalOwn(String(value))),
      };
    case 'tiers':
      return { label: texts.tiers, value: tiersText };
    case 'form':
      return {
        label: texts.form(name),
        value: (value) => texts.version(Number(value)),
        omitNullBefore: true,
      };
    case 'import':
      return {
        label: portfolioImportTexts.auditLabel(textOf(portfolioImportTexts.auditCounts, name) ?? name),
        value: (value) => String(value ?? texts.none),
        omitNullBefore: true,
      };
    case 'vertrag':
      // A changed field of a provided contract (issue 31): the form's label; 'vertrag' alone is below.
      if (name) return { ...customer(contractFieldTitle(name)), value: contractValue };
      break;
    case 'rechner':
      // A Vergleichsrechner's field (issue 31); its title alone ('rechner') is below.
      if (name)
        return {
          label: textOf(workspaceAuditTexts.rechner, name) ?? name,
          value: (value) => (Array.isArray(value) ? value.join(', ') : shownValue(value)),
          omitNullBefore: true,
        };
      break;
    case 'transfer':
      return {
        label: textOf(transferTexts, name) ?? name,
        value: transferValue(name),
        omitNullBefore: true,
      };
  }
  // The customer's erasure (issue 32): the day it is due; null once taken back.
  if (key === 'faellig_am')
    return {
      label: accountErasureTexts.inbox.dueAt,
      value: (value) => (typeof value === 'string' ? erasureDay(value) : shownValue(value)),
      omitNullBefore: true,
    };
  if (key === 'preset') return customer(workspacePresetTexts.auditPreset);
  if (key === 'accountTyp') return customer(workspaceTexts.accountTyp);
  if (key === 'email') return customer(workspaceTexts.email);
  if (key === 'document') return customer(texts.document);
  if (key === 'referral') return customer(texts.referral);
  if (key === 'vertrag') return customer(transferTexts.vertrag);
  if (key === 'rechner') return customer(workspaceAuditTexts.rechner.titel);
  if (key === 'betreuung')
    return {
      label: workspaceAuditTexts.betreuung,
      value: (value) => (isBetreuung(value) ? betreuungWorkspaceLabel(value) : shownValue(value)),
      omitNullBefore: true,
    };
  return insurerSettingOf(key) ?? customer(key);
}

/** One change as the log shows it: 'Label: before → after' (German; colours as their hex value). */
export function changeText(change: Change): string {
  const shown = shownOf(change.key);
  const before = change.before === null && shown.omitNullBefore ? '' : `${shown.value(change.before)} → `;
  return `${shown.label}: ${before}${shown.value(change.after)}`;
}

/** The action of an entry in German (an unknown one as it is). */
export const actionText = auditActionLabel;
