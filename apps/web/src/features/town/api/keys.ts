/** The town feature's query keys. */
export const townKeys = {
  all: ['town'] as const,
  summary: () => [...townKeys.all, 'summary'] as const,
  ratioStudy: (stage: string, filters: { class_group?: string; nbhd?: string } = {}) =>
    [...townKeys.all, 'ratio-study', stage, filters] as const,
};
