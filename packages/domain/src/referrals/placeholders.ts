export type PlaceholderValues = { vorname: string; nachname: string; appname: string; appurl: string };

/**
 * The recommendation texts' placeholders (spec section 3: vorname, nachname, appname, appurl) filled in:
 * written `{vorname}`; an unknown placeholder stays as written.
 */
export function fillPlaceholders(text: string, values: PlaceholderValues): string {
  return text.replace(
    /\{(vorname|nachname|appname|appurl)\}/g,
    (_match, key: keyof PlaceholderValues) => values[key],
  );
}
