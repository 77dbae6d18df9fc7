import { readFile } from 'node:fs/promises';
import { constants, inflateSync } from 'node:zlib';

export type PdfProblem = 'script' | 'unreadable';

export class PdfRefusal extends Error {
  constructor(
    readonly problem: PdfProblem,
    message: string,
  ) {
    super(message);
    this.name = 'PdfRefusal';
  }
}

/**
 * Names that make a PDF run something when a reviewer opens it: a JavaScript action (`/S
 * /JavaScript /JS …`, from /OpenAction, a page's or a field's /AA, or the /Names tree), a
 * /Launch action, and XFA forms, whose scripts are JavaScript too. Looked for wherever a reader
 * parses objects: outside stream data, and inside object streams, which hide whole objects in
 * compressed bytes.
 */
const ACTIVE_NAMES = new Set(['JS', 'JavaScript', 'Launch', 'XFA']);

/**
 * Looked for inside the raw bytes of every stream too: a reader that follows the cross-reference
 * table's offsets parses an object wherever it lies, inside another stream's bytes included. A
 * JavaScript action must name its type /JavaScript, and an object stream its /ObjStm; names this
 * long do not turn up in image or font data by chance, as /JS would every few megabytes.
 */
const ACTIVE_NAMES_IN_DATA = new Set(['JavaScript', 'Launch']);

/** PDF's filter names for decoding we do not do (Flate is what every writer uses). */
const OTHER_FILTERS = new Set([
  'ASCIIHexDecode',
  'AHx',
  'ASCII85Decode',
  'A85',
  'LZWDecode',
  'LZW',
  'RunLengthDecode',
  'RL',
  'Crypt',
]);

/** What an object stream may inflate to: its objects are dictionaries, never page content. */
const OBJECT_STREAM_MAX_BYTES = 64 * 1024 * 1024;

/** A name token: `/` and the regular characters after it, with `#xx` escapes still in. */
const NAME = /\/([^\0\t\n\f\r ()<>[\]{}/%]*)/g;
/** The `stream` keyword that starts stream data (never the end of `endstream`). */
const STREAM = /(?<![A-Za-z])stream(?:\r\n|\n|\r)/g;

/**
 * Throws PdfRefusal when the PDF at `file` holds script (ACTIVE_NAMES), or an object stream it
 * cannot read to look inside (an encrypted document's, or one in a filter other than Flate):
 * what cannot be checked is refused, as a scanner failure refuses a file. What passes is
 * script-free, so a stored PDF may be shown in the browser (review/content-disposition.ts).
 */
export async function checkPdf(file: string): Promise<void> {
  checkPdfBytes(await readFile(file));
}

export function checkPdfBytes(bytes: Buffer): void {
  const text = bytes.toString('latin1');
  let at = 0;
  while (at < text.length) {
    STREAM.lastIndex = at;
    const start = STREAM.exec(text);
    // Everything between streams is objects a reader parses: dictionaries, strings, comments.
    const structure = namesIn(text.slice(at, start ? start.index : text.length));
    refuseActive(structure, ACTIVE_NAMES, 'outside streams');
    if (!start) return;
    const dataStart = start.index + start[0].length;
    const end = text.indexOf('endstream', dataStart);
    const dataEnd = end === -1 ? text.length : end;
    const data = namesIn(text.slice(dataStart, dataEnd));
    refuseActive(data, ACTIVE_NAMES_IN_DATA, 'inside stream data');
    if (data.has('ObjStm')) {
      throw new PdfRefusal('unreadable', 'an object stream inside stream data');
    }
    // The dictionary of this stream is the end of `structure`; nothing else there says ObjStm.
    if (structure.has('ObjStm')) checkObjectStream(bytes.subarray(dataStart, dataEnd), structure);
    at = end === -1 ? text.length : end + 'endstream'.length;
  }
}

/** An object stream's objects, inflated and checked like the rest of the file. */
function checkObjectStream(data: Buffer, dictionary: ReadonlySet<string>): void {
  if ([...dictionary].some((name) => OTHER_FILTERS.has(name))) {
    throw new PdfRefusal('unreadable', 'an object stream in a filter other than Flate');
  }
  let objects = data;
  if (dictionary.has('FlateDecode') || dictionary.has('Fl')) {
    try {
      objects = inflateSync(data, {
        maxOutputLength: OBJECT_STREAM_MAX_BYTES,
        // Tolerates a stream cut short by a sloppy writer; a wrong one still fails.
        finishFlush: constants.Z_SYNC_FLUSH,
      });
    } catch (error) {
      // An encrypted document's object streams are encrypted after compression.
      throw new PdfRefusal('unreadable', `an object stream: ${(error as Error).message}`);
    }
  }
  refuseActive(namesIn(objects.toString('latin1')), ACTIVE_NAMES, 'in an object stream');
}

function refuseActive(names: ReadonlySet<string>, active: ReadonlySet<string>, where: string) {
  const found = [...names].filter((name) => active.has(name));
  if (found.length > 0) throw new PdfRefusal('script', `/${found.join(', /')} ${where}`);
}

/** The names in `text`, `#xx` escapes decoded (`/J#53` is `/JS` to a reader). */
function namesIn(text: string): Set<string> {
  const names = new Set<string>();
  for (const [, raw = ''] of text.matchAll(NAME)) {
    names.add(
      raw.includes('#')
        ? raw.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) =>
            String.fromCharCode(parseInt(hex, 16)),
          )
        : raw,
    );
  }
  return names;
}
