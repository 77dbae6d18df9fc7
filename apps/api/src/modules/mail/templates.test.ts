import { describe, expect, it } from 'vitest';
import { TOKEN_LIFETIME_MS } from '../auth/user-tokens.ts';
import {
  adminPasswordSetEmail,
  draftReminderEmail,
  escapeHtml,
  invitationEmail,
  passwordChangedEmail,
  passwordResetEmail,
  reviewOutcomeEmail,
  verificationEmail,
  voidedFilingEmail,
  type MailContext,
} from './templates.ts';

const ctx: MailContext = {
  municipality: { displayName: 'Town of Amherst', shortName: 'Amherst' },
  firm: {
    name: 'Sample Assessment Services, LLC',
    phone: '(518) 555-0142',
    website: 'https://assessment-firm.example.com',
  },
  language: 'en',
};
const link = 'http://amherst.localhost:3000/verify?token=abc_DEF-123&next=1';

function expectBranded(mail: { text: string; html: string }) {
  for (const part of [mail.text, mail.html]) {
    expect(part).toContain('Town of Amherst');
    expect(part).toContain('Sample Assessment Services, LLC');
    expect(part).toContain('(518) 555-0142');
    expect(part).toContain('https://assessment-firm.example.com');
  }
  expect(mail.html).toContain('href="tel:5185550142"');
  expect(mail.html).toMatch(/^<!doctype html>/);
  expect(mail.html).not.toContain('<style');
}

describe('verificationEmail', () => {
  const mail = verificationEmail(ctx, link);

  it('asks to confirm the account with the link, valid 24 hours', () => {
    expect(mail.subject).toBe('Confirm your Amherst informal review account');
    expect(mail.text).toContain(`\n${link}\n`);
    expect(mail.text).toContain('It expires in 24 hours.');
    expect(mail.text).toContain('If you did not create this account, you can ignore this e-mail.');
    expect(mail.html).toContain(`href="${link.replace('&', '&amp;')}"`);
    expect(mail.html).toContain('>Confirm your account</a>');
    expectBranded(mail);
  });
});

describe('voidedFilingEmail', () => {
  const filing = {
    filingNumber: 'AMHERST-2026-000042',
    sbl: '12.34-1-5',
    address: '14 Seneca Ln',
    reason: "Filed in a batch <without> the owner's say & {consent}.",
  };

  it("tells the filer which filing the assessor's office voided, why, that it may be filed again, with its link", () => {
    const mail = voidedFilingEmail(ctx, filing, { filingLink: link });
    expect(mail.subject).toBe('Your Amherst informal review AMHERST-2026-000042 was voided');
    expect(mail.text).toContain(
      "The Town of Amherst assessor's office voided informal review AMHERST-2026-000042 of 14 Seneca Ln (SBL 12.34-1-5).",
    );
    // The administrator's words arrive as typed: no ICU reading of its braces.
    expect(mail.text).toContain(`Reason: ${filing.reason}`);
    expect(mail.text).toContain('may be filed again while the filing period is open');
    expect(mail.text).toContain(`\n${link}\n`);
    expect(mail.html).toContain(
      'Filed in a batch &lt;without&gt; the owner&#39;s say &amp; {consent}.',
    );
    expect(mail.html).not.toContain('<without>');
    expectBranded(mail);
  });

  it('tells the owner in words of their own, with no link to a filing page they may not open', () => {
    const mail = voidedFilingEmail({ ...ctx, language: 'es' }, filing, 'owner');
    expect(mail.subject).toBe(
      'Se anuló una Revisión Informal de su propiedad en Amherst (AMHERST-2026-000042)',
    );
    expect(mail.text).toContain('que se presentó para su propiedad 14 Seneca Ln');
    expect(mail.text).toContain(`Motivo: ${filing.reason}`);
    expect(mail.text).not.toContain('http://amherst.localhost');
    expect(mail.html).toContain('lang="es"');
    expectBranded(mail);
  });
});

