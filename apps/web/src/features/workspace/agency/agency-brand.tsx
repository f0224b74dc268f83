import {
  BRAND_FONTS,
  BRAND_RADIUS_MAX,
  type BrandFont,
  type BrandTokens,
  brandProperties,
  DEFAULT_BRAND,
  parseBranding,
} from '@kundenportal/domain/branding/brand-tokens';
import { workspaceTexts } from '@kundenportal/domain/texts/workspace';
import type { Agency } from '@kundenportal/domain/workspace/agency';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type CSSProperties, type FormEvent, useId, useRef, useState } from 'react';
import { useUnsavedEdits } from '../../../components/forms/unsaved-changes-scope';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { SelectField } from '../../../components/ui/select-field';
import { takeServerErrors } from '../../../lib/server-errors';
import { toast } from '../../../lib/toast-store';
import styles from './agency.module.css';
import { agencyQuery, keepAgency, postAgencyImage, putAgencyBrand } from './agency-api';

const texts = workspaceTexts.agency;
const COLOURS = ['primary', 'onPrimary', 'text', 'background', 'surface'] as const;
type Look = typeof DEFAULT_BRAND;

/** The tokens that differ from the app's own look: what is stored (nothing: the app's look). */
function changedTokens(look: Look): BrandTokens {
  const tokens: BrandTokens = {};
  for (const colour of COLOURS) if (look[colour] !== DEFAULT_BRAND[colour]) tokens[colour] = look[colour];
  if (look.font !== DEFAULT_BRAND.font) tokens.font = look.font;
  if (look.radius !== DEFAULT_BRAND.radius) tokens.radius = look.radius;
  return tokens;
}

/** Logo, photo and colours, checked here by the same rule as on the server (format, WCAG AA contrast). */
export function AgencyBrand({ agency }: { agency: Agency }) {
  const queryClient = useQueryClient();
  const [look, setShownLook] = useState<Look>({ ...DEFAULT_BRAND, ...agency.branding });
  const [problems, setProblems] = useState<string[]>([]);
  // A change makes what the server said about the last save old news.
  const setLook = (next: Look) => {
    setShownLook(next);
    setProblems([]);
  };
  const [sending, setSending] = useState(false);
  const savedTokens = JSON.stringify(changedTokens({ ...DEFAULT_BRAND, ...agency.branding }));
  useUnsavedEdits(JSON.stringify(changedTokens(look)) !== savedTokens);

  async function save(tokens: BrandTokens) {
    const parsed = parseBranding(tokens);
    if (!parsed.ok) return setProblems(parsed.errors);
    setProblems([]);
    setSending(true);
    try {
      const saved = await putAgencyBrand(parsed.tokens);
      keepAgency(queryClient, saved);
      setShownLook({ ...DEFAULT_BRAND, ...saved.branding });
      toast.success(texts.brandSaved);
    } catch (error) {
      setProblems(Object.values(takeServerErrors(error)));
    } finally {
      setSending(false);
    }
  }

  // Checked while the colours change, with the server's rule; the server's refusal shows until the next change.
  const live = parseBranding(changedTokens(look));
  const shown = live.ok ? problems : live.errors;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void save(changedTokens(look));
  };

  return (
    <section className={styles.card} aria-labelledby="agency-brand">
      <h2 id="agency-brand" className={styles.sectionHeading}>
        {texts.brandHeading}
      </h2>
      <div className={styles.images}>
        <BrandImage which="logo" label={texts.logo} agency={agency} />
        <BrandImage which="foto" label={texts.photo} agency={agency} />
      </div>
      <form noValidate onSubmit={onSubmit} className={styles.brandForm}>
        <p className={styles.muted}>{texts.brandIntro}</p>
        <div className={styles.colours}>
          {COLOURS.map((colour) => (
            <Field
              key={colour}
              type="color"
              label={texts.colours[colour]}
              value={look[colour]}
              onChange={(event) => setLook({ ...look, [colour]: event.target.value })}
            />
          ))}
          <SelectField
            label={texts.font}
            value={look.font}
            onChange={(event) => setLook({ ...look, font: event.target.value as BrandFont })}
          >
            {(Object.keys(BRAND_FONTS) as BrandFont[]).map((font) => (
              <option key={font} value={font}>
                {texts.fonts[font]}
              </option>
            ))}
          </SelectField>
          <Field
            type="number"
            label={texts.radius}
            min={0}
            max={BRAND_RADIUS_MAX}
            value={String(look.radius)}
            onChange={(event) => setLook({ ...look, radius: Number(event.target.value) })}
          />
        </div>
        {shown.length ? (
          <ul className={styles.problems} aria-live="polite">
            {shown.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        ) : null}
        <Preview tokens={changedTokens(look)} />
        <div className={styles.actions}>
          <Button type="submit" disabled={sending}>
            {texts.saveBrand}
          </Button>
          <Button variant="secondary" disabled={sending} onClick={() => void save({})}>
            {texts.resetBrand}
          </Button>
        </div>
      </form>
    </section>
  );
}

/** The colours on a sample (applied as custom properties of this box only, never as a style sheet). */
function Preview({ tokens }: { tokens: BrandTokens }) {
  const style = brandProperties(tokens) as CSSProperties;
  return (
    <figure className={styles.preview} style={style} aria-label={texts.preview}>
      <figcaption className={styles.previewCaption}>{texts.preview}</figcaption>
      <div className={styles.previewSurface}>
        <span className={styles.previewButton}>{texts.previewButton}</span>
        <p>{texts.previewText}</p>
      </div>
    </figure>
  );
}

function BrandImage({ which, label, agency }: { which: 'logo' | 'foto'; label: string; agency: Agency }) {
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  // A refusal belongs to the agency as it was then: any later save on the page (every save answers the
  // agency anew, keepAgency) makes it old news (issue 27: 'Das Logo muss ein Bild sein …' stayed).
  const { dataUpdatedAt } = useQuery({ ...agencyQuery, enabled: false });
  const [failed, setFailed] = useState<{ message: string; at: number } | null>(null);
  const error = failed?.at === dataUpdatedAt ? failed.message : null;
  const [sending, setSending] = useState(false);
  const present = which === 'logo' ? agency.logo !== null : agency.photo;

  async function upload() {
    const file = input.current?.files?.[0];
    if (!file) return;
    setSending(true);
    try {
      keepAgency(queryClient, await postAgencyImage(which, file));
      setFailed(null);
      toast.success(texts.uploaded(label));
      if (input.current) input.current.value = '';
    } catch (failure) {
      const message = takeServerErrors(failure).file;
      setFailed(message ? { message, at: dataUpdatedAt } : null);
    } finally {
      setSending(false);
    }
  }

  return (
    <div className={styles.image}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {which === 'logo' && agency.logo ? (
        <img className={styles.logo} src={agency.logo} alt={texts.logoAlt} />
      ) : (
        <p className={styles.muted}>
          {present ? texts.photoPresent : which === 'logo' ? texts.noLogo : texts.noPhoto}
        </p>
      )}
      <input
        ref={input}
        id={id}
        type="file"
        accept="image/*"
        className={styles.file}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={() => void upload()}
        disabled={sending}
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
