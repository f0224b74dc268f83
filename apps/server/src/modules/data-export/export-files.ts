import type { ExportRecord } from './records-repository';

/** A name safe in a ZIP on every system: no folders, no characters Windows refuses. */
function safe(name: string): string {
  const cleaned = [...name]
    .map((char) => (char.charCodeAt(0) < 32 || '\\/:*?"<>|'.includes(char) ? '_' : char))
    .join('')
    .trim();
  return cleaned.slice(0, 150) || 'datei';
}

/** Where a file of the customer's records goes in the ZIP (under dateien/, named as the customer knows it). */
export function exportFileName(recordType: string, column: string, row: ExportRecord): string {
  const id = String(row.id ?? '');
  if (recordType === 'dokumente')
    return `dateien/dokumente/${id} ${safe(String(row.original_filename ?? ''))}`;
  if (recordType === 'unterschriebene_formulare')
    return `dateien/formulare/${safe(`${row.form_key} ${id}`)}.pdf`;
  if (recordType === 'konto' && column === 'avatar_key') return 'dateien/profilbild.jpg';
  return `dateien/${recordType}/${safe(`${id} ${column}`)}`;
}
