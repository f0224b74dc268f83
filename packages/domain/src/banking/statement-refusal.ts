/** A statement file that cannot be read, with the German reason the upload shows at its `file` field. */
export class StatementRefusal extends Error {
  readonly grund: string;

  constructor(grund: string) {
    super(grund);
    this.name = 'StatementRefusal';
    this.grund = grund;
  }
}

export function refuse(grund: string): never {
  throw new StatementRefusal(grund);
}
