import { Link } from '../../../lib/router.tsx';
import { formatLongDate } from '@ir/domain/deadline.ts';
import { PhoneLink } from '../../../components/ui/PhoneLink.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { WithSlots } from '../../../lib/with-slots.tsx';
import { useLanguage } from '../../../lib/language.tsx';
import { useMunicipality } from '../../../lib/municipality.ts';
import { LegalDocument, LegalSection } from './LegalDocument.tsx';

export function TermsOfUsePage() {
  const { displayName, filingDeadline, firm } = useMunicipality();
  const { messages, locale } = useLanguage();
  const T = messages.terms;
  useDocumentTitle(T.title);
  const names = { municipality: displayName, firm: firm.name };

  return (
    <LegalDocument
      title={T.title}
      intro={
        <p>
          <WithSlots text={T.intro} slots={names} />
        </p>
      }
    >
      <LegalSection heading={T.purposeHeading}>
        <p>
          <WithSlots text={T.purpose} slots={names} />
        </p>
      </LegalSection>

      <LegalSection heading={T.notGrievanceHeading}>
        {T.notGrievance.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </LegalSection>

      <LegalSection heading={T.whoHeading}>
        <p>
          <WithSlots text={T.who} slots={{ deadline: formatLongDate(filingDeadline, locale) }} />
        </p>
      </LegalSection>

      <LegalSection heading={T.accountHeading}>
        <ul>
          {T.account.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </LegalSection>

      <LegalSection heading={T.submitHeading}>
        <ul>
          {T.submit.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </LegalSection>

      <LegalSection heading={T.decisionsHeading}>
        <p>{T.decisions}</p>
      </LegalSection>

      <LegalSection heading={T.useHeading}>
        <p>{T.use}</p>
      </LegalSection>

      <LegalSection heading={T.liabilityHeading}>
        <p>
          <WithSlots text={T.liability} slots={names} />
        </p>
      </LegalSection>

      <LegalSection heading={T.lawHeading}>
        <p>{T.law}</p>
      </LegalSection>

      <LegalSection heading={T.contactHeading}>
        <p>
          <WithSlots
            text={T.contact}
            slots={{
              firm: firm.name,
              phone: <PhoneLink phone={firm.phone} />,
              address: firm.address,
              privacy: (
                <Link to="/privacy" className="link">
                  {T.privacyLink}
                </Link>
              ),
            }}
          />
        </p>
      </LegalSection>
    </LegalDocument>
  );
}
