import { describe, expect, it } from 'vitest';
import { bedarfscheckTexts as texts } from '../texts/bedarfscheck';
import { moveTour } from '../tour/tour-slider';
import { type AnswerValues, answersOf } from './answers';
import { checkStep, QUESTION_STEPS, tourSteps } from './questionnaire';

const step = (id: string) => {
  const found = QUESTION_STEPS.find((candidate) => candidate.id === id);
  if (!found) throw new Error(id);
  return found;
};

describe('the questionnaire’s steps', () => {
  it('asks every answer once, and each step has its title and text, each field its question', () => {
    const fields = QUESTION_STEPS.flatMap((candidate) => candidate.fields);
    expect(new Set(fields).size).toBe(fields.length);
    expect([...fields].sort()).toEqual(Object.keys(answersOf({ details: {} })).sort());
    for (const candidate of QUESTION_STEPS) {
      expect(texts.steps[candidate.id].title).toBeTruthy();
      for (const field of candidate.fields) expect(texts.questions[field], field).toBeTruthy();
    }
  });

  it('moves on from the life situation only with a situation and a number of children', () => {
    const lebenssituation = step('lebenssituation');
    expect(checkStep(lebenssituation, {})).toEqual({
      ok: false,
      message: texts.stepInvalid,
      errors: [`situation=>${texts.situationRequired}`, `kinderanzahl=>${texts.kinderanzahlRequired}`],
    });
    expect(checkStep(lebenssituation, { situation: '1', kinderanzahl: 0 })).toEqual({ ok: true });
    expect(
      checkStep(lebenssituation, { situation: '1', kinderanzahl: 0, einkuenfte_gesamt_netto_mtl: 10_000.01 }),
    ).toEqual({
      ok: false,
      message: texts.stepInvalid,
      errors: [`einkuenfte_gesamt_netto_mtl=>${texts.amountInvalid}`],
    });
  });

  it('moves on from housing only with a wohnstatus; the flags of a step may stay unanswered', () => {
    expect(checkStep(step('wohnen'), { mieter: '1' })).toMatchObject({
      ok: false,
      errors: [`wohnstatus=>${texts.wohnstatusRequired}`],
    });
    expect(checkStep(step('wohnen'), { wohnstatus: 'sonstiges' })).toEqual({ ok: true });
    expect(checkStep(step('tiere'), {})).toEqual({ ok: true });
    expect(checkStep(step('vorsorge'), { wunsch_altersrente_mtl: null })).toEqual({ ok: true });
  });

  it('works in the tour slider: a refused step shakes with the toast, swiping is off at both ends', () => {
    let answers: Partial<AnswerValues> = {};
    const steps = tourSteps(() => answers);
    expect(steps).toHaveLength(QUESTION_STEPS.length);
    expect(moveTour(steps, 0, 'back', 'swipe')).toEqual({ kind: 'stay' });
    expect(moveTour(steps, 0, 'next', 'swipe')).toEqual({ kind: 'move', index: 1 });
    expect(moveTour(steps, 1, 'next', 'button')).toEqual({ kind: 'invalid', message: texts.stepInvalid });
    answers = { situation: '4', kinderanzahl: 2 };
    expect(moveTour(steps, 1, 'next', 'button')).toEqual({ kind: 'move', index: 2 });
    const last = steps.length - 1;
    expect(moveTour(steps, last, 'next', 'swipe')).toEqual({ kind: 'stay' });
    expect(moveTour(steps, last, 'back', 'swipe')).toEqual({ kind: 'move', index: last - 1 });
  });
});
