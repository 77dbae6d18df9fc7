/** The admin feature's query keys: the list of accounts, and one account by e-mail. */
export const adminKeys = {
  all: ['admin'] as const,
  userList: () => [...adminKeys.all, 'userlist'] as const,
  user: (email: string) => [...adminKeys.all, 'user', email] as const,
};
