import { PhoneLink } from '../../../components/ui/PhoneLink.tsx';
import { EmailText } from '../../../components/ui/EmailText.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { WithSlots } from '../../../lib/with-slots.tsx';
import { useLanguage } from '../../../lib/language.tsx';
import { useMunicipality } from '../../../lib/municipality.ts';
import { LegalDocument, LegalSection } from './LegalDocument.tsx';

/**
 * The accessibility statement (the ADA Title II web rule, decision 036): the standard, how it is tested, the
 * known limits and how to report a barrier. Public, linked from every page's footer.
 */
export function AccessibilityPage() {
  const { displayName, firm } = useMunicipality();
  const TEXT = useLanguage().messages.accessibility;
  useDocumentTitle(TEXT.title);
  const names = { firm: firm.name, municipality: displayName };

  return (
    <LegalDocument
      title={TEXT.title}
      intro={
        <p>
          <WithSlots text={TEXT.intro} slots={names} />
        </p>
      }
    >
      <LegalSection heading={TEXT.standardHeading}>
        <p>{TEXT.standard}</p>
        <p>{TEXT.adaRule}</p>
      </LegalSection>

      <LegalSection heading={TEXT.testingHeading}>
        <p>{TEXT.testingIntro}</p>
        <ul>
          {TEXT.testing.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p>{TEXT.testingSpecs}</p>
      </LegalSection>

      <LegalSection heading={TEXT.limitsHeading}>
        <ul>
          {TEXT.limits.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </LegalSection>

      <LegalSection heading={TEXT.reportHeading}>
        <p>{TEXT.report}</p>
        <ul>
          <li>
            <WithSlots text={TEXT.phone} slots={{ phone: <PhoneLink phone={firm.phone} /> }} />
          </li>
          {firm.accessibilityEmail && (
            <li>
              <WithSlots
                text={TEXT.email}
                slots={{
                  email: (
                    <a href={`mailto:${firm.accessibilityEmail}`} className="link">
                      <EmailText email={firm.accessibilityEmail} />
                    </a>
                  ),
                }}
              />
            </li>
          )}
          <li>
            <WithSlots text={TEXT.mail} slots={{ firm: firm.name, address: firm.address }} />
          </li>
        </ul>
      </LegalSection>
    </LegalDocument>
  );
}
