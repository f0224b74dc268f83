import { passwordChecks, passwordRules } from '@kundenportal/domain/account/password-policy';
import { passwordTexts } from '@kundenportal/domain/texts/password';
import { uiTexts } from '@kundenportal/domain/texts/ui';
import styles from './password-guide.module.css';

function RuleIcon({ met }: { met: boolean }) {
  return (
    <svg
      className={styles.icon}
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 20 20"
      width="20"
      height="20"
    >
      {met ? (
        <path d="M4 10.5l4 4 8-9" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
      ) : (
        <circle cx="10" cy="10" r="6.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
      )}
    </svg>
  );
}

export type PasswordGuideProps = {
  id: string;
  password: string;
  /**
   * The password field's message (the server's refusal, e.g. a too common password: the blocklist is
   * the server's, too large for the app): while it stands the guide never says the password is safe.
   */
  refused?: string;
  /** 'sie' in the adviser workspace, 'du' in the customer app (issue 27). */
  address?: 'du' | 'sie';
};

/**
 * The live password guide of spec section 5: every rule of the shared policy, ticked as it is met
 * (icon and text, not colour alone), and 'Großartig! Dein Passwort ist sicher.' once all are and the
 * server has not refused it (issue 27: not beside 'Dieses Passwort ist zu bekannt …'). `id` names the
 * guide so the password input can point to it (aria-describedby); a polite live region says what
 * changed, once per change of the open rules rather than on every key.
 */
export function PasswordGuide({ id, password, refused, address = 'du' }: PasswordGuideProps) {
  const texts = address === 'sie' ? passwordTexts.formal : passwordTexts;
  const checks = passwordChecks(password);
  const open = passwordRules.filter((rule) => !checks[rule.key]);
  const done = open.length === 0 && !refused;
  const announcement =
    password === ''
      ? ''
      : done
        ? texts.done
        : open.length === 0
          ? ''
          : uiTexts.passwordMissing(open.map((r) => r.text).join(', '));
  return (
    <div className={styles.guide}>
      <div id={id}>
        <p className={done ? styles.done : styles.intro}>{done ? texts.done : texts.guideIntro}</p>
        <ul className={styles.list}>
          {passwordRules.map((rule) => {
            const met = checks[rule.key];
            return (
              <li key={rule.key} className={met ? styles.met : styles.open} data-met={met}>
                <RuleIcon met={met} />
                <span>
                  {rule.text}
                  <span className="visually-hidden">
                    {' '}
                    ({met ? uiTexts.passwordRuleMet : uiTexts.passwordRuleOpen})
                  </span>
                </span>
              </li>
            );
          })}
        </ul>
      </div>
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
    </div>
  );
}
