/** Filing many properties at once, by an approved representative. */
export const FILING_BULK_MESSAGES = {
  /** Not in SPEC: a representative's batch of filings from a CSV and a ZIP (docs/bulk-filing.md). */
  bulk: {
    noCsv: 'Choose the CSV file of the properties to file.',
    csvTooLarge: 'The CSV is larger than 10 MB. A batch takes at most 1,000 rows.',
    zipTooLarge: 'The ZIP is larger than 500 MB. Split the batch into smaller ones.',
    notUtf8: 'The CSV is not UTF-8 text. Save it as "CSV UTF-8" and upload it again.',
    empty: 'The CSV has no rows below its header.',
    wrongDelimiter:
      'The CSV columns are separated by {delimiter}. Separate them with commas, as in the template.',
    missingColumns: 'The CSV header lacks these columns: {columns}.',
    unknownColumns: 'The CSV header has columns that are not in the layout: {columns}.',
    duplicateColumns: 'The CSV header names these columns more than once: {columns}.',
    tooManyRows:
      'The CSV has more than {max} rows; a batch takes at most {max}. Split it into several files.',
    csvSyntax: 'The CSV cannot be read at line {line}: {detail}. Nothing was filed.',
    zipEntryPath:
      'The ZIP holds "{name}": every file must be at the top of the ZIP, with no folders or paths. Nothing was filed.',
    zipDuplicate: 'The ZIP holds "{name}" more than once. Nothing was filed.',
    zipBroken:
      'The ZIP cannot be read, is encrypted or expands too much. Make a new ZIP of the files and upload it again. Nothing was filed.',
    cellCount: 'The row has {got} cells; the header has {want}.',
    formulaCell:
      '{column}: a cell may not start with =, +, - or @ (a spreadsheet would run it as a formula).',
    ownerEmail: 'owner_email: Must be a valid email.',
    noFiles: "files: list the representative's authorization, by its name in the ZIP.",
    noZip: 'files: this row names files, but no ZIP was uploaded.',
    fileNotInZip: 'files: "{name}" is not in the ZIP.',
    fileTwice: 'files: "{name}" is listed twice.',
    tooManyFiles: 'files: at most 20 files per property.',
    fileRefused: 'files: "{name}": {reason}',
    duplicateRow: 'sbl: this property is already on line {line} of this batch.',
    /** The parcel has a filing this roll year already; the SBL is the row's, as a value. */
    alreadyFiled: 'An application already exists for the property {sbl}; please call: {phone}',
    /** A cell refused by a rule with no text of its own (its words, as the rule gives them). */
    cellInvalid: 'this value is not accepted ({rule}).',
    parcelNotFound:
      "No property of this municipality has this SBL. Check it against the municipality's assessment roll.",
    failed:
      'This row could not be filed just now. Please upload it again. If the problem persists, please call {phone}',
    /** The web page. */
    title: 'File several properties',
    intro:
      'File an informal review for each property in a CSV, with their supporting files in one ZIP. Rows that pass every check are filed; the report lists the others with the reason, so you can correct and upload only those.',
    summary: '{filed} filed, {refused} refused.',
    uploadFailed: 'The batch could not be uploaded just now. Please try again in a moment.',
    /** The page's own texts (decision 037 moved them here). */
    back: 'My Applications',
    layoutHeading: 'The CSV and the ZIP',
    layoutColumns: 'UTF-8, comma-separated, with a header row of exactly these columns: {columns}.',
    layoutRows: 'One property per row, at most {max} rows.',
    layoutReason:
      '{reason} is one of recent_appraisal, building_condition_issue, incorrect_property_inventory, comparable_sales or other.',
    layoutFiles:
      "{files} names the row's files in the ZIP, separated by {separator}, with your authorization to represent the owner among them.",
    layoutZip:
      'The ZIP (at most 500 MB) holds the files at its top level, no folders. Each file is checked like any upload: PDF, image, Word or Excel, under 25MB.',
    layoutEmail: 'When a row has {column}, the owner gets a copy of its receipt.',
    template: 'Download the CSV template',
    csvLabel: 'CSV of the properties',
    zipLabel: 'ZIP of the supporting files (optional)',
    submit: 'File these properties',
    report: 'Report',
    downloadReport: 'Download the report (CSV)',
    reportRegion: 'Report per row',
    reportCaption: 'Report per row of the CSV',
    line: 'Line',
    sbl: 'SBL',
    status: 'Status',
    result: 'Filing number or reason',
    filed: 'Filed',
    refused: 'Refused',
    /** A row's reason that is not one of the codes. */
    reasonCodes: 'reason: use one of {codes}',
    /** Not in SPEC: the hardening of bulk filing (decision 043). */
    notRepresentative:
      "Filing in bulk is for representatives the assessor's office has approved. To ask for approval, please call {phone} with your firm's name and the e-mail you sign in with.",
    dailyLimit:
      'An account may file {max} properties in bulk in 24 hours. Yours has filed {used}, and this batch holds {rows}. Send it tomorrow, or split it.',
    dailyLimitReached:
      'An account may file {max} properties in bulk in 24 hours, and yours has reached it. Please send this batch tomorrow.',
    zipEntryRatio:
      'The ZIP entry "{name}" expands far more than a real document does. Remove it and make the ZIP again. Nothing was filed.',
    zipRatio:
      'The ZIP as a whole expands far more than real documents do. Make a new ZIP of the files and upload it again. Nothing was filed.',
    zipEntries: 'The ZIP holds more than {max} files. Split the batch. Nothing was filed.',
    zipTotal: 'The files in the ZIP add up to more than 2 GB. Split the batch. Nothing was filed.',
    zipEncrypted:
      'The ZIP entry "{name}" is encrypted. Make the ZIP without a password. Nothing was filed.',
    accepted:
      'The batch was received. Its rows are being filed one by one: this page shows the report when they are done. You may leave it and come back.',
    queued: 'Waiting to start…',
    progress: 'Filed or checked {done} of {total} rows…',
    progressLabel: 'Rows filed or checked',
    done: 'Every row of the batch has been filed or refused.',
    batchFailed:
      'The batch stopped before every row could be filed. The rows not filed are marked below: send them again in a new batch.',
    batchNotFound: 'There is no such batch for this account.',
    batchTitle: 'Batch {id}',
    pollFailed: 'The report could not be loaded just now. It will be tried again in a moment.',
    ownerCopy: "Owner's copy",
    ownerCopySent: 'Sent',
    ownerCopyLimited: 'Not sent: too many owner copies in 24 hours',
  },
} as const;
