import { z } from 'zod';
import {
  FIELD_TYPES,
  type FieldDefinition,
  type FieldOption,
  type FieldOptionGroup,
} from '../forms/field-definition';
import type { FormDetailResponse, FormListResponse, FormSentResponse } from './form-api';
import type { SignField, TemplateBlock, TodayField } from './form-template';
import type { ProseBlock, ProseListItem, ProseRun } from './prose';

/** The answers of the customer's adviser forms (form-api.ts) as zod schemas, for the route schemas. */

/** GET /api/forms */
export const formListSchema = z.object({
  forms: z.array(
    z.object({
      key: z.string(),
      title: z.string(),
      version: z.number().int(),
      signed_at: z.string().nullable(),
    }),
  ),
}) satisfies z.ZodType<FormListResponse>;

const textFormat = z.enum(['email', 'phone', 'mobile', 'bic']);
const option = z.object({ value: z.string(), label: z.string() }) satisfies z.ZodType<FieldOption>;
const optionGroup = z.object({
  label: z.string(),
  options: z.array(option).readonly(),
}) satisfies z.ZodType<FieldOptionGroup>;

/** A field of the form engine as a template declares it (field-definition.ts). */
const fieldDefinitionSchema = z.object({
  name: z.string(),
  title: z.string(),
  type: z.enum(FIELD_TYPES),
  required: z
    .union([
      z.boolean(),
      z.object({ when: z.string(), equals: z.union([z.string(), z.array(z.string()).readonly()]) }),
    ])
    .optional(),
  minLength: z.number().optional(),
  maxLength: z.number().optional(),
  min: z.union([z.number(), z.string()]).optional(),
  max: z.union([z.number(), z.string()]).optional(),
  step: z.number().optional(),
  decimals: z.number().optional(),
  options: z.array(option).readonly().optional(),
  optionGroups: z.array(optionGroup).readonly().optional(),
  placeholder: z.string().optional(),
  unit: z.string().optional(),
  unlimited: z.boolean().optional(),
  default: z.union([z.string(), z.number(), z.boolean(), z.null()]).optional(),
  format: z
    .union([textFormat, z.object({ when: z.string(), cases: z.record(z.string(), textFormat) })])
    .optional(),
  after: z.string().optional(),
}) satisfies z.ZodType<FieldDefinition>;

const signFieldSchema = z.object({
  type: z.literal('sign'),
  name: z.string(),
  title: z.string(),
  required: z.boolean(),
}) satisfies z.ZodType<SignField>;
const todayFieldSchema = z.object({
  type: z.literal('today'),
  name: z.string(),
  title: z.string(),
}) satisfies z.ZodType<TodayField>;

const proseRunSchema = z.object({
  text: z.string(),
  bold: z.literal(true).optional(),
  italic: z.literal(true).optional(),
  code: z.literal(true).optional(),
  strike: z.literal(true).optional(),
  href: z.string().optional(),
}) satisfies z.ZodType<ProseRun>;

/**
 * A block inside a quote or a list item: one of the kinds below again. The document shows it as an object
 * with its kind (a recursive schema has no place in the OpenAPI document's inline schemas); sent as it is.
 */
const nestedProseBlock = z.looseObject({ kind: z.string() }).meta({
  description: 'a prose block (one of the kinds of its parent), nested',
}) as unknown as z.ZodType<ProseBlock>;

const proseBlockSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('heading'),
    depth: z.union([z.literal(2), z.literal(3), z.literal(4), z.literal(5), z.literal(6)]),
    runs: z.array(proseRunSchema),
  }),
  z.object({ kind: z.literal('paragraph'), runs: z.array(proseRunSchema) }),
  z.object({
    kind: z.literal('list'),
    ordered: z.boolean(),
    start: z.number(),
    items: z.array(z.object({ blocks: z.array(nestedProseBlock) }) satisfies z.ZodType<ProseListItem>),
  }),
  z.object({ kind: z.literal('quote'), blocks: z.array(nestedProseBlock) }),
  z.object({ kind: z.literal('rule') }),
  z.object({
    kind: z.literal('table'),
    header: z.array(z.array(proseRunSchema)),
    rows: z.array(z.array(z.array(proseRunSchema))),
  }),
  z.object({ kind: z.literal('code'), text: z.string() }),
]) satisfies z.ZodType<ProseBlock>;

const templateBlockSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('prose'), blocks: z.array(proseBlockSchema) }),
  z.object({
    kind: z.literal('field'),
    field: z.union([signFieldSchema, todayFieldSchema, fieldDefinitionSchema]),
  }),
]) satisfies z.ZodType<TemplateBlock>;

const formValuesSchema = z.record(z.string(), z.string());

/** GET /api/forms/{key} */
export const formDetailResponseSchema = z.object({
  form: z.object({
    key: z.string(),
    title: z.string(),
    version: z.number().int(),
    blocks: z.array(templateBlockSchema),
    values: formValuesSchema,
    signer: z.string(),
    today: z.string(),
    signed_at: z.string().nullable(),
  }),
  template: z.string().meta({ description: 'the template’s markdown source' }),
  values: formValuesSchema,
}) satisfies z.ZodType<FormDetailResponse>;

/** POST /api/forms/{key} with preview false (201). */
export const formSentSchema = z.object({
  success: z.literal(true),
  document: z.object({ id: z.number().int(), filename: z.string() }),
  audit_id: z.string(),
  signed_at: z.string(),
}) satisfies z.ZodType<FormSentResponse>;

/** POST /api/forms/{key} with preview true: the filled PDF, inline. */
export const formPreviewResponse = {
  description: 'The filled-in form as a PDF (inline), nothing stored',
  content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } },
};
