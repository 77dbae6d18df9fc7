import { OUTCOMES_CSV_COLUMNS } from '@ir/domain/contracts/public/outcomes.ts';
import { PageContainer } from '../../../components/ui/PageContainer.tsx';
import { ScrollRegion } from '../../../components/ui/ScrollRegion.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useLanguage } from '../../../lib/language.tsx';
import { Link } from '../../../lib/router.tsx';

/** /outcomes/dictionary: every column of the published outcomes and what it counts. */
export function OutcomesDictionaryPage() {
  const T = useLanguage().messages.outcomes.dictionary;
  useDocumentTitle(T.title);
  return (
    <PageContainer>
      <h1 className="text-3xl font-bold sm:text-4xl">{T.title}</h1>
      <p className="mt-4 text-lg leading-relaxed">{T.intro}</p>
      <ScrollRegion label={T.caption} className="mt-6">
        <table className="table">
          <caption className="sr-only">{T.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{T.columnHeader}</th>
              <th scope="col">{T.meaningHeader}</th>
            </tr>
          </thead>
          <tbody>
            {OUTCOMES_CSV_COLUMNS.map((column) => (
              <tr key={column}>
                <th scope="row" className="align-top font-mono font-normal">
                  {column}
                </th>
                <td className="leading-relaxed">{T.columns[column]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <p className="mt-6">
        <Link to="/outcomes" className="link">
          {T.back}
        </Link>
      </p>
    </PageContainer>
  );
}
