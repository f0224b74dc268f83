import { formDefaults } from '@kundenportal/domain/forms/form-values';
import type { EntryId, NewEntryData } from '@kundenportal/domain/household/main-entry';
import type { PersonList } from '@kundenportal/domain/household/person-lists';
import { type Ref, useEffect, useId, useRef, useState } from 'react';
import { type ChangeReason, FormFields } from '../../../components/forms/form-fields';
import { Button } from '../../../components/ui/button';
import { entryErrorKey, type FormEntry } from '../person-form-state';
import styles from '../routes/persons.module.css';

export type EntryListTexts = {
  heading: string;
  entry: (position: number) => string;
  add: string;
  main: string;
  makeMain: string;
  remove: string;
  empty: string;
};

type EntryListEditorProps<F extends string, Original> = {
  /** The domain's list: its name (error keys '<name>.<entry id>.<field>'), main-entry rules and fields. */
  spec: PersonList<F, unknown>;
  list: readonly FormEntry<F, Original>[];
  onListChange: (update: (list: FormEntry<F, Original>[]) => FormEntry<F, Original>[]) => void;
  errors: Readonly<Record<string, string | undefined>>;
  onFieldChange: (key: string, reason: ChangeReason) => void;
  onFieldError: (key: string, message: string) => void;
  /** The form's ref callback for a field's error key (focus on the first invalid field). */
  fieldRef: (key: string) => (element: HTMLElement | null) => void;
  texts: EntryListTexts;
  readOnly: boolean;
};

/**
 * A person's address or bank connection list (spec sections 3 and 4): every entry edited inline,
 * add, remove, mark as main. All list changes go through the domain's main-entry rules, so exactly one
 * entry is main while any is left; removing a new entry drops it, removing a saved one marks it `del`
 * (hidden here, sent on save).
 */
export function EntryListEditor<F extends string, Original>({
  spec,
  list,
  onListChange,
  errors,
  onFieldChange,
  onFieldError,
  fieldRef,
  texts,
  readOnly,
}: EntryListEditorProps<F, Original>) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const mainMarks = useRef(new Map<EntryId, HTMLElement | null>());
  // What gets the focus after a change that removes the focused button. State, not a ref: only the
  // effect of the render that shows the change takes it (as lib/use-form.ts does).
  const [focusNext, setFocusNext] = useState<{ kind: 'main'; id: EntryId } | { kind: 'heading' } | null>(
    null,
  );
  const { name: prefix, rules, fields: definitions } = spec;
  const visible = rules.visible(list);

  useEffect(() => {
    if (!focusNext) return;
    setFocusNext(null);
    if (focusNext.kind === 'heading') headingRef.current?.focus();
    else mainMarks.current.get(focusNext.id)?.focus();
  }, [focusNext]);

  function changeValue(id: EntryId, name: string, value: string, reason: ChangeReason) {
    onListChange((current) =>
      current.map((entry) =>
        String(entry.id) === String(id) ? { ...entry, values: { ...entry.values, [name]: value } } : entry,
      ),
    );
    onFieldChange(entryErrorKey(prefix, id, name), reason);
  }

  return (
    <section className={`${styles.section} ${styles.listSection}`} aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} className={styles.sectionHeading} tabIndex={-1}>
        {texts.heading}
      </h2>
      {visible.length === 0 ? <p className={styles.explanation}>{texts.empty}</p> : null}
      {visible.map((entry, index) => {
        const isMain = rules.isMain(entry);
        const entryErrors: Record<string, string | undefined> = {};
        for (const definition of definitions)
          entryErrors[definition.name] = errors[entryErrorKey(prefix, entry.id, definition.name)];
        return (
          <fieldset key={String(entry.id)} className={`${styles.entry} ${isMain ? styles.entryMain : ''}`}>
            <legend className={styles.entryLegend}>
              <span className={styles.entryTitle}>{texts.entry(index + 1)}</span>
              {isMain ? (
                <MainMark
                  text={texts.main}
                  ref={(element) => {
                    mainMarks.current.set(entry.id, element);
                  }}
                />
              ) : null}
            </legend>
            <FormFields
              definitions={definitions}
              values={entry.values}
              errors={entryErrors}
              readOnly={readOnly}
              namePrefix={`${prefix}.${index}.`}
              onChange={(name, value, reason) => changeValue(entry.id, name, value, reason)}
              onFieldError={(name, message) => onFieldError(entryErrorKey(prefix, entry.id, name), message)}
              fieldRef={(name) => fieldRef(entryErrorKey(prefix, entry.id, name))}
            />
            {readOnly ? null : (
              <div className={styles.entryActions}>
                {isMain ? null : (
                  <Button
                    variant="secondary"
                    onClick={() => {
                      setFocusNext({ kind: 'main', id: entry.id });
                      onListChange((current) => rules.markMain(current, entry.id));
                    }}
                  >
                    {texts.makeMain}
                  </Button>
                )}
                <Button
                  variant="link"
                  onClick={() => {
                    setFocusNext({ kind: 'heading' });
                    onListChange((current) => rules.remove(current, entry.id));
                  }}
                >
                  {texts.remove}
                </Button>
              </div>
            )}
          </fieldset>
        );
      })}
      {readOnly ? null : (
        <Button
          variant="secondary"
          block
          onClick={() =>
            onListChange((current) => {
              // TypeScript cannot resolve Omit<…, F> for a generic F: the data is exactly { values }.
              const data = { values: formDefaults(definitions) } as unknown as NewEntryData<
                F,
                FormEntry<F, Original>
              >;
              return rules.add(current, data);
            })
          }
        >
          {texts.add}
        </Button>
      )}
    </section>
  );
}

function MainMark({ text, ref }: { text: string; ref: Ref<HTMLSpanElement> }) {
  return (
    <span ref={ref} tabIndex={-1} className={`${styles.badge} ${styles.mainBadge}`}>
      {text}
    </span>
  );
}
