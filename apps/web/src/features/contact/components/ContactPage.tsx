import { PageContainer } from '../../../components/ui/PageContainer.tsx';
import { PhoneLink } from '../../../components/ui/PhoneLink.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useLanguage } from '../../../lib/language.tsx';
import { useMunicipality } from '../../../lib/municipality.ts';

export function ContactPage() {
  const { displayName, website, firm } = useMunicipality();
  const { messages, format } = useLanguage();
  const T = messages.site.contact;
  useDocumentTitle(T.title);

  return (
    <PageContainer>
      <h1 className="text-3xl font-bold sm:text-4xl">{T.title}</h1>
      <p className="mt-4 text-lg leading-relaxed">
        {format(T.intro, { firm: firm.name, name: displayName })}
      </p>

      <div className="mt-8 grid gap-6 sm:grid-cols-2">
        <section className="card border border-base-300 bg-base-100" aria-labelledby="call-us">
          <div className="card-body">
            <h2 id="call-us" className="card-title">
              {T.callUs}
            </h2>
            <p className="text-2xl font-semibold">
              <PhoneLink phone={firm.phone} />
            </p>
            <p>{T.hours}</p>
          </div>
        </section>

        <section className="card border border-base-300 bg-base-100" aria-labelledby="write-us">
          <div className="card-body">
            <h2 id="write-us" className="card-title">
              {T.writeUs}
            </h2>
            <address className="not-italic leading-relaxed">
              {firm.name}
              <br />
              {firm.address}
            </address>
            <p>
              <a href={firm.website} className="link">
                {format(messages.site.footer.websiteOf, { name: firm.name })}
              </a>
            </p>
          </div>
        </section>
      </div>

      <p className="mt-8 leading-relaxed">
        {format(T.otherQuestions, { name: displayName })}{' '}
        <a href={website} className="link">
          {format(messages.site.footer.websiteOf, { name: displayName })}
        </a>
        .
      </p>
    </PageContainer>
  );
}
