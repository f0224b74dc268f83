import { isFormKey } from '@kundenportal/domain/adviser-forms/form-availability';
import type { FormTemplate } from '@kundenportal/domain/adviser-forms/form-template';
import { MAX_TEMPLATE_LENGTH, parseTemplate } from '@kundenportal/domain/adviser-forms/parse-template';
import { workspacePaths } from '@kundenportal/domain/routing/workspace-paths';
import { workspaceFormTexts as texts } from '@kundenportal/domain/texts/workspace-forms';
import type { FormTemplateDetail } from '@kundenportal/domain/workspace/form-templates';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useDeferredValue, useId, useMemo, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useUnsavedEdits } from '../../../components/forms/unsaved-changes-scope';
import { Button } from '../../../components/ui/button';
import { formatDate } from '../../../lib/format';
import { takeServerErrors } from '../../../lib/server-errors';
import { toast } from '../../../lib/toast-store';
import { formTemplatesQuery, refreshAgencyLog } from '../shared/workspace-queries';
import styles from './form-template-page.module.css';
import { formTemplateQuery, putFormTemplate } from './form-templates-api';

export type FormTemplatePageProps = {
  /** The template as the customer fills it in (the adviser-forms feature's renderer, composed in app/). */
  preview: (template: FormTemplate) => ReactNode;
};

/**
 * `#/berater/formulare/{key}`: the template's markdown next to its preview, checked with the parser the
 * server uses while it is typed (every error with its line); "veröffentlichen" stores the next version.
 * A key without a template starts from a skeleton.
 */
export function FormTemplatePage({ preview }: FormTemplatePageProps) {
  const { key = '' } = useParams();
  const detail = useQuery({ ...formTemplateQuery(key), enabled: isFormKey(key) });
  if (!isFormKey(key))
    return (
      <>
        <h1 className={styles.heading} tabIndex={-1}>
          {texts.notFound}
        </h1>
        <Link to={workspacePaths.forms}>{texts.back}</Link>
      </>
    );
  return (
    <>
      <Link to={workspacePaths.forms} className={styles.back}>
        {texts.back}
      </Link>
      <h1 className={styles.heading} tabIndex={-1}>
        {detail.data?.title ?? texts.editorHeading(key)}
      </h1>
      {detail.isError ? <p role="alert">{texts.loadError}</p> : null}
      {detail.isSuccess ? (
        <Editor key={detail.data?.version ?? 0} formKey={key} saved={detail.data} preview={preview} />
      ) : null}
    </>
  );
}

function Editor({
  formKey,
  saved,
  preview,
}: {
  formKey: string;
  saved: FormTemplateDetail | null;
  preview: FormTemplatePageProps['preview'];
}) {
  const queryClient = useQueryClient();
  const id = useId();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const [source, setSource] = useState(saved?.source ?? texts.skeleton);
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const [sending, setSending] = useState(false);
  // What the server has: the page's template, or what was just published (before the reload shows it).
  const [published, setPublished] = useState(saved?.source ?? texts.skeleton);
  useUnsavedEdits(source !== published);
  // Parsing follows the typing at its own pace: the preview may lag a keystroke, the input never does.
  const checked = useDeferredValue(source);
  const parsed = useMemo(() => parseTemplate(checked), [checked]);
  const errors = serverErrors.length > 0 ? serverErrors : parsed.ok ? [] : parsed.errors;

  async function publish(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const now = parseTemplate(source);
    if (!now.ok) {
      textarea.current?.focus();
      return;
    }
    setSending(true);
    try {
      const answer = await putFormTemplate(formKey, source);
      setPublished(source);
      if (answer.created) {
        toast.success(texts.published(answer.title, answer.version));
        void refreshAgencyLog(queryClient);
      } else toast.success(texts.unchanged);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: formTemplateQuery(formKey).queryKey }),
        queryClient.invalidateQueries({ queryKey: formTemplatesQuery.queryKey, exact: true }),
      ]);
    } catch (failure) {
      const fields = takeServerErrors(failure);
      const shown = [fields.source, fields.key].filter((text): text is string => Boolean(text));
      setServerErrors(shown);
      if (shown.length > 0) textarea.current?.focus();
    } finally {
      setSending(false);
    }
  }

  return (
    <>
      <p className={styles.status}>
        {saved ? texts.current(saved.version, formatDate(saved.publishedAt)) : texts.newTemplate}
      </p>
      <div className={styles.columns}>
        <form className={styles.card} noValidate onSubmit={(event) => void publish(event)}>
          <label htmlFor={`${id}-source`} className={styles.label}>
            {texts.sourceLabel}
          </label>
          <p id={`${id}-hint`} className={styles.hint}>
            {texts.sourceHint}
          </p>
          <textarea
            id={`${id}-source`}
            ref={textarea}
            className={styles.source}
            rows={22}
            spellCheck={false}
            value={source}
            aria-invalid={errors.length > 0 ? true : undefined}
            aria-describedby={`${id}-hint ${id}-count${errors.length > 0 ? ` ${id}-errors` : ''}`}
            onChange={(event) => {
              setSource(event.target.value);
              setServerErrors([]);
            }}
          />
          <p id={`${id}-count`} className={styles.hint}>
            {texts.length(source.length, MAX_TEMPLATE_LENGTH)}
          </p>
          <div id={`${id}-errors`} className={styles.errors}>
            {errors.length > 0 ? (
              <>
                <p className={styles.errorsHeading}>{texts.errorsHeading}</p>
                <ul>
                  {errors.map((error) => (
                    <li key={error}>{error}</li>
                  ))}
                </ul>
              </>
            ) : null}
          </div>
          <Button type="submit" disabled={sending} aria-busy={sending || undefined}>
            {saved ? texts.publish : texts.publishFirst}
          </Button>
        </form>
        <section className={styles.card} aria-labelledby={`${id}-preview`}>
          <h2 id={`${id}-preview`} className={styles.sectionHeading}>
            {texts.previewHeading}
          </h2>
          <p className={styles.hint}>{texts.previewIntro}</p>
          {parsed.ok ? (
            <div className={styles.preview} key={checked}>
              <p className={styles.previewTitle}>{parsed.template.title}</p>
              {preview(parsed.template)}
            </div>
          ) : (
            <p>{texts.previewNone}</p>
          )}
        </section>
      </div>
      {saved && saved.versions.length > 0 ? (
        <section className={styles.card} aria-labelledby={`${id}-versions`}>
          <h2 id={`${id}-versions`} className={styles.sectionHeading}>
            {texts.versionsHeading}
          </h2>
          <ol className={styles.versions}>
            {saved.versions.map((version) => (
              <li key={version.version}>
                {texts.versionLine(version.version, version.title, formatDate(version.publishedAt))}
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </>
  );
}
