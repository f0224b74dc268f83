import { damageReportForm } from '@kundenportal/domain/adviser-requests/request-forms';
import { checkUpload } from '@kundenportal/domain/documents/upload-rules';
import type { FieldDefinition, FieldOption } from '@kundenportal/domain/forms/field-definition';
import { type FormValues, toFormValues } from '@kundenportal/domain/forms/form-values';
import { parseForm } from '@kundenportal/domain/forms/validate-form';
import { adviserRequestTexts as texts } from '@kundenportal/domain/texts/adviser-requests';
import { messages } from '@kundenportal/domain/texts/messages';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useCallback, useMemo, useState } from 'react';
import { toast } from '../../../lib/toast-store';
import { useForm } from '../../../lib/use-form';
import { useCreateDamageReport } from './api/create-damage-report';
import { damageReportsKey } from './api/get-damage-reports';
import { sendDamageReport } from './api/send-damage-report';
import { requestBody } from './use-request-form';

/**
 * Uploads one file to a damage report (documents owner type 'inquire'); rejects with an Error whose
 * message says why. app/pages hands in the documents feature's upload: features do not import each other.
 */
export type UploadAttachment = (reportId: number, file: File) => Promise<void>;

const CONTRACT_FIELD = 'vertrag_id';

/**
 * The form's fields: subject and description and, when the customer may list the household's contracts
 * (`contracts` given), the contract concerned ('kein bestimmter Vertrag' as the empty choice).
 */
export function damageReportDefinitions(contracts: readonly FieldOption[] | undefined): FieldDefinition[] {
  return damageReportForm(contracts ?? [])
    .filter((definition) => contracts !== undefined || definition.name !== CONTRACT_FIELD)
    .map((definition) =>
      definition.name === CONTRACT_FIELD ? { ...definition, placeholder: texts.noContract } : definition,
    );
}

/** A refused file's message, naming the file unless the message does ('Dateityp wird nicht unterstützt (x)'). */
function refusal(file: File, message: string): string {
  return message.includes(file.name) ? message : `${file.name}: ${message}`;
}

/**
 * State and submit of the damage report form (issue 11, docs/decisions/020-…): the domain's form checks
 * before sending; chosen files are checked against the upload rules (type, 25 MB) as they are added.
 * Without files the report is sent at once. With files it is stored as a draft, each file is uploaded to
 * it, then it is sent, so the adviser's one mail names every file. When an upload fails the draft stays
 * (listed with 'Jetzt senden'), and `uploadFailures` says which files did not arrive.
 */
export function useDamageReportForm(
  contracts: readonly FieldOption[] | undefined,
  uploadAttachment: UploadAttachment,
) {
  const definitions = useMemo(() => damageReportDefinitions(contracts), [contracts]);
  const parse = useCallback(
    (values: FormValues) => parseForm(definitions, values, { now: new Date() }),
    [definitions],
  );
  const form = useForm(toFormValues(definitions), { parse });
  const [files, setFiles] = useState<File[]>([]);
  const [refused, setRefused] = useState<string[]>([]);
  const [uploadFailures, setUploadFailures] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const create = useCreateDamageReport();
  const queryClient = useQueryClient();

  function addFiles(chosen: readonly File[]) {
    const accepted: File[] = [];
    const messagesOfRefused: string[] = [];
    for (const file of chosen) {
      const check = checkUpload(file);
      if (check.ok) accepted.push(file);
      else messagesOfRefused.push(refusal(file, check.message));
    }
    setFiles((current) => [...current, ...accepted]);
    setRefused(messagesOfRefused);
  }

  function removeFile(index: number) {
    setFiles((current) => current.filter((_, position) => position !== index));
  }

  /** The report reached the server: the form starts over and the list asks again. */
  function finish() {
    form.reset();
    setFiles([]);
    setRefused([]);
    void queryClient.invalidateQueries({ queryKey: damageReportsKey });
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const values = form.validate();
    if (!values) return;
    setUploadFailures([]);
    setBusy(true);
    try {
      const attached = files;
      let created: Awaited<ReturnType<typeof create.mutateAsync>>;
      try {
        created = await create.mutateAsync({ body: requestBody(values), draft: attached.length > 0 });
      } catch (error) {
        form.showSubmitError(error);
        return;
      }
      if (attached.length === 0) {
        if (created.message) toast.success(created.message);
        finish();
        return;
      }
      const failed: string[] = [];
      for (const file of attached) {
        try {
          await uploadAttachment(created.id, file);
        } catch (error) {
          failed.push(
            `${file.name}: ${error instanceof Error && error.message ? error.message : messages.genericError}`,
          );
        }
      }
      if (failed.length > 0) {
        setUploadFailures(failed);
      } else {
        // A failure here is the API client's toast; the draft stays in the list with 'Jetzt senden'.
        const sent = await sendDamageReport(created.id).catch(() => null);
        if (sent) toast.success(sent.message);
      }
      // Sent or kept as a draft: the report is the server's now, the form starts over.
      finish();
    } finally {
      setBusy(false);
    }
  }

  return {
    form,
    definitions,
    files,
    refused,
    uploadFailures,
    busy,
    addFiles,
    removeFile,
    dismissRefused: () => setRefused([]),
    submit,
  };
}