describe('reviewOutcomeEmail', () => {
  const outcome = {
    sbl: '12.34-1-5',
    address: '14 Seneca Ln',
    receivedTotalValue: 200_000,
    assessedTotalValue: 185_000,
    receivedLandValue: 50_000,
    assessedLandValue: 50_000,
    municipalityWebsite: 'https://www.amherst.ny.us',
  };
  const myApplications = 'http://amherst.localhost:3000/applications';

  it('tells the decision, the values before and after, and names the Grievance Day it is given', () => {
    const mail = reviewOutcomeEmail(ctx, { ...outcome, grievanceDay: '2027-05-25' }, link);
    expect(mail.subject).toBe('Your Amherst informal review is complete');
    expect(mail.text).toContain('changed the assessment of 14 Seneca Ln (SBL 12.34-1-5)');
    expect(mail.text).toContain('$200,000 before, $185,000 now');
    expect(mail.text).toContain('on or before Grievance Day, Tuesday, May 25, 2027.');
    expectBranded(mail);
  });

  it('sends the owner to the assessor for the date when the catalog has none, and says when nothing changed', () => {
    const mail = reviewOutcomeEmail(
      ctx,
      { ...outcome, assessedTotalValue: 200_000 },
      myApplications,
    );
    expect(mail.text).toContain('made no change to its assessment');
    expect(mail.text).toContain(
      "Ask the Town of Amherst assessor's office (https://www.amherst.ny.us) for this year's Grievance Day",
    );
  });
});

describe('passwordResetEmail', () => {
  const mail = passwordResetEmail(ctx, link);

  it('carries the link, valid 60 minutes and once, and says to ignore it if unasked', () => {
    expect(mail.subject).toBe('Reset your Amherst informal review password');
    expect(mail.text).toContain(`\n${link}\n`);
    expect(mail.text).toContain('It is valid for 60 minutes and works once.');
    expect(mail.text).toContain('If you did not ask for this, ignore this e-mail');
    expect(mail.html).toContain('>Reset your password</a>');
    expectBranded(mail);
  });
});

describe('passwordChangedEmail', () => {
  const mail = passwordChangedEmail(ctx);

  it('tells the owner to call the firm if the change was not theirs, with no link to act on', () => {
    expect(mail.subject).toBe('Your Amherst informal review password was changed');
    expect(mail.text).toContain('If it was not you, please call (518) 555-0142 right away.');
    expect(mail.html).toContain('If it was not you, please call (518) 555-0142 right away.');
    expect(mail.html).not.toContain('verify?');
    expectBranded(mail);
  });
});

describe('the lifetimes the e-mails state', () => {
  it('are the lifetimes of the tokens their links carry', () => {
    expect(TOKEN_LIFETIME_MS.verify).toBe(24 * 60 * 60 * 1000);
    expect(verificationEmail(ctx, link).text).toContain('24 hours');
    expect(TOKEN_LIFETIME_MS.reset).toBe(60 * 60 * 1000);
    expect(passwordResetEmail(ctx, link).text).toContain('60 minutes');
  });
});

describe('HTML escaping', () => {
  it('escapes every interpolated value in the HTML and leaves the text as written', () => {
    const hostile: MailContext = {
      municipality: { displayName: 'Town of <b>"Evil"</b> & Co', shortName: "O'Brien" },
      firm: { name: '<script>x</script>', phone: '555 <0142>', website: 'https://x.example/"a' },
      language: 'en',
    };
    const evilLink = 'https://x.example/verify?token="><img src=x onerror=alert(1)>';
    for (const mail of [
      verificationEmail(hostile, evilLink),
      passwordResetEmail(hostile, evilLink),
      passwordChangedEmail(hostile),
    ]) {
      expect(mail.html).not.toMatch(/<b>|<script>|<img|"Evil"|<0142>/);
      expect(mail.html).toContain('Town of &lt;b&gt;&quot;Evil&quot;&lt;/b&gt; &amp; Co');
      expect(mail.html).toContain('&lt;script&gt;x&lt;/script&gt;');
      expect(mail.text).toContain('Town of <b>"Evil"</b> & Co');
    }
    expect(verificationEmail(hostile, evilLink).html).toContain(
      'href="https://x.example/verify?token=&quot;&gt;&lt;img src=x onerror=alert(1)&gt;"',
    );
  });

  it('escapes the five HTML-special characters', () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;',
    );
  });
});

