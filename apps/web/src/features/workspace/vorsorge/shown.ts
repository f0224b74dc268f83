import type { BedarfscheckAnswer } from '@kundenportal/domain/bedarfscheck/bedarfscheck-api';
import { RULES } from '@kundenportal/domain/bedarfscheck/rules';
import type { PersonPensionAnswer } from '@kundenportal/domain/vorsorgestatus/vorsorgestatus-api';

/** The rules that call for a Sparte whatever was answered (the Privathaftpflicht). */
const everyonesRules: ReadonlySet<string> = new Set(
  RULES.filter((rule) => rule.wenn === 'alle').map((rule) => rule.id),
);

/**
 * Whether the result follows from answers at all: some need has a rule beyond the one for everyone.
 * Without answers every person's result is that rule's alone (ADR 192).
 */
export const needsFromAnswers = (answer: BedarfscheckAnswer) =>
  answer.personen.some((person) =>
    person.ergebnis.some((entry) => entry.gruende.some((rule) => !everyonesRules.has(rule))),
  );

/** Whether anything of a person's pension is known: a wished pension, a statutory source or a contract's. */
export const pensionEntered = (status: PersonPensionAnswer) =>
  status.wunschrente > 0 || status.quelle !== 'keine' || status.erwartet.vertraege > 0;
