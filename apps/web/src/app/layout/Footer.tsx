import { Link } from 'react-router';
import type { PublicMunicipality } from '@ir/domain/municipality.ts';
import { PhoneLink } from '../../components/ui/PhoneLink.tsx';
import { FOOTER_ID } from './landmarks.ts';

const headingClass = 'mb-1 text-sm font-semibold tracking-wide uppercase';

export function Footer({ municipality }: { municipality: PublicMunicipality }) {
  const { firm } = municipality;
  return (
    <footer
      id={FOOTER_ID}
      tabIndex={-1}
      className="bg-neutral text-neutral-content focus:outline-none print:hidden"
    >
      <div className="footer mx-auto max-w-6xl gap-8 px-4 py-10 sm:footer-horizontal sm:px-6">
        <section aria-labelledby="footer-firm">
          <h2 id="footer-firm" className={headingClass}>
            {firm.name}
          </h2>
          <address className="not-italic leading-relaxed">{firm.address}</address>
          <p>
            Phone: <PhoneLink phone={firm.phone} />
          </p>
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className={headingClass}>
            Links
          </h2>
          <a href={municipality.website} className="link">
            {municipality.displayName} website
          </a>
          <a href={firm.website} className="link">
            {firm.name} website
          </a>
        </nav>
        <nav aria-labelledby="footer-about">
          <h2 id="footer-about" className={headingClass}>
            About
          </h2>
          <a href={firm.website} className="link">
            About us
          </a>
          <Link to="/contact" className="link">
            Contact
          </Link>
          <Link to="/terms-of-use" className="link">
            Terms of Use
          </Link>
          <Link to="/privacy" className="link">
            Privacy Policy
          </Link>
          <Link to="/accessibility" className="link">
            Accessibility
          </Link>
        </nav>
      </div>
    </footer>
  );
}
