import type { FieldDefinition } from '../forms/field-definition';
import type { ProseBlock } from './prose';

/** The signature field of a template: at most one per form, drawn or typed (issue 12). */
export type SignField = { type: 'sign'; name: string; title: string; required: boolean };
/** The date of signing (Europe/Berlin), set by the server when the form is sent. */
export type TodayField = { type: 'today'; name: string; title: string };
/** A field of a form template: one of the form engine's types, or sign / today. */
export type TemplateField = FieldDefinition | SignField | TodayField;

/** Prose between fields, parsed once (prose.ts): the screen and the PDF draw these blocks, never markdown. */
export type TemplateBlock = { kind: 'prose'; blocks: ProseBlock[] } | { kind: 'field'; field: TemplateField };

/** A parsed template: its title (the first '# ' heading), prose and fields in order. */
export type FormTemplate = { title: string; blocks: TemplateBlock[] };

export function isSignField(field: TemplateField): field is SignField {
  return field.type === 'sign';
}

export function isTodayField(field: TemplateField): field is TodayField {
  return field.type === 'today';
}

export function isInputField(field: TemplateField): field is FieldDefinition {
  return field.type !== 'sign' && field.type !== 'today';
}

export function templateFields(template: FormTemplate): TemplateField[] {
  return template.blocks.flatMap((block) => (block.kind === 'field' ? [block.field] : []));
}

/** The fields the customer fills in: validated by the one form engine (parseForm). */
export function inputDefinitions(template: FormTemplate): FieldDefinition[] {
  return templateFields(template).filter(isInputField);
}

export function signField(template: FormTemplate): SignField | undefined {
  return templateFields(template).find(isSignField);
}

export function todayFields(template: FormTemplate): TodayField[] {
  return templateFields(template).filter(isTodayField);
}
