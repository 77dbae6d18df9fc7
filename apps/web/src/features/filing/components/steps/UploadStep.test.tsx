import { useState } from 'react';
import { QueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { DraftFile } from '@ir/domain/contracts/filing/list-draft-files.ts';
import { UPLOAD_ACCEPT, UPLOAD_MAX_BYTES } from '@ir/domain/limits.ts';
import { MESSAGES } from '@ir/domain/messages.ts';
import { AppProviders } from '../../../../app/AppProviders.tsx';
import { apiError, mockApi, requestsTo, type MockRoutes } from '../../../../test/render-app.tsx';
import { draftFixture } from '../../test/draft-fixtures.ts';
import type { WizardDraft } from '../../wizard/draft.ts';
import { uploadStep } from '../../wizard/upload-step.ts';
import { UploadStep } from './UploadStep.tsx';

const PRINT_KEY = '123.45-6-7';
const hash = (n: number) => n.toString(16).padStart(64, '0');

/** The server's side: the draft's files, kept as uploads and removals change them. */
function draftServer(initial: DraftFile[] = [], routes: MockRoutes = {}) {
  const files = [...initial];
  let next = 100;
  const fetchMock = mockApi({
    routes: {
      'POST /api/ir/draftfiles': () => Response.json({ files }),
      'POST /api/ir/removefile': ({ body }) => {
        const { id } = body as { id: string };
        files.splice(
          files.findIndex((file) => file.id === id),
          1,
        );
        return Response.json({ success: true });
      },
      ...routes,
    },
  });
  /** Plays the server keeping an upload (what POST /ir/uploadfile does before answering). */
  const keep = (name: string, size: number) => {
    next += 1;
    files.push({ id: hash(next), name, size, uploadedAt: '2025-03-01T12:00:00.000Z' });
    return new Response('Uploaded', { headers: { 'content-type': 'text/plain' } });
  };
  return { fetchMock, files, keep };
}

/** The wizard frame's part, as far as the step sees it: the draft, changed by patches. */
function renderStep(initial: WizardDraft = draftFixture({ step: 3 }), showErrors = 0) {
  const seen = { draft: initial };
  function Frame() {
    const [draft, setDraft] = useState(initial);
    seen.draft = draft;
    return (
      <UploadStep
        draft={draft}
        onChange={(patch) => setDraft((current) => ({ ...current, ...patch }))}
        showErrors={showErrors}
      />
    );
  }
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <AppProviders queryClient={queryClient}>
      <Frame />
    </AppProviders>,
  );
  return seen;
}

const picker = () => screen.getByLabelText('Choose files to upload');
const pdf = (name: string, content = 'pdf bytes') =>
  new File([content], name, { type: 'application/pdf' });
const rowOf = (name: string) => screen.getByText(name).closest('li') as HTMLElement;

/** Answers later, so the pending state can be seen. */
function deferred() {
  let resolve: (response: Response) => void = () => {};
  const promise = new Promise<Response>((r) => (resolve = r));
  return { promise, resolve };
}

