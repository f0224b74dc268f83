import type { BedarfscheckAnswer } from './bedarfscheck-api';

/**
 * GET /api/bedarfscheck's answer as the web tests' fetch mocks answer it (ADR 017): Max (11) with two gaps
 * and a contract to check, Erika (12) covered by the household's Privathaftpflicht.
 */
export function testBedarfscheckAnswer(overrides: Partial<BedarfscheckAnswer> = {}): BedarfscheckAnswer {
  return {
    personen: [
      {
        personId: 11,
        ergebnis: [
          {
            sparte: 'berufsunfaehigkeit',
            prioritaet: 'existenziell',
            status: 'luecke',
            vertragId: null,
            gruende: ['berufsunfaehigkeit'],
          },
          {
            sparte: 'privathaftpflicht',
            prioritaet: 'existenziell',
            status: 'pruefen',
            vertragId: 31,
            gruende: ['privathaftpflicht', 'katze'],
          },
          { sparte: 'kfz', prioritaet: 'existenziell', status: 'gedeckt', vertragId: 32, gruende: ['kfz'] },
          {
            sparte: 'hausrat',
            prioritaet: 'wichtig',
            status: 'luecke',
            vertragId: null,
            gruende: ['hausrat'],
          },
        ],
      },
      {
        personId: 12,
        ergebnis: [
          {
            sparte: 'privathaftpflicht',
            prioritaet: 'existenziell',
            status: 'gedeckt',
            vertragId: 31,
            gruende: ['privathaftpflicht'],
          },
        ],
      },
    ],
    ...overrides,
  };
}
