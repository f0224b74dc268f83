/** A request's body: the form's normalised values, empty ones left out. */
export type RequestBody = Record<string, string | number>;
