import { PageContainer } from '../../../components/ui/PageContainer.tsx';
import { PhoneLink } from '../../../components/ui/PhoneLink.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useMunicipality } from '../../../lib/municipality.ts';

export function ContactPage() {
  const { displayName, website, firm } = useMunicipality();
  useDocumentTitle('Contact Us');

  return (
    <PageContainer>
      <h1 className="text-3xl font-bold sm:text-4xl">Contact Us</h1>
      <p className="mt-4 text-lg leading-relaxed">
        {firm.name} runs the Informal Review on behalf of {displayName}. If you have a question
        about your application, your account or this website, please give us a call.
      </p>

      <div className="mt-8 grid gap-6 sm:grid-cols-2">
        <section className="card border border-base-300 bg-base-100" aria-labelledby="call-us">
          <div className="card-body">
            <h2 id="call-us" className="card-title">
              Call us
            </h2>
            <p className="text-2xl font-semibold">
              <PhoneLink phone={firm.phone} />
            </p>
            <p>
              Our phones are answered Monday through Friday, 9:00 a.m. to 5:00 p.m. Eastern Time,
              except on holidays. Outside those hours, leave a message with your name, phone number
              and property address and we will call you back.
            </p>
          </div>
        </section>

        <section className="card border border-base-300 bg-base-100" aria-labelledby="write-us">
          <div className="card-body">
            <h2 id="write-us" className="card-title">
              Write to us
            </h2>
            <address className="not-italic leading-relaxed">
              {firm.name}
              <br />
              {firm.address}
            </address>
            <p>
              <a href={firm.website} className="link">
                {firm.name} website
              </a>
            </p>
          </div>
        </section>
      </div>

      <p className="mt-8 leading-relaxed">
        For questions about Formal Grievance Day, exemptions or your tax bill, please contact the{' '}
        {displayName} Assessor&apos;s Office through the{' '}
        <a href={website} className="link">
          {displayName} website
        </a>
        .
      </p>
    </PageContainer>
  );
}
