/** The admin feature's query keys: the accounts, one account by e-mail, invitations, the audit log. */
export const adminKeys = {
  all: ['admin'] as const,
  userList: () => [...adminKeys.all, 'userlist'] as const,
  user: (email: string) => [...adminKeys.all, 'user', email] as const,
  invitations: () => [...adminKeys.all, 'invitations'] as const,
  /** Every admin change writes a row here, so each mutation invalidates it. */
  auditLog: () => [...adminKeys.all, 'audit-log'] as const,
};
