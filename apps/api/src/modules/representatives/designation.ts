import { AppError, can, type Language } from '@ir/domain';
import { catalogueFor } from '@ir/domain/catalogues.ts';
import type { SignedInContext } from '../../plugins/request-context.ts';
import { type PdfBlock, type PdfDocument, renderPdf } from '../../plugins/pdf.ts';
import { documentWords, letterhead } from '../applications/index.ts';
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
  const statement: PdfBlock[] = (row.signedText ?? '')
    .split('\n\n')
    .map((paragraph) => ({ type: 'paragraph', text: paragraph, space: [0, 8] }));
  const paragraph = (text: string): PdfBlock => ({ type: 'paragraph', text });
  return {
    title: t(g.title, { id: row.id }),
    author: ctx.firm.name,
    language,
    blocks: [
      letterhead(ctx.municipality.displayName, ctx.firm),
      { type: 'heading', level: 1, text: g.heading },
      { type: 'facts', rows, space: [0, 12] },
      { type: 'heading', level: 2, text: g.statement },
      ...statement,
      { type: 'heading', level: 2, text: g.signature },
      paragraph(t(g.signedBy, { name: row.signedName ?? '' })),
      paragraph(t(g.signedAt, { date: instant(row.signedAt as Date) })),
      ...(row.revokedAt ? [paragraph(t(g.revokedAt, { date: instant(row.revokedAt) }))] : []),
    ],
    footer: () => [t(g.verification, { id: row.id, hash: row.signedTextSha256 ?? '' })],
  };
}