describe('UploadStep (SPEC §2 step 3)', () => {
  it('offers a labelled picker for several files of the accepted types', () => {
    draftServer();
    renderStep();
    expect(picker()).toHaveAttribute('type', 'file');
    expect(picker()).toHaveAttribute('multiple');
    expect(picker()).toHaveAttribute('accept', UPLOAD_ACCEPT);
    expect(picker()).toHaveAccessibleDescription(/each under 25MB/);
  });

  it("opens the picker from a button in the page's language; the picker itself is never focused", async () => {
    draftServer();
    renderStep();
    const button = screen.getByRole('button', { name: MESSAGES.filing.files.choose });
    expect(button).toHaveAccessibleDescription(/each under 25MB/);
    // The browser's own control ("Choose files / No file chosen") is neither seen nor reached.
    expect(picker()).not.toBeVisible();
    expect(picker()).toHaveAttribute('tabindex', '-1');
    await userEvent.tab();
    expect(button).toHaveFocus();
    const opened = vi.fn();
    picker().addEventListener('click', opened);
    await userEvent.keyboard('{Enter}');
    expect(opened).toHaveBeenCalledTimes(1);
    await userEvent.keyboard(' ');
    expect(opened).toHaveBeenCalledTimes(2);
  });

  it('uploads each chosen file at once, pending then Uploaded, with its parcel', async () => {
    const answer = deferred();
    const { fetchMock, keep } = draftServer([], {
      'POST /api/ir/uploadfile': () => answer.promise,
    });
    const seen = renderStep();
    await userEvent.upload(picker(), pdf('appraisal.pdf'));

    const row = rowOf('appraisal.pdf');
    expect(within(row).getByText('Uploading')).toBeInTheDocument();
    // Announced while it uploads (WCAG 4.1.3), not only when it ends.
    expect(screen.getByRole('status')).toHaveTextContent('appraisal.pdf: Uploading');
    expect(uploadStep.isReady(seen.draft)).toBe(false);

    const [upload] = requestsTo(fetchMock, 'POST /api/ir/uploadfile');
    expect(upload).toBeDefined();
    const call = fetchMock.mock.calls.find(([input]) => String(input).endsWith('/ir/uploadfile'));
    const form = call?.[1]?.body as FormData;
    expect(form.get('printkey')).toBe(PRINT_KEY);
    expect((form.get('file') as File).name).toBe('appraisal.pdf');
    expect([...form.keys()]).toEqual(['printkey', 'file']);

    answer.resolve(keep('appraisal.pdf', 9));
    expect(await within(row).findByText('Uploaded')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('appraisal.pdf: Uploaded');
    expect(uploadStep.isReady(seen.draft)).toBe(true);
    // The server's list gives the file its id, and with it the Remove button.
    expect(
      await within(row).findByRole('button', { name: 'Remove appraisal.pdf' }),
    ).toBeInTheDocument();
    expect(seen.draft.files).toMatchObject([
      { name: 'appraisal.pdf', size: 9, status: 'uploaded', id: hash(101) },
    ]);
  });

  it('says beside the list, which the error summary links to, that a file still uploads once Next was pressed', async () => {
    const answer = deferred();
    draftServer([], { 'POST /api/ir/uploadfile': () => answer.promise });
    const seen = renderStep(draftFixture({ step: 3 }), 1);
    await userEvent.upload(picker(), pdf('slow.pdf'));
    const [item] = uploadStep.missing?.(seen.draft) ?? [];
    expect(item?.text).toBe('filing.filesUploading');
    const list = screen.getByRole('list', { name: MESSAGES.filing.files.list });
    expect(list).toHaveAttribute('id', item?.field);
    expect(list).toHaveAccessibleDescription(MESSAGES.filing.filesUploading);
  });

  it('is ready at the start and with no file chosen', () => {
    draftServer();
    const seen = renderStep();
    expect(uploadStep.isReady(seen.draft)).toBe(true);
  });

  it.each([
    [
      'a 413',
      () => apiError(413, 'too_large', 'Request Entity Too Large'),
      'File too large, must be under 25MB',
    ],
    [
      'a proxy page saying Request Entity Too Large',
      () => new Response('<html>413 Request Entity Too Large</html>', { status: 413 }),
      'File too large, must be under 25MB',
    ],
    ['a 415', () => new Response('bad file type', { status: 415 }), 'Invalid file type.'],
    [
      'a 422',
      () => new Response('Malicious software or virus found', { status: 422 }),
      'Unable to accept this file.',
    ],
    [
      'no answer',
      () => Promise.reject(new TypeError('Failed to fetch')),
      'Upload issue, please refresh the page',
    ],
    [
      'a server failure',
      () => new Response('scanner unreachable', { status: 503 }),
      'Upload issue, please refresh the page',
    ],
    [
      'the account’s daily upload quota',
      () =>
        new Response(MESSAGES.uploadAnswer.dailyQuota, {
          status: 429,
          headers: { 'x-error-code': 'daily_quota' },
        }),
      MESSAGES.uploadAnswer.dailyQuota,
    ],
    [
      'a 429 that is not the quota (a proxy, or the rate limit)',
      () => new Response(MESSAGES.uploadAnswer.dailyQuota, { status: 429 }),
      'Upload issue, please refresh the page',
    ],
  ])('marks the file Error with the SPEC §8 text on %s', async (_case, answer, text) => {
    draftServer([], { 'POST /api/ir/uploadfile': answer });
    const seen = renderStep();
    await userEvent.upload(picker(), pdf('program.pdf'));
    const row = rowOf('program.pdf');
    expect(await within(row).findByText(text)).toBeInTheDocument();
    expect(within(row).getByText('Error')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(`program.pdf: Error. ${text}`);
    // A failed file does not hold the person back.
    expect(uploadStep.isReady(seen.draft)).toBe(true);
    await userEvent.click(within(row).getByRole('button', { name: 'Dismiss program.pdf' }));
    expect(screen.queryByText('program.pdf')).not.toBeInTheDocument();
  });

  const turnedAway = (status: number) =>
    new Response('', { status, headers: { 'retry-after': '30' } });
  it.each([
    [
      'the server is too busy',
      () =>
        Response.json(
          { statusCode: 503, error_message: 'server_busy', message: MESSAGES.busy.serverBusy },
          { status: 503, headers: { 'retry-after': '30' } },
        ),
    ],
    ['a proxy turns it away (503, Retry-After)', () => turnedAway(503)],
  ])('says calmly when %s, keeps the other files, and sends it again', async (_case, answer) => {
    let busy = true;
    const { fetchMock, keep } = draftServer(
      [{ id: hash(1), name: 'roof.pdf', size: 10, uploadedAt: '2025-03-01T12:00:00Z' }],
      { 'POST /api/ir/uploadfile': () => (busy ? answer() : keep('appraisal.pdf', 9)) },
    );
    const initial = draftFixture({ step: 3 });
    const seen = renderStep(initial);
    expect(await screen.findByText('roof.pdf')).toBeInTheDocument();
    await userEvent.upload(picker(), pdf('appraisal.pdf'));

    const row = rowOf('appraisal.pdf');
    expect(await within(row).findByText(MESSAGES.busy.serverBusy)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      `appraisal.pdf: Error. ${MESSAGES.busy.serverBusy}`,
    );
    // Not sent again by itself: an upload is the owner's to repeat.
    expect(requestsTo(fetchMock, 'POST /api/ir/uploadfile')).toHaveLength(1);
    expect(within(rowOf('roof.pdf')).getByText('Uploaded')).toBeInTheDocument();
    expect({ ...seen.draft, files: [] }).toEqual({ ...initial, files: [] });
    expect(seen.draft.files).toMatchObject([
      { name: 'appraisal.pdf', status: 'error' },
      { name: 'roof.pdf', status: 'uploaded' },
    ]);
    expect(uploadStep.isReady(seen.draft)).toBe(true);

    busy = false;
    await userEvent.click(within(row).getByRole('button', { name: 'Try appraisal.pdf again' }));
    expect(await within(rowOf('appraisal.pdf')).findByText('Uploaded')).toBeInTheDocument();
    const sent = requestsTo(fetchMock, 'POST /api/ir/uploadfile');
    expect(sent.map((request) => ((request.body as FormData).get('file') as File).name)).toEqual([
      'appraisal.pdf',
      'appraisal.pdf',
    ]);
    await waitFor(() =>
      expect(seen.draft.files).toMatchObject([
        { name: 'appraisal.pdf', status: 'uploaded', id: hash(101) },
        { name: 'roof.pdf', status: 'uploaded', id: hash(1) },
      ]),
    );
  });

  it('offers to send again only files a busy server turned away', async () => {
    draftServer([], {
      'POST /api/ir/uploadfile': () => new Response('scanner unreachable', { status: 503 }),
    });
    renderStep();
    await userEvent.upload(picker(), pdf('program.pdf'));
    const row = rowOf('program.pdf');
    expect(await within(row).findByText(MESSAGES.upload.noResponse)).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /^Try/ })).not.toBeInTheDocument();
  });

  it("counts 'already exists' as uploaded", async () => {
    const { files } = draftServer([], {
      'POST /api/ir/uploadfile': () => new Response('already exists'),
    });
    files.push({ id: hash(1), name: 'photo.pdf', size: 9, uploadedAt: '2025-03-01T12:00:00Z' });
    renderStep();
    await userEvent.upload(picker(), pdf('photo.pdf'));
    await waitFor(() => expect(screen.getAllByText('photo.pdf')).toHaveLength(1));
    expect(within(rowOf('photo.pdf')).getByText('Uploaded')).toBeInTheDocument();
  });

  it('refuses a file over 25MB without sending it', async () => {
    const { fetchMock } = draftServer();
    renderStep();
    const big = pdf('survey.pdf');
    Object.defineProperty(big, 'size', { value: UPLOAD_MAX_BYTES + 1 });
    await userEvent.upload(picker(), big);
    const row = rowOf('survey.pdf');
    expect(within(row).getByText('File too large, must be under 25MB')).toBeInTheDocument();
    expect(within(row).getByText('Error')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST /api/ir/uploadfile')).toHaveLength(0);
  });

  it('shows long names cut to 30 characters and dots, the whole name on hover', async () => {
    const name = 'a-very-long-appraisal-document-from-2024.pdf';
    const { keep } = draftServer([], {
      'POST /api/ir/uploadfile': () => keep(name, 9),
    });
    renderStep();
    await userEvent.upload(picker(), pdf(name));
    const shown = await screen.findByText('a-very-long-appraisal-document...');
    expect(shown).toHaveAttribute('title', name);
    expect(screen.queryByText(name)).not.toBeInTheDocument();
  });

  it('lists the files the server holds for the draft after a reload', async () => {
    const { fetchMock } = draftServer([
      { id: hash(1), name: 'roof.pdf', size: 10, uploadedAt: '2025-03-01T12:00:00Z' },
    ]);
    // The draft as a reload restores it: its upload was still running when the page went.
    const seen = renderStep(
      draftFixture({
        step: 3,
        files: [{ key: 'old', name: 'lost.pdf', size: 3, status: 'pending' }],
      }),
    );
    expect(await screen.findByText('roof.pdf')).toBeInTheDocument();
    expect(within(rowOf('roof.pdf')).getByText('Uploaded')).toBeInTheDocument();
    expect(screen.queryByText('lost.pdf')).not.toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST /api/ir/draftfiles').map((r) => r.body)).toContainEqual({
      printkey: PRINT_KEY,
    });
    expect(uploadStep.isReady(seen.draft)).toBe(true);
  });

  it('removes an uploaded file from the draft on the server', async () => {
    const { fetchMock } = draftServer([
      { id: hash(1), name: 'roof.pdf', size: 10, uploadedAt: '2025-03-01T12:00:00Z' },
      { id: hash(2), name: 'deed.pdf', size: 20, uploadedAt: '2025-03-01T12:00:00Z' },
    ]);
    const seen = renderStep();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove roof.pdf' }));
    await waitFor(() => expect(screen.queryByText('roof.pdf')).not.toBeInTheDocument());
    expect(requestsTo(fetchMock, 'POST /api/ir/removefile').map((r) => r.body)).toEqual([
      { printkey: PRINT_KEY, id: hash(1) },
    ]);
    expect(screen.getByText('deed.pdf')).toBeInTheDocument();
    expect(seen.draft.files.map((file) => file.name)).toEqual(['deed.pdf']);
    expect(screen.getByRole('status')).toHaveTextContent('roof.pdf: Removed');
  });

  it('keeps the file and says so when it cannot be removed', async () => {
    draftServer([{ id: hash(1), name: 'roof.pdf', size: 10, uploadedAt: '2025-03-01T12:00:00Z' }], {
      'POST /api/ir/removefile': () => apiError(500, 'general_error'),
    });
    renderStep();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove roof.pdf' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not remove that file. Please try again.',
    );
    expect(screen.getByText('roof.pdf')).toBeInTheDocument();
  });

  it('uploads files dropped on the area', async () => {
    const { fetchMock, keep } = draftServer([], {
      'POST /api/ir/uploadfile': () => keep('a.pdf', 9),
    });
    renderStep();
    const zone = screen.getByText('Choose files to upload').parentElement as HTMLElement;
    fireEvent.drop(zone, { dataTransfer: { files: [pdf('a.pdf')] } });
    expect(await within(rowOf('a.pdf')).findByText('Uploaded')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST /api/ir/uploadfile')).toHaveLength(1);
  });

  it('uploads several files side by side, each with its own state', async () => {
    // By file name: the two requests may leave in either order.
    const answers: Record<string, ReturnType<typeof deferred>> = {
      'one.pdf': deferred(),
      'two.pdf': deferred(),
    };
    const { keep } = draftServer([], {
      'POST /api/ir/uploadfile': ({ body }) =>
        answers[((body as FormData).get('file') as File).name]!.promise,
    });
    const seen = renderStep();
    await userEvent.upload(picker(), [pdf('one.pdf'), pdf('two.pdf', 'other bytes')]);
    expect(within(rowOf('one.pdf')).getByText('Uploading')).toBeInTheDocument();
    expect(within(rowOf('two.pdf')).getByText('Uploading')).toBeInTheDocument();

    answers['two.pdf']!.resolve(keep('two.pdf', 11));
    expect(await within(rowOf('two.pdf')).findByText('Uploaded')).toBeInTheDocument();
    expect(within(rowOf('one.pdf')).getByText('Uploading')).toBeInTheDocument();
    expect(uploadStep.isReady(seen.draft)).toBe(false);

    answers['one.pdf']!.resolve(apiError(415, 'bad_file_type', 'bad file type'));
    expect(await within(rowOf('one.pdf')).findByText('Invalid file type.')).toBeInTheDocument();
    // The draft settles once the draft's file list, asked again after the upload, has come back.
    await waitFor(() =>
      expect(seen.draft.files).toMatchObject([
        // The draft keeps the text's key; the row says it in the page's language.
        { name: 'one.pdf', status: 'error', error: 'upload.badType' },
        { name: 'two.pdf', status: 'uploaded', id: hash(101) },
      ]),
    );
    expect(uploadStep.isReady(seen.draft)).toBe(true);
  });
});
