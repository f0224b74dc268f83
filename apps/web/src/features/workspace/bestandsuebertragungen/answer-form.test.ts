import { describe, expect, it } from 'vitest';
import { checkAnswer } from './answer-form';

const sent = { datum: '2026-11-20', gesendetAm: '2026-11-20' };
const now = new Date('2026-11-28T10:00:00.000Z');
const values = (status: 'gesendet' | 'bestaetigt' | 'abgelehnt' | 'rueckfrage', datum = '', notiz = '') => ({
  status,
  datum,
  notiz,
});

describe('the answer form’s check (the route’s own rules, contract-answer.ts)', () => {
  it('needs the start day for a confirmed Maklermandat, not for a Datenauskunft (its day defaults to today)', () => {
    expect(checkAnswer(values('bestaetigt'), { level: 'maklermandat' }, sent, now)).toEqual({
      ok: false,
      errors: { datum: 'Bitte geben Sie an, ab wann Sie den Vertrag betreuen.' },
    });
    expect(checkAnswer(values('bestaetigt'), { level: 'datenauskunft' }, sent, now)).toEqual({
      ok: true,
      body: { status: 'bestaetigt' },
    });
  });

  it('sends a German date as an ISO day, a blank note not at all, a note as typed', () => {
    expect(
      checkAnswer(values('bestaetigt', '1.12.2026', '  '), { level: 'maklermandat' }, sent, now),
    ).toEqual({
      ok: true,
      body: { status: 'bestaetigt', datum: '2026-12-01' },
    });
    expect(
      checkAnswer(values('rueckfrage', '', ' Police fehlt '), { level: 'maklermandat' }, sent, now),
    ).toEqual({
      ok: true,
      body: { status: 'rueckfrage', notiz: ' Police fehlt ' },
    });
  });

  it('names the field: no real date, a day after today or before the last step, a missing reason or query', () => {
    const check = (v: ReturnType<typeof values>) => checkAnswer(v, { level: 'maklermandat' }, sent, now);
    expect(check(values('gesendet', '31.11.2026'))).toEqual({
      ok: false,
      errors: { datum: 'Bitte geben Sie ein gültiges Datum im Format TT.MM.JJJJ an.' },
    });
    expect(check(values('rueckfrage', '29.11.2026', 'Frage'))).toEqual({
      ok: false,
      errors: { datum: 'Das Datum darf nicht nach dem 28.11.2026 liegen.' },
    });
    expect(check(values('abgelehnt', '19.11.2026', 'Grund'))).toEqual({
      ok: false,
      errors: { datum: 'Das Datum darf nicht vor dem 20.11.2026 liegen.' },
    });
    expect(check(values('abgelehnt'))).toEqual({
      ok: false,
      errors: { notiz: 'Bitte geben Sie den Grund der Ablehnung an.' },
    });
    expect(check(values('rueckfrage'))).toEqual({
      ok: false,
      errors: { notiz: 'Bitte geben Sie die Rückfrage des Versicherers an.' },
    });
  });
});
