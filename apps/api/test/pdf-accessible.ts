import { expect } from 'vitest';
import { MESSAGES } from '@ir/domain';
import { MESSAGES_ES } from '@ir/domain/messages.es.ts';
import { pdfText } from './pdf-text.ts';

/**
 * What every owner document's PDF says first (decision 036): the page of the filing is its
 * accessible version. The PDF also names its language and has the reader show its title.
 */
export async function expectAccessibleVersionFirst(bytes: Buffer, id: number): Promise<void> {
  const text = await pdfText(bytes);
  const [before, after] = MESSAGES.documents.accessibleVersion.split('{url}') as [string, string];
  expect(text.startsWith(before)).toBe(true);
  const url = text.slice(before.length).split(' ')[0] ?? '';
  expect(new URL(url).pathname).toBe(`/applications/${id}`);
  expect(text.slice(before.length + url.length).startsWith(after)).toBe(true);
  const raw = bytes.toString('latin1');
  expect(raw).toContain('/Lang (en-US)');
  expect(raw).toMatch(/\/DisplayDocTitle true/);
}

/**
 * What a letter's PDF says instead (decision 049): its first words are the letterhead's, and
 * the accessible version's line is in the footer of every page, in `language`.
 */
export async function expectAccessibleVersionInFooter(
  bytes: Buffer,
  id: number,
  { letterhead, language = 'en' }: { letterhead: string; language?: 'en' | 'es' },
): Promise<void> {
  const text = await pdfText(bytes);
  expect(text.startsWith(letterhead)).toBe(true);
  const catalogue = language === 'es' ? MESSAGES_ES : MESSAGES;
  const [before, after] = catalogue.documents.accessibleVersion.split('{url}') as [string, string];
  const at = text.indexOf(before);
  expect(at).toBeGreaterThan(0);
  const url = text.slice(at + before.length).split(' ')[0] ?? '';
  expect(new URL(url).pathname).toBe(`/applications/${id}`);
  expect(text.slice(at + before.length + url.length).startsWith(after)).toBe(true);
  // It follows the page's content, as a footer does.
  expect(text.indexOf(catalogue.documents.notice.nextHeading)).toBeLessThan(at);
}
