import { expect } from 'vitest';
import { MESSAGES } from '@ir/domain';
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
