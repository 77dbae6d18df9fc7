import { Link } from 'react-router';
import { PhoneLink } from '../../../components/ui/PhoneLink.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useMunicipality } from '../../../lib/municipality.ts';
import { LegalDocument, LegalSection } from './LegalDocument.tsx';

export function PrivacyPage() {
  const { displayName, firm } = useMunicipality();
  useDocumentTitle('Privacy Policy');

  return (
    <LegalDocument
      title="Privacy Policy"
      intro={
        <p>
          This policy explains what information the {displayName} Informal Review website collects,
          why, and what happens to it. {firm.name} (&ldquo;we&rdquo;, &ldquo;us&rdquo;) operates the
          website on behalf of {displayName} (the &ldquo;Municipality&rdquo;), which uses it to
          review property assessments.
        </p>
      }
    >
      <LegalSection heading="Information we collect">
        <ul>
          <li>
            <strong>Your account:</strong> your e-mail address and password. The password is stored
            only as a one-way hash that cannot be turned back into the password.
          </li>
          <li>
            <strong>Owner and applicant details:</strong> names, mailing addresses and phone numbers
            of the property owner and, if someone files for them, of the applicant. If you choose,
            the applicant details are saved to fill in your next application.
          </li>
          <li>
            <strong>Your application:</strong> the property (address and SBL number), its assessed
            value, the value you request, your reason and comments, and any comparable sales you
            add.
          </li>
          <li>
            <strong>Uploaded files:</strong> appraisals, photos, forms and other documents you
            attach.
          </li>
          <li>
            <strong>Technical information:</strong> server logs of requests, including IP address,
            browser type and time, used to keep the website secure and working.
          </li>
        </ul>
      </LegalSection>

      <LegalSection heading="How we use it">
        <p>
          We use this information only to run the informal review of assessments: to create and
          secure your account, to let the Municipality&apos;s assessor and our reviewers consider
          your application, to contact you about it (for example to confirm your e-mail address or
          reset your password), and to protect the website against misuse. We do not use it for
          marketing.
        </p>
      </LegalSection>

      <LegalSection heading="Who we share it with">
        <ul>
          <li>
            <strong>The Municipality:</strong> your application and files go to the
            Municipality&apos;s assessor, who decides on it and keeps it as part of the
            Municipality&apos;s records.
          </li>
          <li>
            <strong>Service providers:</strong> companies that host the website or deliver its
            e-mail, only as needed for that work and under a duty to keep it confidential.
          </li>
          <li>
            <strong>When the law requires it:</strong> for example in answer to a subpoena. Records
            held by the Municipality may have to be disclosed under New York&apos;s Freedom of
            Information Law, subject to its exemptions for personal privacy.
          </li>
        </ul>
        <p>We do not sell, rent or trade your personal information.</p>
      </LegalSection>

      <LegalSection heading="Cookies and local storage">
        <ul>
          <li>
            <strong>One session cookie.</strong> When you sign in, we set a single cookie that keeps
            you signed in. It is strictly necessary, cannot be read by scripts on the page, is sent
            only to this website and ends when you sign out or your session expires.
          </li>
          <li>
            <strong>Your theme.</strong> If you switch to dark mode, the choice is saved in your
            browser&apos;s local storage. It stays on your device and is never sent to us.
          </li>
          <li>
            <strong>Google Analytics, only when enabled.</strong> The Municipality may turn on
            Google Analytics to learn, in aggregate, how the website is used. When it is on, Google
            sets its own cookies and receives information about your visit, such as the pages you
            view and your browser and device type, under Google&apos;s own privacy policy. We do not
            use it for advertising. You can block it in your browser settings or with Google&apos;s
            opt-out browser add-on.
          </li>
        </ul>
      </LegalSection>

      <LegalSection heading="How long we keep it">
        <p>
          Applications, supporting files and related correspondence are records of the Municipality.
          They are kept for as long as the Retention and Disposition Schedule for New York Local
          Government Records (LGS-1), issued by the New York State Archives, requires for assessment
          records, and are then securely destroyed. Account information is kept while your account
          is in use and for as long as an application it belongs to must be kept. Server logs are
          kept for a limited time for security.
        </p>
      </LegalSection>

      <LegalSection heading="How we protect it">
        <p>
          Information travels over encrypted connections. Uploaded files are checked before they are
          accepted and are stored outside the public website. Only authorized staff of the
          Municipality and of {firm.name} can see applications, and their actions are recorded. If a
          breach of your personal information occurs, we will notify you as New York&apos;s
          information security breach law (General Business Law § 899-aa) requires.
        </p>
      </LegalSection>

      <LegalSection heading="Your choices">
        <p>
          You can ask to see or correct the information we hold about you, or to close your account,
          by calling us. Information that must be kept under the records rules above is kept even
          after you close your account. A submitted application cannot be edited online; call us if
          something in yours is wrong.
        </p>
      </LegalSection>

      <LegalSection heading="Children">
        <p>
          The website is meant for property owners and their representatives. It is not directed at
          children under 13, and we do not knowingly collect their information.
        </p>
      </LegalSection>

      <LegalSection heading="Changes to this policy">
        <p>
          We may update this policy. The version posted on this page applies from the time it is
          posted; if a change affects how information you already gave us is used, we will say so on
          the website.
        </p>
      </LegalSection>

      <LegalSection heading="Contact">
        <p>
          Questions about your information? Call {firm.name} at <PhoneLink phone={firm.phone} /> or
          write to {firm.address}. See also our{' '}
          <Link to="/terms-of-use" className="link">
            Terms of Use
          </Link>
          .
        </p>
      </LegalSection>
    </LegalDocument>
  );
}
