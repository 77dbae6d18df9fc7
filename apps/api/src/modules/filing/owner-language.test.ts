import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@ir/domain';
import { MESSAGES_ES } from '@ir/domain/messages.es.ts';
import { build, type TestApp } from '../../../test/helpers.ts';
import { AUTH_TEST_ENV } from '../../../test/captcha.ts';
import { injectOn, signedInAs, type SignedInAccount } from '../../../test/accounts.ts';
import { freshIp } from '../../../test/factories.ts';
import { createParcel, submissionFor } from '../../../test/filing-factories.ts';
import { expectAccessibleVersionInFooter } from '../../../test/pdf-accessible.ts';
import { pdfText } from '../../../test/pdf-text.ts';
import { actionBody } from '../../../test/review-state.ts';
import { outbox } from '../../db/schema/index.ts';
import { writeFilingOverride } from '../municipalities/index.ts';
import { updateUser } from '../users/index.ts';

/*
 * Decision 040: an owner's e-mails follow the account's language, whoever's request sends
 * them; the documents follow the language of the request that downloads them.
 */

const NOW = new Date('2026-02-10T15:00:00Z');
const SPANISH = { 'accept-language': 'es-US,es;q=0.9' };
const ENGLISH = { 'accept-language': 'en-US,en;q=0.9' };

let t: TestApp;
let reviewer: SignedInAccount;
let spanishOwner: SignedInAccount;
let englishOwner: SignedInAccount;
let spanishFiling: number;
let englishFiling: number;
const db = () => t.database.db;

const mailsTo = async (account: SignedInAccount) =>
  db().select().from(outbox).where(eq(outbox.recipient, account.user.email)).orderBy(outbox.id);

function inject(
  account: SignedInAccount,
  options: { method?: 'GET' | 'POST'; url: string; payload?: Record<string, unknown> },
  headers: Record<string, string>,
) {
  return injectOn(t.app, 'kent', { ...options, headers, remoteAddress: freshIp() }, account);
}

