/** The review screen's integrity check and its note (decision 057). */
export const INTEGRITY_MESSAGES = {
  integrity: {
    noteRequired:
      'This value is below 90% of the neighbourhood’s median ratio. Explain the decision in a note of at least 20 characters.',
    heading: 'Integrity check',
    /** The name of the COD and PRD table's scrolling box (a phone scrolls it sideways). */
    figuresLabel: "The neighbourhood's COD and PRD, now and after this decision",
    indicatedValue: 'Indicated value',
    indicatedHow: 'Median {perFoot} per sq ft of living area of {count} comparables × {sfla} sq ft',
    proposedRatio: 'Proposed value / indicated value',
    nbhdMedian: 'Neighbourhood median ratio ({count} sales)',
    cod: 'COD (neighbourhood)',
    prd: 'PRD (neighbourhood)',
    now: 'Now',
    after: 'After this decision',
    crossed:
      'Below the guard: the proposed ratio is under 90% of the neighbourhood’s median ratio.',
    crossedNeedsNote: 'Completing or offering this value needs a note of at least 20 characters.',
    within: 'Within the guard.',
    tooFewComparables:
      'Too few comparables with a price and living area to judge (at least 3 are needed).',
    tooFewSales: 'Too few sales in the neighbourhood to judge (at least 5 are needed).',
    noSubjectSfla: 'The roll has no living area for this parcel, so there is no indicated value.',
    noProposed: 'Enter a proposed value to check it.',
    loading: 'Loading the integrity check…',
    loadFailed: 'could not load the integrity check',
    noteLabel: 'Integrity note',
    noteHint:
      'Why this value is right although it is below the neighbourhood’s median ratio (at least 20 characters).',
    guardOff: 'The integrity guard is off: the figures are for information.',
    filterLabel: 'Crossed the integrity guard',
  },
} as const;
