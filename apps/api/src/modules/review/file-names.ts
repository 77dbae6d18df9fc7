/**
 * The names getfile takes (decision 021): `<file id>-<original name>`. The id finds the row;
 * the whole name must then equal the one listfiles gave, so a name is a lookup key, never a
 * path, and `../`, absolute or encoded names find nothing.
 */
export function fileNameOf(file: { id: number; originalName: string }): string {
  return `${file.id}-${file.originalName}`;
}

const NAME = /^([1-9]\d{0,15})-/;

/** The file id a name claims, or undefined when it has none. */
export function fileIdOf(name: string): number | undefined {
  const match = NAME.exec(name);
  if (!match?.[1]) return undefined;
  const id = Number(match[1]);
  return Number.isSafeInteger(id) ? id : undefined;
}
