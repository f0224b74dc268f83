import { isFormKey } from '@kundenportal/domain/adviser-forms/form-availability';
import { formTemplatePath } from '@kundenportal/domain/routing/workspace-paths';
import { workspaceFormTexts as texts } from '@kundenportal/domain/texts/workspace-forms';
import { formKeyProblem } from '@kundenportal/domain/workspace/form-templates';
import { useQuery } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useUnsavedEdits } from '../../../components/forms/unsaved-changes-scope';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { formatDate } from '../../../lib/format';
import { useForm } from '../../../lib/use-form';
import styles from '../shared/list-page.module.css';
import { PageHead } from '../shared/page-head';
import { SectionCard, sectionItemClass } from '../shared/section-card';
import { formTemplatesQuery } from '../shared/workspace-queries';

/**
 * `#/berater/formulare`: the agency's form templates, newest version of each, and "Neues Formular" that
 * opens the editor under a new key (before: the admin command `form`).
 */
export function FormTemplatesPage() {
  const templates = useQuery(formTemplatesQuery);
  const navigate = useNavigate();
  const form = useForm(
    { key: '' },
    {
      parse: ({ key }) => {
        const value = key.trim();
        const problem = formKeyProblem(value);
        if (problem) return { ok: false, errors: { key: problem } };
        if (templates.data?.some((template) => template.key === value))
          return { ok: false, errors: { key: texts.keyTaken } };
        return { ok: true, values: { key: value } };
      },
    },
  );

  const allowLeaving = useUnsavedEdits(form.dirty);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = form.validate();
    if (!checked || !isFormKey(checked.key)) return;
    allowLeaving();
    void navigate(formTemplatePath(checked.key));
  }

  return (
    <>
      <PageHead
        heading={texts.heading}
        intro={texts.intro}
        loadError={templates.isError ? texts.loadError : null}
      />
      <SectionCard
        id="form-templates"
        title={texts.listLabel}
        empty={templates.data ? texts.empty : null}
        footer={
          <form className={styles.create} noValidate onSubmit={onSubmit} aria-labelledby="new-form">
            <h3 id="new-form" className={styles.createHeading}>
              {texts.newHeading}
            </h3>
            <Field
              {...form.bind('key')}
              label={texts.keyLabel}
              hint={texts.keyHint}
              autoComplete="off"
              spellCheck={false}
              required
            />
            <Button type="submit">{texts.create}</Button>
          </form>
        }
      >
        {(templates.data ?? []).map((template) => (
          <li key={template.key} className={sectionItemClass}>
            <Link
              to={formTemplatePath(template.key)}
              className={styles.title}
              aria-label={texts.edit(template.title)}
            >
              {template.title}
            </Link>
            <span className={styles.meta}>
              {[
                template.key,
                texts.version(template.version),
                texts.fields(template.fields),
                texts.publishedAt(formatDate(template.publishedAt)),
              ].join(' · ')}
            </span>
          </li>
        ))}
      </SectionCard>
    </>
  );
}
