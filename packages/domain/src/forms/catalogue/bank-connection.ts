import { formTexts } from '../../texts/form';
import type { FieldDefinition } from '../field-definition';
import type { StoredValues } from '../stored-values';
import { ZAHLUNGSWEISE_OPTIONS } from './shared-options';

/**
 * One entry of a person's bank connection list: IBAN required, BIC optional (checked when given;
 * not derivable from the IBAN without a bank directory), account holder, and the banking
 * zahlungsweise (required, the contract's list behind a placeholder entry). The main flag `used`
 * belongs to the list rules (household/main-entry.ts).
 */
const fields = [
  { name: 'iban', title: 'IBAN', type: 'iban', required: true },
  { name: 'bic', title: 'BIC', type: 'textfield', maxLength: 11, format: 'bic' },
  { name: 'kontoinhaber', title: 'Kontoinhaber', type: 'textfield', minLength: 2, maxLength: 255 },
  {
    name: 'zahlungsweise',
    title: 'Zahlungsweise',
    type: 'dropdown',
    required: true,
    options: ZAHLUNGSWEISE_OPTIONS,
    placeholder: formTexts.choose,
  },
] as const satisfies readonly FieldDefinition[];

export const bankConnectionFields: readonly FieldDefinition[] = fields;

/** A bank connection's catalogue fields as stored and sent (required ones text, the others text or null). */
export type BankConnectionValues = StoredValues<typeof fields>;
