import { describe, expect, it } from 'vitest';
import { catalogueFor } from '@ir/domain/catalogues.ts';
import { formatInstant } from '@ir/domain/time.ts';
import { reviewReceiptEmail, type MailContext, type ReviewReceipt } from './templates.ts';

const ctx: MailContext = {
  municipality: { displayName: 'Town of Kent', shortName: 'Kent' },
  firm: {
    name: 'Sample Assessment Services, LLC',
    phone: '(518) 555-0142',
    website: 'https://x.example',
  },
  language: 'en',
};
const receipt: ReviewReceipt = {
  filingNumber: 'KENT-2025-000123',
  sbl: '12.34-5-6',
  address: '12 N Maple St',
  assessedValue: 250_000,
  desiredValue: 199_000,
  reason: 'comparable_sales',
  valueComments: 'See the <b>attached</b> appraisal & photos',
  fileCount: 3,
  submittedAt: '2025-03-02T15:04:00.000Z',
  secondNoticeMonth: '2025-05',
  applicationsLink: 'http://kent.localhost/applications',
};

describe('reviewReceiptEmail', () => {
  it('states the filing number, the details, what happens next and the phone', () => {
    const mail = reviewReceiptEmail(ctx, receipt);
    expect(mail.subject).toBe('Your Kent informal review was received (KENT-2025-000123)');
    expect(mail.text).toContain('Filing number: KENT-2025-000123');
    expect(mail.text).toContain('Property: 12 N Maple St');
    expect(mail.text).toContain('SBL: 12.34-5-6');
    expect(mail.text).toContain('Assessed value: $250,000');
    expect(mail.text).toContain('Requested assessment: $199,000');
    expect(mail.text).toContain('Reason: Comparable sales');
    expect(mail.text).toContain('Files submitted: 3');
    // 15:04 UTC is 10:04 in New York in March before the clocks change.
    expect(mail.text).toContain('Submitted: March 2, 2025, 10:04 AM ET');
    expect(mail.text).toContain('second notice in May 2025');
    // The stage names are My Applications' and the filing page's.
    expect(mail.text).toContain('You can follow its status (Received, In review, Completed)');
    expect(mail.text).toContain('please call (518) 555-0142');
    expect(mail.text).toContain('http://kent.localhost/applications');
  });

  it('escapes what the applicant typed in the HTML part', () => {
    const { html, text } = reviewReceiptEmail(ctx, receipt);
    expect(html).toContain('See the &lt;b&gt;attached&lt;/b&gt; appraisal &amp; photos');
    expect(html).not.toContain('<b>attached</b>');
    expect(text).toContain('Additional comments: See the <b>attached</b> appraisal & photos');
  });

  it('leaves out empty comments and shows a missing assessed value as -', () => {
    const { text } = reviewReceiptEmail(ctx, {
      ...receipt,
      valueComments: '',
      assessedValue: null,
    });
    expect(text).not.toContain('Additional comments');
    expect(text).toContain('Assessed value: -');
  });
});

describe('reviewReceiptEmail in Spanish', () => {
  const mail = reviewReceiptEmail({ ...ctx, language: 'es' }, receipt);

  it('says the same facts in Spanish, with dates and money written the es-US way', () => {
    expect(mail.subject).toBe('Recibimos su Revisión Informal de Kent (KENT-2025-000123)');
    expect(mail.text).toContain('Número de solicitud: KENT-2025-000123');
    expect(mail.text).toContain('SBL (número de sección, bloque y lote): 12.34-5-6');
    expect(mail.text).toContain('Valor tasado: $250,000');
    expect(mail.text).toContain('Motivo: Ventas comparables');
    expect(mail.text).toContain('Enviada: 2 de marzo de 2025, 10:04 a. m. ET');
    expect(mail.text).toContain('segundo aviso de valor en mayo de 2025');
    expect(mail.text).toContain('llame al (518) 555-0142');
    expect(mail.html).toContain('<html lang="es">');
    expect(mail.html).toContain('Si el botón no funciona');
    expect(`${mail.subject}${mail.text}`).not.toMatch(/informal review|please call|Thank you/i);
  });

  it('names the stages and writes the time as My Applications and the filing page do', () => {
    const { received, inReview, completed } = catalogueFor('es').applications.page.stages;
    expect(completed).toBe('Completada');
    expect(mail.text).toContain('Puede seguir su estado (Recibida, En revisión, Completada)');
    expect(mail.text).toContain(`(${received}, ${inReview}, ${completed})`);
    expect(mail.text).not.toContain('Terminada');
    // The page's formatter is the domain's, so the same instant is the same words there.
    expect(mail.text).toContain(`Enviada: ${formatInstant(receipt.submittedAt, 'long', 'es-US')}`);
  });

  it('keeps what the applicant typed as typed', () => {
    expect(mail.text).toContain(
      'Comentarios adicionales: See the <b>attached</b> appraisal & photos',
    );
  });

  it("gives the owner's copy of a representative's filing in Spanish too", () => {
    const copy = reviewReceiptEmail(
      { ...ctx, language: 'es' },
      { ...receipt, filedFor: { email: 'filings@firm.example', name: 'Rita Rep' } },
    );
    expect(copy.subject).toBe(
      'Se presentó una Revisión Informal de la tasación de su propiedad en Kent (KENT-2025-000123)',
    );
    expect(copy.text).toContain('Su representante presentó una solicitud');
    expect(copy.text).toContain('Presentada por: Rita Rep (filings@firm.example)');
    // It goes to an address the filer typed: nothing the filer wrote rides along.
    expect(`${copy.text}${copy.html}`).not.toContain('attached');
  });
});

describe("reviewReceiptEmail: the owner's copy of a representative's filing", () => {
  const rep = { email: 'filings@firm.example', name: 'Rita <Rep>' };

  it.each([
    ['en', 'Your representative filed', 'Filed by: Rita <Rep> (filings@firm.example)'],
    ['es', 'Su representante presentó', 'Presentada por: Rita <Rep> (filings@firm.example)'],
  ] as const)('names the representative and their e-mail in %s', (language, intro, by) => {
    const copy = reviewReceiptEmail({ ...ctx, language }, { ...receipt, filedFor: rep });
    const { receipt: r } = catalogueFor(language).mail;
    expect(copy.text).toContain(intro);
    expect(copy.text).toContain(by);
    // Said right after the opening paragraph, before the filing's facts.
    expect(copy.text.indexOf(by)).toBeLessThan(copy.text.indexOf(r.filingNumber.split('{')[0]!));
    // The name is the representative's words: escaped in the HTML part.
    expect(copy.html).toContain('Rita &lt;Rep&gt; (filings@firm.example)');
    expect(copy.html).not.toContain('<Rep>');
  });

  it.each([
    ['en', 'Filed by: filings@firm.example'],
    ['es', 'Presentada por: filings@firm.example'],
  ] as const)('names the account by its e-mail in %s when it gives no name', (language, by) => {
    const copy = reviewReceiptEmail(
      { ...ctx, language },
      { ...receipt, filedFor: { email: rep.email, name: null } },
    );
    expect(copy.text).toContain(by);
    expect(copy.text).not.toContain('()');
  });
});
