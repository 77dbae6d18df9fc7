/** The review feature's query keys. */
export const reviewKeys = {
  all: ['review'] as const,
  list: () => [...reviewKeys.all, 'list'] as const,
  superUsers: () => [...reviewKeys.all, 'super-users'] as const,
};
