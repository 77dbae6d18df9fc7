import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ReviewRecord } from '@ir/domain/contracts/review/review-fields.ts';
import { MESSAGES } from '@ir/domain/messages.ts';
import { LanguageProvider } from '../../../lib/language.tsx';
import { reviewRecordFixture } from '../test/review-fixtures.ts';
import { ReviewActionForm } from './ReviewActionForm.tsx';

/** The form alone, as the page gives it a record a super may act on. */
function renderForm(record: ReviewRecord) {
  const onActed = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <LanguageProvider>
        <ReviewActionForm
          record={record}
          privilege="super"
          resetKey={0}
          done={null}
          onActed={onActed}
          onReload={() => {}}
        />
      </LanguageProvider>
    </QueryClientProvider>,
  );
  return { onActed };
}

/** The error summary: it has the focus, and lists each refusal as a link to its field. */
async function summary(): Promise<HTMLElement> {
  const alert = await screen.findByRole('alert');
  expect(
    within(alert).getByRole('heading', { name: MESSAGES.review.refusalSummary }),
  ).toBeInTheDocument();
  await waitFor(() => expect(alert).toHaveFocus());
  return alert;
}

const linksOf = (alert: HTMLElement) =>
  within(alert)
    .getAllByRole('link')
    .map((link) => link.textContent);

// Many key presses each: room for a busy 2-core machine, as the page tests have.
describe('ReviewActionForm refusals (SPEC §5)', { timeout: 15_000 }, () => {
  it('says FAR needs a comment beside the comment and in the summary, and sends nothing', async () => {
    const { onActed } = renderForm(reviewRecordFixture());
    await userEvent.click(screen.getByRole('button', { name: 'FAR' }));

    const alert = await summary();
    expect(linksOf(alert)).toEqual([MESSAGES.review.farComment]);
    const comment = screen.getByRole('textbox', { name: 'FAR comment' });
    expect(comment).toHaveAttribute('aria-invalid', 'true');
    expect(comment).toHaveAccessibleDescription(
      expect.stringContaining(MESSAGES.review.farComment),
    );
    await userEvent.click(within(alert).getByRole('link', { name: MESSAGES.review.farComment }));
    expect(comment).toHaveFocus();
    expect(fetch).not.toHaveBeenCalled();
    expect(onActed).not.toHaveBeenCalled();

    // Fixed, the refusal goes from both places at once.
    await userEvent.type(comment, 'Visit');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(comment).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(MESSAGES.review.farComment)).not.toBeInTheDocument();
  });

  it('says COMPLETE needs the reason for the decision beside the choice and in the summary', async () => {
    renderForm(reviewRecordFixture({ decision_reason: null }));
    await userEvent.click(screen.getByRole('button', { name: 'COMPLETE' }));

    const alert = await summary();
    expect(linksOf(alert)).toEqual([MESSAGES.review.decisionReason]);
    const reason = screen.getByRole('combobox', { name: 'Reason for the decision' });
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(reason).toHaveAccessibleDescription(
      expect.stringContaining(MESSAGES.review.decisionReason),
    );
    // FAR's comment is not COMPLETE's business.
    expect(screen.queryByText(MESSAGES.review.farComment)).not.toBeInTheDocument();
    await userEvent.click(
      within(alert).getByRole('link', { name: MESSAGES.review.decisionReason }),
    );
    expect(reason).toHaveFocus();
    expect(fetch).not.toHaveBeenCalled();

    await userEvent.selectOptions(reason, 'insufficient_evidence');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.review.decisionReason)).not.toBeInTheDocument();
  });
});
