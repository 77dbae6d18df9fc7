import { useQuery } from '@tanstack/react-query';
import { OUTCOME_DIMENSIONS, type OutcomeDimension, type OutcomeRow } from '@ir/domain/outcomes.ts';
import { OUTCOMES_MIN_CELL } from '@ir/domain/roll-integrity.ts';
import { LOCALES } from '@ir/domain/languages.ts';
import { PageContainer } from '../../../components/ui/PageContainer.tsx';
import { ScrollRegion } from '../../../components/ui/ScrollRegion.tsx';
import { ApiRequestError } from '../../../lib/api.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useGlobalLoading } from '../../../lib/global-loading.tsx';
import { useLanguage } from '../../../lib/language.tsx';
import { useMunicipality } from '../../../lib/municipality.ts';
import { Link } from '../../../lib/router.tsx';
import { outcomesCsvUrl, outcomesJsonUrl, publishedOutcomesQuery } from '../api/get-outcomes.ts';

/** The figures of a row, in the order of the tables' columns (and of the CSV's). */
export const FIGURE_COLUMNS = [
  'filings',
  'decided',
  'reduced',
  'withdrawn',
  'median_change_percent',
  'median_days_to_decision',
] as const;

/** /outcomes: the municipality's published review outcomes, one table per dimension. */
export function OutcomesPage() {
  const { displayName } = useMunicipality();
  const { messages, format, language } = useLanguage();
  const T = messages.outcomes;
  useDocumentTitle(T.title);
  const outcomes = useQuery(publishedOutcomesQuery());
  useGlobalLoading(outcomes.isPending);

  if (outcomes.error instanceof ApiRequestError && outcomes.error.statusCode === 404) {
    return (
      <PageContainer>
        <h1 className="text-3xl font-bold sm:text-4xl">{T.notPublishedTitle}</h1>
        <p className="mt-4 text-lg">{format(T.notPublishedBody, { municipality: displayName })}</p>
      </PageContainer>
    );
  }

  const number = new Intl.NumberFormat(LOCALES[language], {
    maximumFractionDigits: 1,
  });
  const groupName = (dimension: OutcomeDimension, group: string | null): string => {
    if (dimension === 'all') return T.allRow;
    if (group === null) return T.notRecorded;
    if (dimension === 'class_group') return T.classGroups[group as keyof typeof T.classGroups];
    if (dimension === 'filer') return T.filers[group as keyof typeof T.filers];
    if (dimension === 'language') return T.languages[group as keyof typeof T.languages];
    return group;
  };
  const figure = (row: OutcomeRow, column: (typeof FIGURE_COLUMNS)[number]) => {
    const value = row[column];
    return value === null ? T.noValue : number.format(value);
  };

  return (
    <PageContainer>
      <h1 className="text-3xl font-bold sm:text-4xl">{T.title}</h1>
      {outcomes.isError && (
        <p role="alert" className="alert alert-error mt-6">
          {T.loadFailed}
        </p>
      )}
      {outcomes.data && (
        <>
          <p className="mt-4 text-lg leading-relaxed">
            {format(T.intro, { year: String(outcomes.data.roll_year) })}
          </p>
          <p className="mt-3 leading-relaxed">{T.privacy}</p>
          <p className="mt-3 leading-relaxed">
            {format(T.suppressionNote, { min: OUTCOMES_MIN_CELL })}
          </p>
          <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
            <li>
              <Link to="/outcomes/dictionary" className="link">
                {T.dictionaryLink}
              </Link>
            </li>
            <li>
              <a href={outcomesCsvUrl()} className="link" download>
                {T.downloadCsv}
              </a>
            </li>
            <li>
              <a href={outcomesJsonUrl()} className="link">
                {T.downloadJson}
              </a>
            </li>
          </ul>
          {OUTCOME_DIMENSIONS.map((dimension) => {
            const rows = outcomes.data.rows.filter((row) => row.dimension === dimension);
            return (
              <section key={dimension} className="mt-8">
                <h2 className="text-xl font-semibold">{T.captions[dimension]}</h2>
                <ScrollRegion label={T.captions[dimension]} className="mt-2">
                  <table className="table table-sm">
                    <caption className="sr-only">{T.captions[dimension]}</caption>
                    <thead>
                      <tr>
                        <th scope="col">{T.groupHeaders[dimension]}</th>
                        {FIGURE_COLUMNS.map((column) => (
                          <th key={column} scope="col" className="text-right">
                            {T.columns[column]}
                          </th>
                        ))}
                      </tr>
                    </thead>
                    <tbody>
                      {rows.map((row) => (
                        <tr key={`${row.dimension}-${row.group ?? ''}`}>
                          <th scope="row" className="font-normal">
                            {groupName(dimension, row.group)}
                          </th>
                          {row.suppressed ? (
                            <td colSpan={FIGURE_COLUMNS.length} className="italic">
                              {T.suppressed}
                            </td>
                          ) : (
                            FIGURE_COLUMNS.map((column) => (
                              <td key={column} className="text-right tabular-nums">
                                {figure(row, column)}
                              </td>
                            ))
                          )}
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </ScrollRegion>
              </section>
            );
          })}
        </>
      )}
    </PageContainer>
  );
}
