import { describe, expect, it } from 'vitest';
import { paths } from '../routing/paths';
import { routeTitle } from '../routing/route-rules';
import { defaultPrivacyPolicy, defaultTermsOfUse, legalDocument, type TextDocument } from './legal';

const allText = (document: TextDocument) =>
  [
    document.title,
    document.intro,
    ...document.sections.flatMap((s) => [s.heading, ...s.paragraphs, ...(s.items ?? [])]),
  ].join('\n');

describe('legal texts', () => {
  it('gives the default terms and privacy policy until the adviser has their own', () => {
    expect(legalDocument('nutzungsbedingungen')).toBe(defaultTermsOfUse);
    expect(legalDocument('datenschutz')).toBe(defaultPrivacyPolicy);
    expect(defaultTermsOfUse.title).toBe(routeTitle(paths.terms));
    expect(defaultPrivacyPolicy.title).toBe('Datenschutzerklärung');
  });

  it.each([defaultTermsOfUse, defaultPrivacyPolicy])(
    '$title: numbered sections, none empty, no markup',
    (document) => {
      expect(document.sections.length).toBeGreaterThan(3);
      document.sections.forEach((section, index) => {
        expect(section.heading.startsWith(`${index + 1}. `)).toBe(true);
        expect(section.paragraphs.length).toBeGreaterThan(0);
      });
      expect(allText(document)).not.toMatch(/[<>*#_`[\]]/);
    },
  );

  it('names the controller and every right of the data subject (Art. 13, 15–21, 77 GDPR)', () => {
    const text = allText(defaultPrivacyPolicy);
    expect(text).toContain('Verantwortlich');
    for (const article of [
      'Art. 15',
      'Art. 16',
      'Art. 17',
      'Art. 18',
      'Art. 20',
      'Art. 21',
      'Art. 7 Abs. 3',
      'Art. 77',
    ])
      expect(text).toContain(article);
  });
});
