import { createHash } from 'node:crypto';
import { formatText, type AuthorizationScope, type Language } from '@ir/domain';
import { catalogueFor } from '@ir/domain/catalogues.ts';

/** What the statement names: the parties, the parcel, the year and the scope. */
export interface StatementFacts {
  firm: string;
  firmEmail: string;
  municipality: string;
  address: string;
  sbl: string;
  year: number;
  scope: AuthorizationScope;
}

/**
 * The authorization the owner reads and signs, paragraph by paragraph, in their language. The
 * server writes it (a document, like the PDFs), so the text signed is the text kept: its
 * SHA-256 is taken over the paragraphs joined by blank lines.
 */
export function authorizationStatement(language: Language, facts: StatementFacts): string[] {
  const s = catalogueFor(language).authorizations.statement;
  const values = {
    firm: facts.firm,
    email: facts.firmEmail,
    municipality: facts.municipality,
    address: facts.address,
    sbl: facts.sbl,
    year: String(facts.year),
  };
  return [s.title, s.grant, s[facts.scope], s.revoke, s.confirm].map((template) =>
    formatText(language, template, values),
  );
}

export function statementText(paragraphs: readonly string[]): string {
  return paragraphs.join('\n\n');
}

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}
