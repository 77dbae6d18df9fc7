/** Who holds a review: the assignee's name, and what the Assign button says it will do. */

/** Who an assignee id is: user id to e-mail (list_super_users). */
export type Assignees = ReadonlyMap<number, string>;

/** The assignee as the table shows it: the e-mail, 'user N' for an account not listed, or blank. */
export function assigneeName(id: number | null, assignees: Assignees): string {
  if (id === null) return '';
  return assignees.get(id) ?? `user ${id}`;
}

/** Whom the Assign button gives the selected reviews to: nobody chosen yet, no one, or an e-mail. */
export type AssignTarget = { kind: 'none' } | { kind: 'remove' } | { kind: 'user'; email: string };

/**
 * The Assign button says what pressing it will do ("Assign 3 to sue@…"), since choosing in the
 * dropdown alone assigns nothing.
 */
export function assignButtonText(count: number, target: AssignTarget): string {
  const n = count > 0 ? ` ${count}` : '';
  switch (target.kind) {
    case 'remove':
      return `Unassign${n}`;
    case 'user':
      return `Assign${n} to ${target.email}`;
    default:
      return `Assign${n}`;
  }
}
