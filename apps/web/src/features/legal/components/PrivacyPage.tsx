import { Link } from '../../../lib/router.tsx';
import { PhoneLink } from '../../../components/ui/PhoneLink.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { WithSlots } from '../../../lib/with-slots.tsx';
import { useLanguage } from '../../../lib/language.tsx';
import { useMunicipality } from '../../../lib/municipality.ts';
import { LegalDocument, LegalSection } from './LegalDocument.tsx';

/** A list whose items each open with a bold lead ('Your account:'). */
function LeadList({ items }: { items: readonly { lead: string; text: string }[] }) {
  return (
    <ul>
      {items.map(({ lead, text }) => (
        <li key={lead}>
          <strong>{lead}</strong> {text}
        </li>
      ))}
    </ul>
  );
}

export function PrivacyPage() {
  const { displayName, firm } = useMunicipality();
  const P = useLanguage().messages.privacy;
  useDocumentTitle(P.title);

  return (
    <LegalDocument
      title={P.title}
      intro={
        <p>
          <WithSlots text={P.intro} slots={{ municipality: displayName, firm: firm.name }} />
        </p>
      }
    >
      <LegalSection heading={P.collectHeading}>
        <LeadList items={P.collect} />
      </LegalSection>

      <LegalSection heading={P.useHeading}>
        <p>{P.use}</p>
      </LegalSection>

      <LegalSection heading={P.shareHeading}>
        <LeadList items={P.share} />
        <p>{P.noSale}</p>
      </LegalSection>

      <LegalSection heading={P.cookiesHeading}>
        <LeadList items={P.cookies} />
      </LegalSection>

      <LegalSection heading={P.keepHeading}>
        <p>{P.keep}</p>
      </LegalSection>

      <LegalSection heading={P.protectHeading}>
        <p>
          <WithSlots text={P.protect} slots={{ firm: firm.name }} />
        </p>
      </LegalSection>

      <LegalSection heading={P.choicesHeading}>
        <p>{P.choices}</p>
      </LegalSection>

      <LegalSection heading={P.childrenHeading}>
        <p>{P.children}</p>
      </LegalSection>

      <LegalSection heading={P.changesHeading}>
        <p>{P.changes}</p>
      </LegalSection>

      <LegalSection heading={P.contactHeading}>
        <p>
          <WithSlots
            text={P.contact}
            slots={{
              firm: firm.name,
              phone: <PhoneLink phone={firm.phone} />,
              address: firm.address,
              terms: (
                <Link to="/terms-of-use" className="link">
                  {P.termsLink}
                </Link>
              ),
            }}
          />
        </p>
      </LegalSection>
    </LegalDocument>
  );
}
