import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseLanguage, mockApi, renderApp } from '../../../test/render-app.tsx';
import { CONFIRMATION_STORAGE_KEY, saveConfirmation } from '../confirmation-storage.ts';
import { confirmationFixture } from '../test/draft-fixtures.ts';

afterEach(() => window.sessionStorage.clear());

const receipt = () => screen.getByRole('region', { name: 'Submission receipt' });

async function open(privilege: 'user' | '' = 'user') {
  mockApi({ privilege, routes: { 'GET /api/applications/view': () => Response.json([]) } });
  const view = renderApp({ entries: ['/confirm'] });
  return view;
}

describe('ConfirmPage (SPEC §2 /confirm)', () => {
  it('thanks the person and shows the receipt of the submission', async () => {
    saveConfirmation(confirmationFixture());
    await open();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thank You' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    const rows = within(receipt())
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(rows).toEqual([
      ['Filing number', 'AMHERST-2025-000123'],
      // New York's clock whatever the browser's, as the receipt e-mail says it.
      ['Submitted', 'March 14, 2025, 12:30 PM ET'],
      ['Property address', '12 Main St'],
      ['SBL', '123.45-6-7'],
      ['Assessed value', '$250,000'],
      ['Requested assessment', '$200,000'],
      ['Reason', 'Building condition issue'],
      ['Additional comments', 'The roof leaks.'],
      ['Files submitted', '2'],
    ]);
    expect(receipt()).toHaveTextContent('second value notice will be mailed in early May 2025');
    expect(screen.getByText(/Please print this page/)).toBeInTheDocument();
    expect(document.title).toBe('Application Submitted · Amherst Informal Review');
  });

  it('leaves out the comments when there are none', async () => {
    saveConfirmation(confirmationFixture({ valueComments: '', fileCount: 0, assessedValue: null }));
    await open();
    await screen.findByRole('heading', { level: 1, name: 'Thank You' }, { timeout: 5000 });
    expect(receipt()).not.toHaveTextContent('Additional comments');
    expect(receipt()).toHaveTextContent('Files submitted0');
    expect(receipt()).toHaveTextContent('Assessed value-');
  });

  it('prints, and leads to My Applications; neither control is printed', async () => {
    saveConfirmation(confirmationFixture());
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const { router } = await open();
    const printButton = await screen.findByRole('button', { name: 'Print' }, { timeout: 5000 });
    await userEvent.click(printButton);
    expect(print).toHaveBeenCalledOnce();
    expect(printButton.parentElement).toHaveClass('print:hidden');
    // The page's chrome stays off paper too.
    expect(screen.getByRole('banner')).toHaveClass('print:hidden');
    expect(screen.getByRole('contentinfo')).toHaveClass('print:hidden');
    expect(receipt()).not.toHaveClass('print:hidden');

    await userEvent.click(
      within(screen.getByRole('main')).getByRole('link', { name: 'My Applications' }),
    );
    expect(router.state.location.pathname).toBe('/applications');
  });

  it('says so kindly, with a way on, when there is no submission in this tab', async () => {
    await open();
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'No submission to show' },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent(
      'There is no recent submission to show here. Your submitted applications are listed in My Applications.',
    );
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: 'My Applications' }),
    ).toHaveAttribute('href', '/applications');
  });

  it('ignores a stored confirmation that is not one', async () => {
    window.sessionStorage.setItem(CONFIRMATION_STORAGE_KEY, JSON.stringify({ ir_id: 'x' }));
    await open();
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'No submission to show' },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
  });

  it('sends a visitor who is not signed in to the login page', async () => {
    saveConfirmation(confirmationFixture());
    const { router } = await open('');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});

describe('ConfirmPage in Spanish', () => {
  it('writes the receipt in Spanish, its date and money in es-US', async () => {
    await chooseLanguage('es');
    saveConfirmation(confirmationFixture());
    await open();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Gracias' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    const comprobante = screen.getByRole('region', { name: 'Comprobante de envío' });
    const rows = within(comprobante)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(rows).toEqual([
      ['Número de solicitud', 'AMHERST-2025-000123'],
      ['Enviada', '14 de marzo de 2025, 12:30 p. m. ET'],
      ['Dirección de la propiedad', '12 Main St'],
      ['Número SBL', '123.45-6-7'],
      ['Valor tasado', '$250,000'],
      ['Valor tasado que solicita', '$200,000'],
      ['Motivo', 'Problema con el estado del edificio'],
      ['Comentarios adicionales', 'The roof leaks.'],
      ['Archivos enviados', '2'],
    ]);
    expect(screen.getByRole('main')).toHaveTextContent(
      'Guarde su número de solicitud, AMHERST-2025-000123, para sus registros.',
    );
    expect(comprobante).toHaveTextContent('a principios de mayo de 2025 se le enviará');
    expect(screen.getByRole('button', { name: 'Imprimir' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Solicitud enviada/);
  });
});
