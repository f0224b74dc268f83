import {
  RATING_STARS,
  RATING_TEXT_MAX,
  type RatingStoreLinks,
  ratingBodyOf,
  ratingSchema,
} from '@kundenportal/domain/rating/rating-api';
import { ratingTexts as texts } from '@kundenportal/domain/texts/rating';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import buttonStyles from '../../../components/ui/button.module.css';
import fieldStyles from '../../../components/ui/field.module.css';
import { fromSafeParse, useForm } from '../../../lib/use-form';
import { useDismissRating } from '../api/dismiss-rating';
import { ratingPromptQuery, useRatingPrompt } from '../api/get-rating-prompt';
import { useSendRating } from '../api/send-rating';
import styles from './rating-card.module.css';

/**
 * The app rating (issue 13, docs/decisions/024-app-rating.md): a card, not a dialog, placed after the page's
 * content (app/deferred-rating.tsx), so it never covers or moves anything above it. It shows while the
 * server says to ask (enough logins, not yet answered): stars 1–5 as a radio group, an optional text,
 * 'Bewertung senden' and 'Nicht jetzt'. After sending it thanks and links the configured store entries.
 */
export function RatingCard() {
  const queryClient = useQueryClient();
  const prompt = useRatingPrompt();
  const [sent, setSent] = useState(false);
  if (sent) return <RatingThanks storeLinks={prompt.data?.storeLinks ?? { ios: null, android: null }} />;
  if (!prompt.data?.prompt) return null;

  function onSent() {
    setSent(true);
    // Answered: not asked again in this app start either (the thanks stay until the card goes).
    queryClient.setQueryData(ratingPromptQuery.queryKey, (current) =>
      current ? { ...current, prompt: false } : current,
    );
  }
  return <RatingForm onSent={onSent} />;
}

function RatingForm({ onSent }: { onSent: () => void }) {
  const id = useId();
  const sectionRef = useRef<HTMLElement>(null);
  const send = useSendRating();
  const dismiss = useDismissRating();
  const form = useForm(
    { stars: '', text: '' },
    { parse: (values) => fromSafeParse(ratingSchema.safeParse(ratingBodyOf(values))) },
  );
  const { values, errors } = form;
  const checked = Number(values.stars) || 0;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (send.isPending) return;
    if (!form.validate()) return;
    send.mutate(ratingBodyOf(values), {
      onSuccess: onSent,
      onError: (error) => form.showSubmitError(error),
    });
  }

  function notNow() {
    // The card goes at once; focus goes back to the page it stood under, not to the document's start.
    sectionRef.current?.closest<HTMLElement>('main')?.focus();
    dismiss.mutate();
  }

  const starsErrorId = `${id}-stars-error`;
  const countId = `${id}-count`;
  const textErrorId = `${id}-text-error`;
  return (
    <section ref={sectionRef} className={styles.card} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>
        {texts.title}
      </h2>
      <p className={styles.intro}>{texts.intro}</p>
      <form noValidate onSubmit={onSubmit}>
        <fieldset className={styles.stars} aria-describedby={errors.stars ? starsErrorId : undefined}>
          <legend className={fieldStyles.label}>{texts.starsLegend}</legend>
          <div className={styles.starRow}>
            {RATING_STARS.map((stars, index) => (
              <label
                key={stars}
                className={`${styles.star} ${stars <= checked ? styles.filled : ''}`}
                data-stars={stars}
              >
                <input
                  ref={index === 0 ? form.fieldRef<HTMLInputElement>('stars') : undefined}
                  className={styles.starInput}
                  type="radio"
                  name={`${id}-stars`}
                  value={String(stars)}
                  checked={values.stars === String(stars)}
                  aria-invalid={errors.stars ? true : undefined}
                  onChange={() => form.setValue('stars', String(stars))}
                />
                <StarIcon />
                <span className="visually-hidden">{texts.starLabel(stars)}</span>
              </label>
            ))}
          </div>
          <p className={styles.choice} aria-hidden="true">
            {checked ? texts.starLabel(checked) : '\u00a0'}
          </p>
          {errors.stars ? (
            <p id={starsErrorId} className={fieldStyles.error}>
              {errors.stars}
            </p>
          ) : null}
        </fieldset>
        <div className={fieldStyles.field}>
          <label className={fieldStyles.label} htmlFor={`${id}-text`}>
            {texts.textLabel}
          </label>
          <textarea
            ref={form.fieldRef<HTMLTextAreaElement>('text')}
            id={`${id}-text`}
            name="text"
            className={`${fieldStyles.input} ${styles.text}`}
            rows={3}
            maxLength={RATING_TEXT_MAX}
            value={values.text}
            aria-invalid={errors.text ? true : undefined}
            aria-describedby={[countId, errors.text ? textErrorId : ''].filter(Boolean).join(' ')}
            onChange={(event) => form.setValue('text', event.target.value)}
          />
          <p id={countId} className={fieldStyles.hint}>
            {texts.textCount(values.text.length, RATING_TEXT_MAX)}
          </p>
          {errors.text ? (
            <p id={textErrorId} className={fieldStyles.error}>
              {errors.text}
            </p>
          ) : null}
        </div>
        <div className={styles.actions}>
          <Button type="submit" disabled={send.isPending}>
            {texts.submit}
          </Button>
          <Button variant="secondary" onClick={notNow} disabled={send.isPending}>
            {texts.dismiss}
          </Button>
        </div>
      </form>
    </section>
  );
}

function RatingThanks({ storeLinks }: { storeLinks: RatingStoreLinks }) {
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form the focus was in is gone: the thanks take it, so a screen reader says them.
  useEffect(() => headingRef.current?.focus(), []);
  const links: { href: string; label: string }[] = [];
  if (storeLinks.ios) links.push({ href: storeLinks.ios, label: texts.appStore });
  if (storeLinks.android) links.push({ href: storeLinks.android, label: texts.playStore });
  return (
    <section className={styles.card} aria-labelledby={`${id}-thanks`}>
      <h2 id={`${id}-thanks`} ref={headingRef} className={styles.title} tabIndex={-1}>
        {texts.thanks}
      </h2>
      {links.length > 0 ? (
        <>
          <p className={styles.intro}>{texts.storeIntro}</p>
          <ul className={styles.storeLinks}>
            {links.map((link) => (
              <li key={link.label}>
                <a
                  className={`${buttonStyles.button} ${buttonStyles.secondary}`}
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {link.label}
                  <span className="visually-hidden"> {texts.opensElsewhere}</span>
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

function StarIcon() {
  return (
    <svg className={styles.starIcon} aria-hidden="true" focusable="false" viewBox="0 0 24 24">
      <path d="M12 2.8l2.8 5.7 6.3.9-4.55 4.43 1.07 6.27L12 17.14l-5.62 2.96 1.07-6.27L2.9 9.4l6.3-.9z" />
    </svg>
  );
}
