import { Link } from '../../../lib/router.tsx';
import { formatLongDate, formatMonthYear } from '@ir/domain/deadline.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useLanguage } from '../../../lib/language.tsx';
import { useMunicipality } from '../../../lib/municipality.ts';

const STEPS = [1, 2, 3] as const;

export function LandingPage() {
  const municipality = useMunicipality();
  useDocumentTitle();
  const { messages, locale, format } = useLanguage();
  const T_SITE = messages.site;
  const T = messages.site.landing;
  const deadline = formatLongDate(municipality.filingDeadline, locale);
  const name = municipality.displayName;

  return (
    <>
      <section className="hero bg-base-200" aria-labelledby="landing-title">
        <div className="hero-content px-4 py-16 text-center lg:py-24">
          <div className="max-w-2xl">
            <p className="text-sm font-semibold tracking-widest uppercase">{T_SITE.productTitle}</p>
            <h1 id="landing-title" className="mt-3 text-4xl font-bold text-balance sm:text-5xl">
              {municipality.displayName}
            </h1>
            {municipality.expired ? (
              <p className="mt-6 text-lg leading-relaxed">
                {format(T.expired, { name, deadline })}
              </p>
            ) : (
              <p className="mt-6 text-lg leading-relaxed">
                {format(T.openBefore, {
                  month: formatMonthYear(municipality.secondNoticeMonth, locale),
                })}{' '}
                <strong>{deadline}</strong>.
              </p>
            )}
            <Link to="/signup" className="btn btn-primary btn-lg mt-8">
              {municipality.expired ? T.login : T.getStarted}
            </Link>
            {!municipality.expired && (
              <p className="mt-4">
                {T.haveAccount}{' '}
                <Link to="/login" className="link font-semibold">
                  {T.logIn}
                </Link>
              </p>
            )}
          </div>
        </div>
      </section>

      {municipality.expired ? (
        <section className="mx-auto max-w-3xl px-4 py-12" aria-labelledby="grievance-title">
          <div className="card border border-base-300 bg-base-100">
            <div className="card-body">
              <h2 id="grievance-title" className="card-title text-2xl">
                {T.grievanceTitle}
              </h2>
              <p>{T.grievanceText}</p>
              <p>{T.alreadyFiled}</p>
              <p>
                <a href={municipality.website} className="link">
                  {format(T.visitWebsite, { name })}
                </a>
              </p>
            </div>
          </div>
        </section>
      ) : (
        <section className="mx-auto max-w-5xl px-4 py-12" aria-labelledby="steps-title">
          <h2 id="steps-title" className="text-center text-2xl font-bold">
            {T.howItWorks}
          </h2>
          <ol className="mt-8 grid gap-6 md:grid-cols-3">
            {STEPS.map((step) => (
              <li key={step} className="card border border-base-300 bg-base-100">
                <div className="card-body">
                  <span
                    className="flex size-10 items-center justify-center rounded-full bg-primary text-lg font-bold text-primary-content"
                    aria-hidden="true"
                  >
                    {step}
                  </span>
                  <h3 className="card-title">{T[`step${step}Title`]}</h3>
                  <p>{T[`step${step}Text`]}</p>
                </div>
              </li>
            ))}
          </ol>
          <p className="mt-8 text-center">{T.onePerProperty}</p>
        </section>
      )}
    </>
  );
}
