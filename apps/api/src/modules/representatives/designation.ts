import type { PdfContent, PdfDocument } from 'pdfmake';
import { AppError, can, type Language } from '@ir/domain';
import { catalogueFor } from '@ir/domain/catalogues.ts';
import type { SignedInContext } from '../../plugins/request-context.ts';
import { renderPdf } from '../../plugins/pdf.ts';
import { documentWords, letterhead, PDF_STYLES } from '../applications/index.ts';
import { findUserById } from '../users/index.ts';
import { representativeOf, statusOf } from './authorization-view.ts';
import { type AuthorizationRow, findAuthorizationById } from './repository.ts';

/**
 * GET /representatives/authorizations/{id}/designation.pdf: a signed authorization as the
 * designation of a representative the Board of Assessment Review asks for. Its representative
 * and this municipality's staff may read it; anyone else, and an unsigned request, get 404.
 */
export async function designationPdf(ctx: SignedInContext, id: number): Promise<Buffer> {
  const notFound = new AppError(404, 'unknown_authorization', 'authorizations.errors.notFound');
  const row = await findAuthorizationById(ctx.db, ctx.municipality.key, id);
  const mayRead =
    row && (row.representativeUserId === ctx.actor.id || can(ctx.actor.role, 'file:download'));
  if (!row || !mayRead) throw notFound;
  if (!row.signedAt || !row.signedText || !row.signedTextSha256) {
    throw new AppError(404, 'unknown_authorization', 'authorizations.errors.noDesignation');
  }
  const account = await findUserById(ctx.db, ctx.municipality.key, row.representativeUserId);
  if (!account) throw notFound;
  const representative = representativeOf(account);
  return renderPdf(designationDocument(ctx, row, representative, ctx.language), {
    accessiblePage: ctx.link('/representative/authorizations'),
    language: ctx.language,
  });
}

export function designationDocument(
  ctx: Pick<SignedInContext, 'municipality' | 'firm' | 'now'>,
  row: AuthorizationRow,
  representative: { firm: string; email: string },
  language: Language,
): PdfDocument {
  const { t, instant } = documentWords(language);
  const c = catalogueFor(language).authorizations;
  const g = c.designation;
  const status = statusOf(row, ctx.now);
  const rows: [string, string][] = [
    [g.owner, row.ownerName],
    [g.ownerEmail, row.ownerEmail],
    [g.representative, `${representative.firm} (${representative.email})`],
    [g.property, `${row.parcelAddress} · SBL ${row.sbl}`],
    [g.scope, c.scope[row.scope as 'informal_review' | 'all_stages']],
    [g.year, String(row.taxYear)],
    [g.status, c.status[status]],
  ];
  // The statement exactly as signed, in the language it was signed in.
  const statement: PdfContent[] = (row.signedText ?? '')
    .split('\n\n')
    .map((paragraph) => ({ text: paragraph, margin: [0, 0, 0, 8] }));
  return {
    info: { title: t(g.title, { id: row.id }), author: ctx.firm.name },
    content: [
      ...letterhead(ctx.municipality.displayName, ctx.firm),
      { text: g.heading, style: 'title' },
      {
        table: {
          widths: ['auto', '*'],
          body: rows.map(([term, value]) => [{ text: term, bold: true }, value]),
        },
        layout: 'noBorders',
        margin: [0, 0, 0, 12],
      },
      { text: g.statement, style: 'heading' },
      ...statement,
      { text: g.signature, style: 'heading' },
      { text: t(g.signedBy, { name: row.signedName ?? '' }) },
      { text: t(g.signedAt, { date: instant(row.signedAt as Date) }) },
      ...(row.revokedAt ? [{ text: t(g.revokedAt, { date: instant(row.revokedAt) }) }] : []),
    ],
    footer: () => ({
      text: t(g.verification, { id: row.id, hash: row.signedTextSha256 ?? '' }),
      style: 'small',
      margin: [54, 12, 54, 0],
    }),
    styles: PDF_STYLES,
  };
}
