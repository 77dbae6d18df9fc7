import type { DraftFile } from '@ir/domain/contracts/filing/list-draft-files.ts';
import type { WizardFile } from './draft.ts';

const sameFile = (a: Pick<WizardFile, 'name' | 'size'>, b: DraftFile) =>
  a.name === b.name && a.size === b.size;

/**
 * Step 3's list: the files chosen in this tab, joined with the files the server holds for the
 * draft (the truth about what will be submitted). The upload answer carries no id, so a file
 * uploaded here learns its id from the server's list, by name and size; files the server holds
 * that this tab never chose (an earlier visit, another tab) are listed after them; a file the
 * server no longer holds (removed elsewhere, or purged) is dropped; and a second upload of the
 * same file ('already exists') collapses into the first. Without the server's list (not loaded
 * yet, or it failed) the tab's own list is shown as it is.
 */
export function reconcileFiles(
  local: readonly WizardFile[],
  server: readonly DraftFile[] | undefined,
): WizardFile[] {
  if (!server) return [...local];
  const held = new Set(server.map((file) => file.id));
  const claimed = new Set(
    local.flatMap((file) =>
      file.status === 'uploaded' && file.id && held.has(file.id) ? [file.id] : [],
    ),
  );

  const result: WizardFile[] = [];
  for (const file of local) {
    if (file.status !== 'uploaded') {
      result.push(file);
    } else if (file.id) {
      if (held.has(file.id)) result.push(file);
    } else {
      const match = server.find(
        (candidate) => !claimed.has(candidate.id) && sameFile(file, candidate),
      );
      if (match) {
        claimed.add(match.id);
        result.push({ ...file, id: match.id });
      } else if (!server.some((candidate) => sameFile(file, candidate))) {
        // Uploaded, but the list in hand was read before the server kept it: the next one will.
        result.push(file);
      }
    }
  }
  for (const file of server) {
    if (!claimed.has(file.id)) {
      result.push({
        key: `server-${file.id}`,
        name: file.name,
        size: file.size,
        status: 'uploaded',
        id: file.id,
      });
    }
  }
  return result;
}
