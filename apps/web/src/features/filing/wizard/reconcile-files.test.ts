import { describe, expect, it } from 'vitest';
import type { DraftFile } from '@ir/domain/contracts/filing/list-draft-files.ts';
import type { WizardFile } from './draft.ts';
import { reconcileFiles } from './reconcile-files.ts';

const hash = (n: number) => n.toString(16).padStart(64, '0');
const server = (n: number, name: string, size = 100): DraftFile => ({
  id: hash(n),
  name,
  size,
  uploadedAt: '2025-03-01T12:00:00.000Z',
});
const local = (key: string, name: string, extra: Partial<WizardFile> = {}): WizardFile => ({
  key,
  name,
  size: 100,
  status: 'uploaded',
  ...extra,
});

describe('reconcileFiles', () => {
  it("shows the tab's own list until the server's is known", () => {
    const files = [local('a', 'a.pdf', { status: 'pending' })];
    expect(reconcileFiles(files, undefined)).toEqual(files);
  });

  it('gives a file uploaded here the id the server lists it under, by name and size', () => {
    const files = [local('a', 'a.pdf'), local('b', 'b.pdf', { size: 7 })];
    expect(reconcileFiles(files, [server(2, 'b.pdf', 7), server(1, 'a.pdf')])).toEqual([
      local('a', 'a.pdf', { id: hash(1) }),
      local('b', 'b.pdf', { size: 7, id: hash(2) }),
    ]);
  });

  it('lists the files the server holds that this tab did not choose (after a reload)', () => {
    expect(reconcileFiles([], [server(1, 'a.pdf')])).toEqual([
      { key: `server-${hash(1)}`, name: 'a.pdf', size: 100, status: 'uploaded', id: hash(1) },
    ]);
  });

  it('keeps pending and failed files, which the server does not know', () => {
    const files = [
      local('p', 'p.pdf', { status: 'pending' }),
      local('e', 'e.exe', { status: 'error', error: 'Invalid file type.' }),
    ];
    expect(reconcileFiles(files, [])).toEqual(files);
  });

  it('drops a file the server no longer holds', () => {
    expect(reconcileFiles([local('a', 'a.pdf', { id: hash(1) })], [])).toEqual([]);
  });

  it("collapses a second upload of the same file ('already exists') into the first", () => {
    const files = [local('a', 'a.pdf', { id: hash(1) }), local('again', 'a.pdf')];
    expect(reconcileFiles(files, [server(1, 'a.pdf')])).toEqual([
      local('a', 'a.pdf', { id: hash(1) }),
    ]);
  });

  it('keeps a just-uploaded file the list in hand predates, without an id yet', () => {
    const files = [local('new', 'new.pdf')];
    expect(reconcileFiles(files, [])).toEqual(files);
  });

  it('tells two different files of the same name apart by their sizes', () => {
    const files = [local('x', 'scan.jpg', { size: 10 }), local('y', 'scan.jpg', { size: 20 })];
    const result = reconcileFiles(files, [server(2, 'scan.jpg', 20), server(1, 'scan.jpg', 10)]);
    expect(result.map((file) => [file.key, file.id])).toEqual([
      ['x', hash(1)],
      ['y', hash(2)],
    ]);
  });
});
