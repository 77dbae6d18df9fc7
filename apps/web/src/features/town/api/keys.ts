/** The town feature's query keys. */
export const townKeys = {
  all: ['town'] as const,
  summary: () => [...townKeys.all, 'summary'] as const,
  ratioStudy: (stage: string) => [...townKeys.all, 'ratio-study', stage] as const,
};
