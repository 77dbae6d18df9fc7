import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@ir/domain';
import {
  apiError,
  chooseLanguage,
  mockApi,
  renderApp,
  requestsTo,
} from '../../../test/render-app.tsx';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const URI = `otpauth://totp/Informal%20Review:staff%40example.com?issuer=Informal%20Review&secret=${SECRET}&algorithm=SHA1&digits=6&period=30`;
const CODES = Array.from({ length: 10 }, (_, i) => `abcd-efgh-ijkl-mno${'abcdefghij'[i]}`);

function enrolmentApi({ required = false } = {}) {
  const state = { enabled: false };
  const fetchMock = mockApi({
    privilege: 'super',
    routes: {
      'GET /api/auth/mfa': () =>
        Response.json({
          enabled: state.enabled,
          enrollment_required: required && !state.enabled,
          recovery_codes_left: state.enabled ? 10 : 0,
        }),
      'POST /api/auth/mfa/enroll': () => Response.json({ secret: SECRET, otpauth_url: URI }),
      'POST /api/auth/mfa/confirm': ({ body }) => {
        if ((body as { otp: string }).otp !== '246810') {
          return apiError(400, 'bad_otp', MESSAGES.mfa.bad_otp);
        }
        state.enabled = true;
        return Response.json({ recovery_codes: CODES });
      },
    },
  });
  return fetchMock;
}

async function startEnrolment() {
  renderApp({ entries: ['/account/two-factor'] });
  await screen.findByRole('heading', { level: 1, name: 'Two-factor sign-in' });
  await userEvent.click(await screen.findByRole('button', { name: 'Set up authenticator app' }));
  return screen.findByLabelText('Authentication code');
}

describe('TwoFactorPage', () => {
  it('says when enrolment is required, and draws the QR code and the secret after Set up', async () => {
    enrolmentApi({ required: true });
    renderApp({ entries: ['/account/two-factor'] });
    expect(await screen.findByText(MESSAGES.mfa.enrollmentRequired)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Set up authenticator app' }));
    const qr = await screen.findByRole('img', { name: 'QR code for your authenticator app' });
    // Drawn here, as modules of an SVG path: no request carries the secret anywhere.
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
    expect(screen.getByTestId('mfa-secret')).toHaveTextContent(
      'JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP',
    );
  });

  it('checks the code, shows the server refusal, then the ten recovery codes once', async () => {
    const fetchMock = enrolmentApi();
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const code = await startEnrolment();

    await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText(MESSAGES.login.emptyOtp)).toBeInTheDocument();
    await userEvent.type(code, 'abc');
    expect(await screen.findByText(MESSAGES.mfa.sixDigits)).toBeInTheDocument();
    await userEvent.clear(code);
    await userEvent.type(code, '111111');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.mfa.bad_otp);

    await userEvent.clear(code);
    await userEvent.type(code, '246 810');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(CODES);
    expect(requestsTo(fetchMock, 'POST /api/auth/mfa/confirm').map((r) => r.body)).toEqual([
      { otp: '111111' },
      { otp: '246810' },
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Copy codes' }));
    expect(writeText).toHaveBeenCalledWith(`${CODES.join('\n')}\n`);
    expect(await screen.findByText(MESSAGES.mfa.copied)).toBeInTheDocument();
    const download = screen.getByRole('link', { name: 'Download codes' });
    expect(download).toHaveAttribute('download', 'recovery-codes.txt');
    expect(decodeURIComponent(download.getAttribute('href') ?? '')).toContain(CODES[9]);
    // On to the reviewer's home, the review list (decision 029).
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/appreview');
  });

  it('says two-factor sign-in is on when it is, with the recovery codes left', async () => {
    mockApi({
      privilege: 'admin',
      mfa: { enabled: true, enrollment_required: false, recovery_codes_left: 7 },
    });
    renderApp({ entries: ['/account/two-factor'] });
    expect(await screen.findByText(MESSAGES.mfa.enrolled)).toBeInTheDocument();
    expect(screen.getByText(/You have 7 unused recovery codes/)).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Set up authenticator app' }),
    ).not.toBeInTheDocument();
  });
});

describe('TwoFactorPage in Spanish', () => {
  it('offers, sets up and turns on two-factor sign-in in Spanish, the code rule included', async () => {
    await chooseLanguage('es');
    enrolmentApi();
    renderApp({ entries: ['/account/two-factor'] });
    await screen.findByRole('heading', { level: 1, name: 'Inicio de sesión en dos pasos' });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Configurar la aplicación de autenticación' }),
    );
    expect(
      await screen.findByRole('img', { name: 'Código QR para su aplicación de autenticación' }),
    ).toBeInTheDocument();
    const code = screen.getByLabelText('Código de autenticación');
    await userEvent.type(code, '12');
    await userEvent.click(screen.getByRole('button', { name: 'Activar' }));
    expect(
      await screen.findByText('Escriba el código de 6 dígitos de su aplicación de autenticación.'),
    ).toBeInTheDocument();
    await userEvent.clear(code);
    await userEvent.type(code, '246810');
    await userEvent.click(screen.getByRole('button', { name: 'Activar' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Sus códigos de recuperación' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Códigos de recuperación' })).toBeInTheDocument();
  });
});
