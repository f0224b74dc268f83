import { checkFormSubmission, type FormSubmission } from '@kundenportal/domain/adviser-forms/form-api';
import type { FormTemplate } from '@kundenportal/domain/adviser-forms/form-template';
import { AppError } from '../../lib/app-error';
import { parsedTemplate } from './form-service';
import type { TemplateRow } from './repository';

/** A body checked against the form it was sent to, at the time of the check (the signature's date). */
export type CheckedSubmission = { template: FormTemplate; submission: FormSubmission; now: Date };

function sentForOtherVersion(body: Record<string, unknown>, current: number): boolean {
  if (!Object.hasOwn(body, 'version')) return false;
  const version: unknown = body.version;
  return typeof version === 'number' && Number.isSafeInteger(version) && version > 0 && version !== current;
}

/**
 * The body of POST /api/forms/{key} against the form `formOf` gives for it (the template as the agency
 * publishes it now): a body filled in on another version is that version's 409, thrown before its values
 * meet this version's fields — a field the adviser removed would otherwise be a 422 and the page could not
 * carry the input over (issue 27); then the template's 'field=>message' entries, in the form engine's order.
 */
export function checkSubmission(
  body: unknown,
  formOf: (body: Record<string, unknown>) => TemplateRow,
  now: Date,
): { ok: true; value: CheckedSubmission } | { ok: false; entries: string[] } {
  let template: FormTemplate | undefined;
  const parsed = checkFormSubmission(body, (sent) => {
    const row = formOf(sent);
    template = parsedTemplate(row);
    if (sentForOtherVersion(sent, row.version)) throw new AppError('form_version_changed');
    return { template, now };
  });
  if (!parsed.ok) return parsed;
  return { ok: true, value: { template: template as FormTemplate, submission: parsed.submission, now } };
}
