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

/**
 * The live password guide of spec section 5: every rule of the shared policy, ticked as it is met
 * (icon and text, not colour alone), and 'Großartig! Dein Passwort ist sicher.' once all are. `id`
 * names the guide so the password input can point to it (aria-describedby); a polite live region
 * says what changed, once per change of the open rules rather than on every key.
 */
export function PasswordGuide({ id, password }: { id: string; password: string }) {
  const checks = passwordChecks(password);
  const open = passwordRules.filter((rule) => !checks[rule.key]);
  const done = open.length === 0;
  const announcement =
    password === ''
      ? ''
      : done
        ? passwordTexts.done
        : uiTexts.passwordMissing(open.map((r) => r.text).join(', '));
  return (
    <div className={styles.guide}>
      <div id={id}>
        <p className={done ? styles.done : styles.intro}>
          {done ? passwordTexts.done : passwordTexts.guideIntro}
        </p>
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
