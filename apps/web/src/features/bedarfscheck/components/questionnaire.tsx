import type { BedarfscheckAnswersInput } from '@kundenportal/domain/bedarfscheck/answers';
import { QUESTION_STEPS } from '@kundenportal/domain/bedarfscheck/questionnaire';
import type { Person } from '@kundenportal/domain/household/person-api';
import { bedarfscheckTexts as texts } from '@kundenportal/domain/texts/bedarfscheck';
import { FormFields } from '../../../components/forms/form-fields';
import { type TourSlide, TourSlider } from '../../../components/tour-slider/tour-slider';
import { Button } from '../../../components/ui/button';
import { useDraftKey } from '../../../lib/form-drafts';
import { useForm } from '../../../lib/use-form';
import { checkStepValues, initialAnswerValues, stepDefinitions } from '../answer-form';
import styles from '../bedarfscheck.module.css';

/**
 * The Bedarfscheck's questions for one person as the tour slider (spec sections 2 and 4): one question
 * group per step, prefilled from the stored person. 'Weiter' moves on only when the step's check passes
 * (else the slider shakes, the toast says why and each field its message); a step left forward is saved
 * (`save`). What is typed is kept over 'Zurück' (every step stays drawn) and over an error inside the page
 * (the page visit's draft).
 */
export function Questionnaire({
  person,
  save,
  readOnly = false,
  onShowResult,
}: {
  person: Person;
  save: (personId: number, answers: BedarfscheckAnswersInput) => void;
  /** Without config.person_edit the answers are shown, not changed (the save would be refused). */
  readOnly?: boolean;
  onShowResult: () => void;
}) {
  const draft = useDraftKey(`bedarfscheck-${person.id}`);
  const form = useForm(initialAnswerValues(person), { draft });

  const slides: TourSlide[] = QUESTION_STEPS.map((step) => {
    const definitions = stepDefinitions(step);
    return {
      title: texts.steps[step.id].title,
      swipe: step.swipe,
      validate: () => {
        if (readOnly) return null;
        const result = checkStepValues(step, form.values);
        if (result.ok) return null;
        form.setErrors(result.errors);
        return result.message;
      },
      content: (
        <div className={styles.step}>
          <p>{texts.steps[step.id].text}</p>
          {definitions.length > 0 ? (
            <FormFields definitions={definitions} {...form.fieldsProps} readOnly={readOnly} />
          ) : null}
          {step.id === 'fertig' ? <Button onClick={onShowResult}>{texts.page.showResult}</Button> : null}
        </div>
      ),
    };
  });

  function onMove(from: number, to: number) {
    const step = QUESTION_STEPS[from];
    if (!step || to < from || readOnly) return;
    const result = checkStepValues(step, form.values);
    if (result.ok && result.body) save(person.id, result.body);
  }

  return <TourSlider slides={slides} label={texts.page.sliderLabel} onMove={onMove} />;
}