describe('adminPasswordSetEmail', () => {
  const mail = adminPasswordSetEmail(ctx);

  it('tells the owner an administrator set the password and how to get back in, with no link', () => {
    expect(mail.subject).toBe('An administrator changed your Amherst informal review password');
    expect(mail.text).toContain(
      'An administrator of the Town of Amherst informal review set a new password',
    );
    expect(mail.text).toContain('every device signed in to it was signed out');
    expect(mail.text).toContain('"Forgot password"');
    expect(mail.text).toContain('please call (518) 555-0142');
    expect(mail.html).not.toContain('If the button does not work');
    expectBranded(mail);
  });
});

describe('the e-mails in Spanish', () => {
  const es: MailContext = { ...ctx, language: 'es' };
  const english = /informal review|please call|Thank you|Grievance Day,/;

  it('writes the verification e-mail in Spanish, its html marked lang="es"', () => {
    const mail = verificationEmail(es, link);
    expect(mail.subject).toBe('Confirme su cuenta de Revisión Informal de Amherst');
    expect(mail.text).toContain('El enlace vence en 24 horas.');
    expect(mail.html).toContain('<html lang="es">');
    expect(mail.html).toContain('>Confirmar su cuenta</a>');
    expectBranded(mail);
    expect(mail.text).not.toMatch(english);
  });

  it('gives the decision with es-US dates and Grievance Day named in both languages', () => {
    const mail = reviewOutcomeEmail(
      es,
      {
        sbl: '12.34-1-5',
        address: '14 Seneca Ln',
        receivedTotalValue: 200_000,
        assessedTotalValue: 185_000,
        receivedLandValue: 50_000,
        assessedLandValue: null,
        municipalityWebsite: 'https://www.amherst.ny.us',
        grievanceDay: '2027-05-25',
      },
      link,
    );
    expect(mail.subject).toBe('Su Revisión Informal de Amherst está completa');
    expect(mail.text).toContain('Valor tasado total: $200,000 antes, $185,000 ahora.');
    expect(mail.text).toContain('$50,000 antes, sin registro ahora');
    expect(mail.text).toContain('Día de Quejas (Grievance Day), martes, 25 de mayo de 2027.');
    expect(mail.text).not.toMatch(english);
  });

  it('counts the drafts of a reminder in Spanish, and says how to turn reminders off', () => {
    const reminder = (count: number) =>
      draftReminderEmail(
        es,
        {
          stage: 1,
          periodEndsAt: new Date('2027-04-01T04:00:00Z'),
          drafts: Array.from({ length: count }, (_, i) => ({
            sbl: `1.1-${i}`,
            address: `${i} Elm`,
          })),
        },
        {
          applications: 'http://x/applications',
          optOut: { page: 'http://x/p', oneClick: 'http://x/o' },
        },
      );
    expect(reminder(1).subject).toBe(
      'Último día para presentar su Revisión Informal de Amherst: 31 de marzo de 2027',
    );
    expect(reminder(1).text).toContain('Usted comenzó una Revisión Informal en Town of Amherst');
    expect(reminder(3).text).toContain('Usted comenzó 3 Revisiones Informales en Town of Amherst');
    expect(reminder(3).text).toContain('0 Elm (SBL, número de sección, bloque y lote: 1.1-0)');
    expect(reminder(3).text).toContain('\n\n1 Elm (SBL 1.1-1)\n\n');
    expect(reminder(3).html).toContain('>Desactivar los recordatorios por correo electrónico</a>');
    expect(reminder(3).headers?.['List-Unsubscribe']).toBe('<http://x/o>');
  });

  it('keeps staff invitations in English', () => {
    expect(invitationEmail(es, link).subject).toBe(
      'You are invited to the Amherst informal review',
    );
    expect(invitationEmail(es, link).html).toContain('<html lang="en">');
  });
});