async function file(account: SignedInAccount, address: string, headers: Record<string, string>) {
  const parcel = await createParcel(db(), 'kent', { fullAddress: address, totalAv: 250000 });
  const payload = await submissionFor(t.app, parcel.sbl, {
    valueComments: 'Mi vecino vendió por menos. <typed as is>',
  });
  const res = await inject(
    account,
    { method: 'POST', url: '/api/ir/submit_review', payload },
    headers,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().ir_id as number;
}

beforeAll(async () => {
  t = await build({ now: NOW, env: AUTH_TEST_ENV });
  await writeFilingOverride(db(), 'kent', { deadline: '2026-03-31', rollYear: 2026 });
  reviewer = await signedInAs(t.app, 'super', 'kent');
  spanishOwner = await signedInAs(t.app, 'user', 'kent');
  englishOwner = await signedInAs(t.app, 'user', 'kent');
  await updateUser(db(), 'kent', spanishOwner.user.id, { language: 'es' }, NOW);
  // Each files from a page in the other language: the account's language decides the e-mail.
  spanishFiling = await file(spanishOwner, '7 Calle Uno', ENGLISH);
  englishFiling = await file(englishOwner, '8 Elm St', SPANISH);
  for (const id of [spanishFiling, englishFiling]) {
    const done = await inject(
      reviewer,
      {
        method: 'POST',
        url: '/api/super/complete',
        payload: actionBody(id, 'complete', {
          total_value_change: 'Y',
          assessed_total_value: '225000',
        }),
      },
      ENGLISH,
    );
    expect(done.statusCode, done.body).toBe(200);
  }
});
afterAll(() => t.close());

describe("an owner's e-mails in the account's language", () => {
  it('sends a Spanish account its receipt and its decision in Spanish', async () => {
    const [receipt, decision] = await mailsTo(spanishOwner);
    expect(receipt?.subject).toMatch(
      /^Recibimos su Revisión Informal de Kent \(KENT-2026-\d{6}\)$/,
    );
    expect(receipt?.textBody).toContain('Motivo: Ventas comparables');
    expect(receipt?.textBody).toContain('Comentarios adicionales: Mi vecino vendió por menos.');
    expect(receipt?.htmlBody).toContain('<html lang="es">');
    expect(decision?.subject).toBe('Su Revisión Informal de Kent está completa');
    expect(decision?.textBody).toContain('El tasador cambió la tasación de 7 Calle Uno');
    expect(decision?.textBody).toContain('$250,000 antes, $225,000 ahora');
    expect(decision?.textBody).not.toMatch(/informal review|please call/i);
  });

  it('sends an English account its receipt and its decision in English', async () => {
    const [receipt, decision] = await mailsTo(englishOwner);
    expect(receipt?.subject).toMatch(
      /^Your Kent informal review was received \(KENT-2026-\d{6}\)$/,
    );
    expect(receipt?.textBody).toContain('Reason: Comparable sales');
    expect(receipt?.htmlBody).toContain('<html lang="en">');
    expect(decision?.subject).toBe('Your Kent informal review is complete');
    expect(decision?.textBody).toContain('$250,000 before, $225,000 now');
  });

  it('writes the answer e-mail in Spanish to a Spanish account', async () => {
    const res = await inject(
      spanishOwner,
      {
        method: 'POST',
        url: '/api/applications/respond',
        payload: { id: spanishFiling, decision: 'disagree', name: 'Olivia Dueña' },
      },
      ENGLISH,
    );
    expect(res.statusCode, res.body).toBe(200);
    const last = (await mailsTo(spanishOwner)).at(-1);
    expect(last?.subject).toBe('Su paquete de queja para 7 Calle Uno');
    expect(last?.htmlBody).toContain('>Descargar su paquete de queja (PDF)</a>');
    expect(last?.textBody).toContain('a más tardar el Día de Quejas (Grievance Day)');
  });
});

describe("a refusal in the request's language", () => {
  it("answers a schema's 400 with the Spanish texts of the request and of the field", async () => {
    const res = await inject(
      spanishOwner,
      {
        method: 'POST',
        url: '/api/applications/respond',
        payload: { id: spanishFiling, decision: 'accept', name: '' },
      },
      SPANISH,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      statusCode: 400,
      error_message: 'validation_error',
      message: MESSAGES_ES.input.invalidRequest,
      issues: [{ path: 'body.name', message: MESSAGES_ES.response.nameRequired }],
    });
  });

  it("answers a service's 409 in Spanish with the same code", async () => {
    const res = await inject(
      spanishOwner,
      { method: 'POST', url: '/api/applications/withdraw', payload: { id: spanishFiling } },
      SPANISH,
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      statusCode: 409,
      error_message: 'review_acted',
      message: MESSAGES_ES.applications.cannotWithdraw.replace('{phone}', '(518) 555-0142'),
      message_key: 'applications.cannotWithdraw',
      message_values: { phone: '(518) 555-0142' },
    });
  });
});

