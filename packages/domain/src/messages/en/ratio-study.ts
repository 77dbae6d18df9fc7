/** The ratio study's refusals and the town's Roll uniformity section (decision 057). */
export const RATIO_STUDY_MESSAGES = {
  ratioStudy: {
    unknownClassGroup: 'There is no such class group. Choose one of the listed groups.',
    unknownNbhd: 'There is no such neighbourhood among the municipality’s parcels.',
    loadFailed: 'could not load the ratio study',
  },
} as const;
