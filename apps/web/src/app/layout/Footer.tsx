import { Link } from '../../lib/router.tsx';
import type { PublicMunicipality } from '@ir/domain/municipality.ts';
import { PhoneLink } from '../../components/ui/PhoneLink.tsx';
import { useLanguage } from '../../lib/language.tsx';
import { FOOTER_ID } from './landmarks.ts';

const headingClass = 'mb-1 text-sm font-semibold tracking-wide uppercase';

export function Footer({ municipality }: { municipality: PublicMunicipality }) {
  const { firm } = municipality;
  const { messages, format } = useLanguage();
  const T = messages.site.footer;
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
            {T.phone} <PhoneLink phone={firm.phone} />
          </p>
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className={headingClass}>
            {T.links}
          </h2>
          <a href={municipality.website} className="link">
            {format(T.websiteOf, { name: municipality.displayName })}
          </a>
          <a href={firm.website} className="link">
            {format(T.websiteOf, { name: firm.name })}
          </a>
        </nav>
        <nav aria-labelledby="footer-about">
          <h2 id="footer-about" className={headingClass}>
            {T.about}
          </h2>
          <a href={firm.website} className="link">
            {T.aboutUs}
          </a>
          <Link to="/contact" className="link">
            {T.contact}
          </Link>
          <Link to="/terms-of-use" className="link">
            {T.terms}
          </Link>
          <Link to="/privacy" className="link">
            {T.privacy}
          </Link>
          <Link to="/accessibility" className="link">
            {T.accessibility}
          </Link>
          {municipality.publishOutcomes && (
            <Link to="/outcomes" className="link">
              {T.outcomes}
            </Link>
          )}
        </nav>
      </div>
    </footer>
  );
}
