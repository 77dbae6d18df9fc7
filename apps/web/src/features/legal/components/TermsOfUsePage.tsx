import { Link } from 'react-router';
import { formatLongDate } from '@ir/domain/deadline.ts';
import { PhoneLink } from '../../../components/ui/PhoneLink.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useMunicipality } from '../../../lib/municipality.ts';
import { LegalDocument, LegalSection } from './LegalDocument.tsx';

export function TermsOfUsePage() {
  const { displayName, filingDeadline, firm } = useMunicipality();
  useDocumentTitle('Terms of Use');

  return (
    <LegalDocument
      title="Terms of Use"
      intro={
        <p>
          These terms govern your use of the {displayName} Informal Review website, which{' '}
          {firm.name} (&ldquo;we&rdquo;, &ldquo;us&rdquo;) operates on behalf of {displayName} (the
          &ldquo;Municipality&rdquo;). By creating an account or using the website you agree to
          them. If you do not agree, please do not use the website.
        </p>
      }
    >
      <LegalSection heading="What this website is for">
        <p>
          The website lets owners of property in {displayName}, and people acting for them, ask the
          Municipality&apos;s assessor for an informal review of a property&apos;s assessed value,
          and follow the status of that request.
        </p>
      </LegalSection>

      <LegalSection heading="An Informal Review is not a formal grievance">
        <p>
          An Informal Review is a voluntary step the Municipality offers before its assessment roll
          is final. It is not a complaint under Article 5 of the New York Real Property Tax Law, it
          does not extend any deadline, and it does not preserve your right to any further review.
        </p>
        <p>
          If you still disagree with your assessment afterwards, you must file a formal complaint
          (form RP-524) with the Board of Assessment Review on or before Grievance Day. Your local
          Assessor&apos;s Office can tell you the date.
        </p>
      </LegalSection>

      <LegalSection heading="Who may file">
        <p>
          You may file for a property only if you own it or the owner has authorized you to act for
          them, for example as their attorney or tax representative. One Informal Review can be
          filed per property, and submissions are accepted through {formatLongDate(filingDeadline)}.
        </p>
      </LegalSection>

      <LegalSection heading="Your account">
        <ul>
          <li>
            You need an account with an e-mail address you can receive mail at; we send a link to
            confirm it.
          </li>
          <li>
            Keep your password to yourself. You are responsible for what is done with your account,
            and you should call us right away if you think someone else has used it.
          </li>
          <li>We may suspend or restrict an account that is misused.</li>
        </ul>
      </LegalSection>

      <LegalSection heading="What you submit">
        <ul>
          <li>
            Owner and applicant details, the value you request, your reasons, comments, comparable
            sales and files must be true and complete to the best of your knowledge.
          </li>
          <li>
            Upload only files you have the right to share. Files are checked before they are
            accepted, and files of the wrong type, too large, or carrying malicious software are
            refused.
          </li>
          <li>A submission cannot be edited once it has been submitted.</li>
          <li>
            You allow the Municipality, its assessor and us to use your submission to review the
            assessment, and the Municipality to keep it as part of its records.
          </li>
        </ul>
      </LegalSection>

      <LegalSection heading="Decisions and property data">
        <p>
          The assessor decides the outcome of every Informal Review; filing one does not guarantee a
          change in value. Property data, values and comparable sales shown on the website come from
          the Municipality&apos;s assessment records and are provided for reference. If you believe
          something is wrong, explain it in your submission.
        </p>
      </LegalSection>

      <LegalSection heading="Acceptable use">
        <p>
          Do not try to reach accounts or information that are not yours, get around the
          website&apos;s security or captcha, overload or interfere with it, collect information
          from it by automated means, or use it to send anything unlawful or harmful.
        </p>
      </LegalSection>

      <LegalSection heading="Availability and liability">
        <p>
          We work to keep the website available and accurate, but it is provided &ldquo;as is&rdquo;
          and may be unavailable at times for maintenance or for reasons beyond our control, so
          please do not leave your submission until the last day. To the extent the law allows,
          neither the Municipality nor {firm.name} is liable for losses arising from the use of, or
          inability to use, the website.
        </p>
      </LegalSection>

      <LegalSection heading="Governing law and changes">
        <p>
          These terms are governed by the laws of the State of New York. We may update them; the
          version posted on this page applies from the time it is posted.
        </p>
      </LegalSection>

      <LegalSection heading="Contact">
        <p>
          Questions about these terms? Call {firm.name} at <PhoneLink phone={firm.phone} /> or write
          to {firm.address}. How we handle your information is described in our{' '}
          <Link to="/privacy" className="link">
            Privacy Policy
          </Link>
          .
        </p>
      </LegalSection>
    </LegalDocument>
  );
}
