/**
 * The document folders a customer files into (spec sections 2 and 7: categories with their main and sub
 * directories; the spec does not list them, docs/decisions/018-documents.md). A document's `directory`
 * is '' (none: a person's documents need none) or 'Main/Sub' from this list.
 */
export const DOCUMENT_CATEGORIES = [
  {
    name: 'Versicherungen',
    directories: ['Kfz', 'Haftpflicht', 'Hausrat & Gebäude', 'Kranken & Pflege', 'Leben & Rente', 'Sonstige'],
  },
  { name: 'Finanzen', directories: ['Bank', 'Steuern', 'Kredite', 'Geldanlage'] },
  { name: 'Wohnen', directories: ['Miete', 'Eigentum', 'Nebenkosten'] },
  { name: 'Persönliches', directories: ['Ausweise', 'Urkunden', 'Gesundheit', 'Arbeit'] },
  { name: 'Schäden', directories: ['Fotos', 'Gutachten', 'Rechnungen'] },
] as const;

export type DocumentCategory = { name: string; directories: readonly string[] };

export const DIRECTORY_SEPARATOR = '/';

export function directoryPath(main: string, sub: string): string {
  return `${main}${DIRECTORY_SEPARATOR}${sub}`;
}

/** Every directory a document may name ('' for none). */
export function isKnownDirectory(directory: string): boolean {
  if (directory === '') return true;
  return DOCUMENT_CATEGORIES.some((category) =>
    category.directories.some((sub) => directoryPath(category.name, sub) === directory),
  );
}

/** Who put a document there: the customer ('eigene', the spec's default) or the adviser. */
export const DOCUMENT_KATEGORIEN = ['eigene', 'berater'] as const;
export type DocumentKategorie = (typeof DOCUMENT_KATEGORIEN)[number];
export const DEFAULT_KATEGORIE: DocumentKategorie = 'eigene';
