import { Link } from 'react-router';
import { formatLongDate, formatMonthYear } from '@ir/domain/deadline.ts';
import { PRODUCT_TITLE } from '@ir/domain/product.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useMunicipality } from '../../../lib/municipality.ts';

const STEPS = [
  {
    title: 'Create an account',
    text: 'Sign up with your e-mail address and confirm it from the link we send you.',
  },
  {
    title: 'Tell us about your property',
    text: 'Find your property by address or SBL number, then give the value you believe is right and why.',
  },
  {
    title: 'Add evidence and submit',
    text: 'Attach an appraisal, photos or comparable sales, check the summary and submit once.',
  },
] as const;

export function LandingPage() {
  const municipality = useMunicipality();
  useDocumentTitle();
  const deadline = formatLongDate(municipality.filingDeadline);

  return (
    <>
      <section className="hero bg-base-200" aria-labelledby="landing-title">
        <div className="hero-content px-4 py-16 text-center lg:py-24">
          <div className="max-w-2xl">
            <p className="text-sm font-semibold tracking-widest uppercase">{PRODUCT_TITLE}</p>
            <h1 id="landing-title" className="mt-3 text-4xl font-bold text-balance sm:text-5xl">
              {municipality.displayName}
            </h1>
            {municipality.expired ? (
              <p className="mt-6 text-lg leading-relaxed">
                The Informal Review period for {municipality.displayName} has expired (submissions
                were due {deadline}). Please contact your local Assessor&apos;s Office about Formal
                Grievance Day.
              </p>
            ) : (
              <p className="mt-6 text-lg leading-relaxed">
                If you disagree with your new assessed value, you can submit an Informal Review. A
                second value notice will be mailed in early{' '}
                {formatMonthYear(municipality.secondNoticeMonth)}. Submissions are due{' '}
                <strong>{deadline}</strong>.
              </p>
            )}
            <Link to="/signup" className="btn btn-primary btn-lg mt-8">
              {municipality.expired ? 'Login' : 'Get Started'}
            </Link>
            {!municipality.expired && (
              <p className="mt-4">
                Already have an account?{' '}
                <Link to="/login" className="link font-semibold">
                  Log in
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
                Formal Grievance Day
              </h2>
              <p>
                If you still disagree with your assessment, you can file a formal grievance with the
                Board of Assessment Review. Your local Assessor&apos;s Office can tell you when
                Grievance Day is and how to file.
              </p>
              <p>Already filed an Informal Review? Log in to see the status of your application.</p>
              <p>
                <a href={municipality.website} className="link">
                  Visit the {municipality.displayName} website
                </a>
              </p>
            </div>
          </div>
        </section>
      ) : (
        <section className="mx-auto max-w-5xl px-4 py-12" aria-labelledby="steps-title">
          <h2 id="steps-title" className="text-center text-2xl font-bold">
            How it works
          </h2>
          <ol className="mt-8 grid gap-6 md:grid-cols-3">
            {STEPS.map((step, index) => (
              <li key={step.title} className="card border border-base-300 bg-base-100">
                <div className="card-body">
                  <span
                    className="flex size-10 items-center justify-center rounded-full bg-primary text-lg font-bold text-primary-content"
                    aria-hidden="true"
                  >
                    {index + 1}
                  </span>
                  <h3 className="card-title">{step.title}</h3>
                  <p>{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
          <p className="mt-8 text-center">
            You can file one Informal Review per property, and it cannot be changed once submitted.
          </p>
        </section>
      )}
    </>
  );
}
