import { type KeyboardEvent, useEffect, useState } from 'react';
import styles from '../form-fields.module.css';
import { controlProps, describedBy, type FieldProps, FieldShell, submitOnEnter } from './field-parts';

export type ComboboxSuggestion = { value: string; description?: string };

export type ComboboxFieldProps = FieldProps & {
  /** Suggestions for the text typed so far (a handful); any other text stays allowed. */
  suggest: (query: string) => readonly ComboboxSuggestion[];
  /** How the number of suggestions is read out ('5 Vorschläge'). */
  countText: (count: number) => string;
  hint?: string;
};

/**
 * A text field with suggestions: the WAI-ARIA 1.2 combobox pattern with a listbox popup
 * (https://www.w3.org/WAI/ARIA/apg/patterns/combobox/). Typing opens the list without selecting;
 * Down/Up move through it (Down on a closed list opens it, Alt+Down opens it without moving), Enter
 * takes the active suggestion (without one it submits the form like any one-line field), Escape
 * closes the list, a click takes a suggestion. The focus stays in the input throughout; the active
 * option is named by aria-activedescendant. Free text is kept as typed.
 */
export function ComboboxField(props: ComboboxFieldProps) {
  const { id, value, readOnly, suggest, countText, hint } = props;
  const listId = `${id}-listbox`;
  const statusId = `${id}-status`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = readOnly ? [] : suggest(value);
  const expanded = open && suggestions.length > 0;
  const optionId = (index: number) => `${id}-option-${index}`;
  const activeId = expanded && active >= 0 && active < suggestions.length ? optionId(active) : undefined;

  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const choose = (suggestion: ComboboxSuggestion) => {
    props.onChange(suggestion.value);
    close();
  };

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = suggestions.length;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!expanded) {
          setOpen(true);
          setActive(event.altKey || count === 0 ? -1 : 0);
        } else if (!event.altKey) {
          setActive((current) => (current + 1) % count);
        }
        return;
      case 'ArrowUp':
        event.preventDefault();
        if (!expanded) {
          setOpen(true);
          setActive(count - 1);
        } else {
          setActive((current) => (current <= 0 ? count - 1 : current - 1));
        }
        return;
      case 'Enter': {
        const suggestion = activeId ? suggestions[active] : undefined;
        if (suggestion && !event.nativeEvent.isComposing) {
          event.preventDefault();
          choose(suggestion);
          return;
        }
        submitOnEnter(event);
        return;
      }
      case 'Escape':
        if (expanded) {
          // The list closes; a dialog around the field stays open.
          event.preventDefault();
          event.stopPropagation();
          close();
        }
        return;
      default:
    }
  }

  return (
    <FieldShell field={props} hint={hint}>
      <div className={styles.combobox}>
        <input
          ref={props.inputRef}
          {...controlProps(props)}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={activeId}
          value={value}
          maxLength={props.definition.maxLength}
          required={props.required}
          aria-describedby={describedBy(props, hint)}
          onChange={(event) => {
            props.onChange(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onBlur={close}
          onKeyDown={onKeyDown}
        />
        <div
          id={listId}
          role="listbox"
          aria-label={props.definition.title}
          className={styles.listbox}
          hidden={!expanded}
        >
          {expanded
            ? suggestions.map((suggestion, index) => (
                // The options are not focusable and have no keys of their own: the focus stays in the input,
                // which names the active option (aria-activedescendant) and handles the keys.
                // biome-ignore lint/a11y/useKeyWithClickEvents: see above.
                // biome-ignore lint/a11y/useFocusableInteractive: see above.
                <div
                  key={`${suggestion.value}-${suggestion.description ?? ''}`}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  className={styles.suggestion}
                  // Keeps the focus in the input, so the list does not close before the click.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => choose(suggestion)}
                >
                  <span className={styles.suggestionValue}>{suggestion.value}</span>
                  {suggestion.description && suggestion.description !== suggestion.value ? (
                    <span className={styles.suggestionDescription}>{suggestion.description}</span>
                  ) : null}
                </div>
              ))
            : null}
        </div>
        <p id={statusId} className="visually-hidden" aria-live="polite" aria-atomic="true">
          {open && value.trim() ? countText(suggestions.length) : ''}
        </p>
      </div>
    </FieldShell>
  );
}