describe('the documents in the language of the request that downloads them', () => {
  it('gives the decision notice in Spanish, marked es-US, for Accept-Language es', async () => {
    const res = await inject(
      englishOwner,
      { url: `/api/applications/${englishFiling}/notice.pdf` },
      SPANISH,
    );
    expect(res.statusCode).toBe(200);
    // A letter: the letterhead first, the accessible version's line in its Spanish footer.
    await expectAccessibleVersionInFooter(res.rawPayload, englishFiling, {
      letterhead: 'Town of Kent',
      language: 'es',
    });
    const text = await pdfText(res.rawPayload);
    for (const expected of [
      'Aviso de decisión de la Revisión Informal',
      'Valor tasado',
      'Después de la revisión',
      '$250,000',
      '$225,000',
      'Las ventas de propiedades comparables respaldan la tasación',
      'Revisión de Tasaciones de Reclamos Menores (SCAR)',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('What happens next');
    const raw = res.rawPayload.toString('latin1');
    expect(raw).toContain('/Lang (es-US)');
    expect(raw).not.toContain('/Lang (en-US)');
  });

  it('gives the same notice in English, marked en-US, for an English request', async () => {
    const res = await inject(
      spanishOwner,
      { url: `/api/applications/${spanishFiling}/notice.pdf` },
      ENGLISH,
    );
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Informal Review Decision Notice');
    expect(text).toContain('What happens next');
    expect(res.rawPayload.toString('latin1')).toContain('/Lang (en-US)');
  });

  it("gives an English browser that chose Español the Spanish notice: the link's lang comes first", async () => {
    const res = await inject(
      englishOwner,
      { url: `/api/applications/${englishFiling}/notice.pdf?lang=es` },
      ENGLISH,
    );
    expect(res.statusCode).toBe(200);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Aviso de decisión de la Revisión Informal');
    expect(text).not.toContain('What happens next');
    expect(res.rawPayload.toString('latin1')).toContain('/Lang (es-US)');
    // And the other way round.
    const english = await inject(
      spanishOwner,
      { url: `/api/applications/${spanishFiling}/notice.pdf?lang=en` },
      SPANISH,
    );
    expect(await pdfText(english.rawPayload)).toContain('Informal Review Decision Notice');
    // A language the documents are not written in is refused.
    const french = await inject(
      englishOwner,
      { url: `/api/applications/${englishFiling}/notice.pdf?lang=fr` },
      ENGLISH,
    );
    expect(french.statusCode).toBe(400);
  });

  it('fills the grievance packet in Spanish, leaving what the owner typed as typed', async () => {
    const res = await inject(
      spanishOwner,
      { url: `/api/applications/${spanishFiling}/grievance.pdf` },
      SPANISH,
    );
    expect(res.statusCode).toBe(200);
    const text = await pdfText(res.rawPayload);
    for (const expected of [
      'Paquete de queja para el formulario RP-524',
      'Parte uno. Propietario y propiedad',
      'Tasación excesiva (Excessive assessment)',
      'Motivo indicado',
      'Ventas comparables',
      'Mi vecino vendió por menos. <typed as is>',
      'Olivia Dueña',
      'página 1 de',
    ]) {
      expect(text).toContain(expected);
    }
    expect(res.rawPayload.toString('latin1')).toContain('/Lang (es-US)');
  });

  it('refuses in Spanish, with the same code, a document that does not exist yet', async () => {
    const res = await inject(
      englishOwner,
      { url: `/api/applications/${englishFiling}/agreement.pdf` },
      SPANISH,
    );
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      statusCode: 404,
      error_message: 'not_found',
      message: MESSAGES_ES.response.noAgreement,
      message_key: 'response.noAgreement',
    });
    expect(MESSAGES_ES.response.noAgreement).not.toBe(MESSAGES.response.noAgreement);
  });

  it('gives an English account its agreement in Spanish when the page asks in Spanish', async () => {
    const answered = await inject(
      englishOwner,
      {
        method: 'POST',
        url: '/api/applications/respond',
        payload: { id: englishFiling, decision: 'accept', name: 'Ed English' },
      },
      ENGLISH,
    );
    expect(answered.statusCode, answered.body).toBe(200);
    expect((await mailsTo(englishOwner)).at(-1)?.subject).toBe(
      'Your agreement to the Kent assessment of 8 Elm St',
    );
    const res = await inject(
      englishOwner,
      { url: `/api/applications/${englishFiling}/agreement.pdf` },
      SPANISH,
    );
    expect(res.statusCode).toBe(200);
    const text = await pdfText(res.rawPayload);
    for (const expected of [
      'Acuerdo sobre el valor tasado',
      'En el registro de tasación provisional',
      'Firmado electrónicamente por Ed English',
      'Firma del tasador',
    ]) {
      expect(text).toContain(expected);
    }
    expect(res.rawPayload.toString('latin1')).toContain('/Lang (es-US)');
  });
});
