/** Not in SPEC: the published review outcomes (/outcomes) and their data dictionary. */
export const OUTCOMES_MESSAGES = {
  outcomes: {
    /** The public outcome files' 404 while the municipality does not publish them. */
    notPublished: 'This municipality does not publish its review outcomes.',
    title: 'Review outcomes',
    intro:
      'How the informal reviews of the {year} assessment roll have turned out so far: how many were filed, decided, reduced and withdrawn, the median change in assessed value, and how long a decision took.',
    notPublishedTitle: 'Review outcomes are not published',
    notPublishedBody: '{municipality} does not publish the outcomes of its informal reviews.',
    loading: 'Loading the outcomes…',
    loadFailed: 'The outcomes could not be loaded. Please try again later.',
    privacy:
      'No personal data is published: no parcel numbers, names, addresses or e-mail addresses.',
    suppressionNote:
      'A row with fewer than {min} filings is suppressed so that no owner can be identified. When only one row of a table is, the smallest other row is suppressed too, so that it cannot be worked out from the line for all filings.',
    dictionaryLink: 'What each column means',
    downloadCsv: 'Download the figures (CSV)',
    downloadJson: 'Download the figures (JSON)',
    suppressed: 'Suppressed (fewer than 5 filings)',
    notRecorded: 'Not recorded',
    noValue: 'None yet',
    captions: {
      all: 'All filings',
      neighbourhood: 'By neighbourhood',
      class_group: 'By property class group',
      filer: 'By who filed',
      language: 'By language of the filing account',
    },
    groupHeaders: {
      all: 'Filings',
      neighbourhood: 'Neighbourhood',
      class_group: 'Class group',
      filer: 'Filer',
      language: 'Language',
    },
    allRow: 'All filings',
    columns: {
      filings: 'Filings',
      decided: 'Decided',
      reduced: 'Reduced',
      withdrawn: 'Withdrawn',
      median_change_percent: 'Median change (%)',
      median_days_to_decision: 'Median days to a decision',
    },
    classGroups: {
      agricultural: 'Agricultural (100s)',
      residential: 'Residential (200s)',
      vacant: 'Vacant land (300s)',
      commercial: 'Commercial (400s)',
      recreation: 'Recreation and entertainment (500s)',
      community_services: 'Community services (600s)',
      industrial: 'Industrial (700s)',
      public_services: 'Public services (800s)',
      conservation: 'Wild, forested and conservation lands, and public parks (900s)',
    },
    filers: { owner: 'Owner', representative: 'Representative' },
    languages: { en: 'English', es: 'Spanish' },
    dictionary: {
      title: 'Review outcomes: data dictionary',
      intro:
        'Each column of the outcome tables on the Review outcomes page and of the CSV and JSON files, and what it counts.',
      caption: 'The columns of the published review outcomes',
      columnHeader: 'Column (CSV and JSON)',
      meaningHeader: 'Meaning',
      back: 'Back to the review outcomes',
      columns: {
        roll_year:
          'The assessment roll year whose filings are counted: the municipality’s current one.',
        dimension:
          'Which table the row belongs to: all (every filing), neighbourhood, class_group, filer or language. Each table counts every filing once.',
        group:
          'The row’s group within its table: the neighbourhood code of the roll; the property class group (agricultural, residential, vacant, commercial, recreation, community_services, industrial, public_services, conservation, from the first digit of the property class); the filer (owner, or representative for filings sent by a representative in a batch or through the filing API); or the language of the account that filed (en, es). Empty on the all row, and for filings whose parcel has no neighbourhood or class on the roll.',
        suppressed:
          'yes when the row’s figures are withheld: it has fewer than 5 filings, or it is the smallest other row of a table with exactly one such row. Every figure of a suppressed row is empty.',
        filings: 'Informal reviews filed for the roll year, withdrawn ones included.',
        decided: 'Filings whose review is complete: the assessor’s office decided them.',
        reduced: 'Decided filings whose new total assessed value is below the roll’s.',
        withdrawn: 'Filings withdrawn by the owner or voided by the assessor’s office.',
        median_change_percent:
          'The median, over decided filings, of (new total assessed value − the roll’s) ÷ the roll’s × 100, to one decimal place. Negative for a reduction; 0 when the value did not change. Empty before any decision.',
        median_days_to_decision:
          'The median, over decided filings, of the calendar days (Eastern Time) from filing to the decision. Empty before any decision.',
      },
    },
  },
} as const;
