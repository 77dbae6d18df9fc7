import { readFile } from 'node:fs/promises';

/**
 * Every VBA project has a stream named `_VBA_PROJECT` (Word keeps it under `Macros/VBA`, Excel
 * under `_VBA_PROJECT_CUR/VBA`), and a compound file writes its directory names in UTF-16LE.
 */
const VBA_PROJECT = Buffer.from('_VBA_PROJECT', 'utf16le');

/**
 * Whether the .doc or .xls (an OLE compound file) at `file` holds a VBA project. The name is
 * looked for anywhere rather than in the parsed directory: a document whose own text spells
 * `_VBA_PROJECT` is refused too, which no real appraisal or letter does.
 */
export async function oleHasMacros(file: string): Promise<boolean> {
  return (await readFile(file)).includes(VBA_PROJECT);
}
