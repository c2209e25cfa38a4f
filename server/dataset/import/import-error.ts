// The error an import stops with: which file, where in it, and what is wrong, in words an operator can act on.

/** Where in a file: the feature (GeoJSON) or row (CSV) number, counted from 1, and the line it starts on. */
export interface InputPlace {
  feature?: number;
  line?: number;
}

function describePlace({ feature, line }: InputPlace): string {
  const parts = [feature === undefined ? null : `feature ${feature}`, line === undefined ? null : `line ${line}`];
  const said = parts.filter((part) => part !== null);
  return said.length === 0 ? '' : ` (${said.join(', ')})`;
}

/** Bad input: the import stops and writes nothing. The message starts with the file. */
export class ImportInputError extends Error {
  override readonly name = 'ImportInputError';
  constructor(
    readonly file: string,
    readonly problem: string,
    readonly place: InputPlace = {},
  ) {
    super(`${file}${describePlace(place)}: ${problem}`);
  }
}

/** The import was asked for something it cannot do (a missing --zoning, an unknown layer); nothing was read. */
export class ImportUsageError extends Error {
  override readonly name = 'ImportUsageError';
}
