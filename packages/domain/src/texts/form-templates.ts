/**
 * Errors of a malformed template, naming its line (the admin command prints them; the adviser workspace
 * will show them next to the editor). `line` is 1-based.
 */
export const templateErrorTexts = {
  at: (line: number, message: string) => `Zeile ${line}: ${message}`,
  noTitle: 'Die Vorlage beginnt mit einer Überschrift „# Titel“.',
  titleTooLong: 'Der Titel ist länger als 255 Zeichen.',
  empty: 'Die Vorlage ist leer.',
  tooLong: (max: number) => `Die Vorlage ist länger als ${max} Zeichen.`,
  htmlBlock: 'Die Vorlage enthält HTML. Bitte schreibe sie in Markdown.',
  undrawable: (chars: Iterable<string>) => {
    const list = [...chars];
    const one = list.length === 1;
    return `${list.map((char) => `„${char}“`).join(', ')} ${one ? 'kann' : 'können'} im PDF nicht gedruckt werden. Bitte entferne ${one ? 'das Zeichen' : 'die Zeichen'}.`;
  },
  unclosed: 'Das Feld ist nicht mit „}}“ geschlossen.',
  fieldInBlock:
    'Ein Feld steht in einer eigenen Zeile, nicht in einer Überschrift, Liste, Tabelle oder einem Zitat.',
  parts:
    'Ein Feld hat die Form {{ Titel | name | typ | pflicht | Platzhalter | Parameter }}: mindestens Titel, Name und Typ.',
  tooManyParts:
    'Ein Feld hat höchstens sechs Teile (Titel | name | typ | pflicht | Platzhalter | Parameter).',
  noFieldTitle: 'Das Feld hat keinen Titel.',
  fieldTitleTooLong: 'Der Titel des Feldes ist länger als 255 Zeichen.',
  badName: (name: string) =>
    `„${name}“ ist kein gültiger Feldname (Buchstaben, Ziffern und _, mit einem Buchstaben am Anfang, höchstens 64 Zeichen).`,
  duplicateName: (name: string, line: number) => `Das Feld „${name}“ gibt es schon in Zeile ${line}.`,
  badType: (type: string, known: string) => `„${type}“ ist kein Feldtyp. Erlaubt: ${known}.`,
  badRequired: (value: string) =>
    `„${value}“ ist keine Pflichtangabe. Erlaubt: leer, „optional“, „pflicht“ oder „pflicht wenn feld = wert“.`,
  unknownCondition: (name: string) =>
    `Die Bedingung nennt das Feld „${name}“, das es in der Vorlage nicht gibt.`,
  selfCondition: 'Ein Feld kann nicht von sich selbst abhängen.',
  badParameter: (text: string) => `„${text}“ ist kein Parameter der Form schluessel=wert.`,
  unknownParameter: (key: string, known: string) =>
    `Den Parameter „${key}“ gibt es nicht. Erlaubt: ${known}.`,
  duplicateParameter: (key: string) => `Der Parameter „${key}“ steht doppelt.`,
  parameterNotForType: (key: string, type: string) => `Der Parameter „${key}“ passt nicht zum Typ „${type}“.`,
  badNumber: (key: string, value: string) => `„${value}“ ist keine Zahl (Parameter „${key}“).`,
  badWholeNumber: (key: string, value: string) =>
    `„${value}“ ist keine ganze Zahl ab 0 (Parameter „${key}“).`,
  badDateBound: (key: string, value: string) =>
    `„${value}“ ist kein Datum (Parameter „${key}“: „heute“, „morgen“ oder JJJJ-MM-TT).`,
  optionsRequired: (type: string) =>
    `Ein Feld vom Typ „${type}“ braucht Optionen (optionen=wert:Text, wert:Text).`,
  duplicateOption: (value: string) => `Die Option „${value}“ steht doppelt.`,
  badDefault: (value: string) => `Der Standardwert „${value}“ ist keine der Optionen.`,
  oneSignature: (line: number) => `Es gibt schon ein Unterschriftsfeld in Zeile ${line}.`,
  signNotConditional: 'Das Unterschriftsfeld ist pflicht oder optional, nicht bedingt.',
  badEscape: 'Ein „\\“ steht vor einem Zeichen, das nicht geschützt werden muss.',
  tooManyFields: (max: number) => `Eine Vorlage hat höchstens ${max} Felder.`,
} as const;
