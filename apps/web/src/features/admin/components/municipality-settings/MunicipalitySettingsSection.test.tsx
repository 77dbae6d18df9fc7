import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StoredMunicipalitySettings } from '@ir/domain/contracts/admin/municipality-settings.ts';
import { MESSAGES } from '@ir/domain/messages.ts';
import { AppProviders } from '../../../../app/AppProviders.tsx';
import { apiError, mockApi, requestsTo } from '../../../../test/render-app.tsx';
import { MunicipalitySettingsSection } from './MunicipalitySettingsSection.tsx';

afterEach(() => vi.unstubAllGlobals());

const STORED: StoredMunicipalitySettings = {
  key: 'greece',
  displayName: 'Town of Greece',
  shortName: 'Greece',
  website: 'https://greeceny.gov',
  supportPhone: null,
  comparisonSiteUrl: null,
  incomeExpenseFormUrl: null,
  grievanceDay: null,
  assessorName: null,
  assessorAddress: null,
  assessorPhone: null,
  equalizationRate: 85.5,
  equalizationRateYear: 2026,
  representativeAuthorization: 'file',
  meetingUrlTemplate: null,
  publishOutcomes: false,
  integrityGuard: 'warn',
  hosts: ['greece.review.example.com'],
};

function renderSection() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <AppProviders queryClient={queryClient}>
      <MunicipalitySettingsSection />
    </AppProviders>,
  );
  return queryClient;
}

/** A server that keeps the settings, turning empty boxes into none as the API does. */
function settingsServer(refuse?: Response) {
  let stored = STORED;
  return mockApi({
    routes: {
      'GET /api/admin/municipality_settings': () => Response.json(stored),
      'POST /api/admin/municipality_settings': ({ body }) => {
        if (refuse) return refuse;
        const sent = body as Record<string, string>;
        const orNull = (v: string | undefined) => (v ? v : null);
        const numberOrNull = (v: string | undefined) => (v ? Number(v) : null);
        stored = {
          ...stored,
          displayName: sent.displayName as string,
          shortName: sent.shortName as string,
          website: sent.website as string,
          supportPhone: orNull(sent.supportPhone),
          comparisonSiteUrl: orNull(sent.comparisonSiteUrl),
          incomeExpenseFormUrl: orNull(sent.incomeExpenseFormUrl),
          grievanceDay: orNull(sent.grievanceDay),
          assessorName: orNull(sent.assessorName),
          assessorAddress: orNull(sent.assessorAddress),
          assessorPhone: orNull(sent.assessorPhone),
          equalizationRate: numberOrNull(sent.equalizationRate),
          equalizationRateYear: numberOrNull(sent.equalizationRateYear),
          meetingUrlTemplate: orNull(sent.meetingUrlTemplate),
          integrityGuard: sent.integrityGuard as StoredMunicipalitySettings['integrityGuard'],
          publishOutcomes: (body as { publishOutcomes?: boolean }).publishOutcomes === true,
        };
        return Response.json(stored);
      },
    },
  });
}

const box = (label: RegExp) => screen.getByLabelText(label);

describe('MunicipalitySettingsSection', () => {
  it('fills the form with the stored settings and shows the operator’s hosts', async () => {
    settingsServer();
    renderSection();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Municipality settings' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(box(/^Display name/)).toHaveValue('Town of Greece'));
    expect(box(/^Municipality website/)).toHaveValue('https://greeceny.gov');
    expect(box(/^Grievance Day/)).toHaveValue('');
    expect(box(/^Equalization rate \(percent\)/)).toHaveValue('85.5');
    expect(box(/^Equalization rate year/)).toHaveValue('2026');
    expect(box(/^Assessor's name/)).toHaveValue('');
    expect(
      screen.getByText(/greece\.review\.example\.com, greece\.localhost \(set by the operator\)/),
    ).toBeInTheDocument();
  });

  it('saves Grievance Day and the links, says so, and refreshes what brands every page', async () => {
    const fetchMock = settingsServer();
    const queryClient = renderSection();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await waitFor(() => expect(box(/^Display name/)).toHaveValue('Town of Greece'));
    await userEvent.type(box(/^Grievance Day/), '2027-05-25');
    await userEvent.type(
      box(/^Comparison-site link/),
      'https://comps.example.gov/{{municipality}/{{parcelId}',
    );
    await userEvent.type(box(/^Support phone/), '(585) 555-0100');
    // Pasted, as an office's details usually are (and quicker than typing each key).
    const paste = async (label: RegExp, text: string) => {
      await userEvent.click(box(label));
      await userEvent.paste(text);
    };
    await paste(/^Assessor's name/, 'Pat Assessor');
    await paste(/^Assessor's office address/, '1 Vince Tofany Blvd, Rochester, NY 14612');
    await paste(/^Assessor's office phone/, '(585) 723-2500');
    await userEvent.clear(box(/^Equalization rate \(percent\)/));
    await paste(/^Equalization rate \(percent\)/, '92.25');
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: /^What a representative's filing needs/ }),
      'e_sign',
    );
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: /^Integrity guard/ }),
      'require_note',
    );
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: /^Publish review outcomes/ }),
      'on',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      MESSAGES.municipalitySettings.saved,
    );
    expect(
      requestsTo(fetchMock, 'POST /api/admin/municipality_settings').map((r) => r.body),
    ).toEqual([
      {
        displayName: 'Town of Greece',
        shortName: 'Greece',
        website: 'https://greeceny.gov',
        supportPhone: '(585) 555-0100',
        comparisonSiteUrl: 'https://comps.example.gov/{municipality}/{parcelId}',
        incomeExpenseFormUrl: '',
        grievanceDay: '2027-05-25',
        assessorName: 'Pat Assessor',
        assessorAddress: '1 Vince Tofany Blvd, Rochester, NY 14612',
        assessorPhone: '(585) 723-2500',
        equalizationRate: '92.25',
        equalizationRateYear: '2026',
        representativeAuthorization: 'e_sign',
        meetingUrlTemplate: '',
        integrityGuard: 'require_note',
        publishOutcomes: true,
      },
    ]);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['municipality'] });
    expect(box(/^Grievance Day/)).toHaveValue('2027-05-25');
    // Ten boxes filled by keyboard: slower than the default 5 s on a busy machine.
  }, 15_000);

  it('refuses an http link and an unknown placeholder before sending anything', async () => {
    const fetchMock = settingsServer();
    renderSection();
    await waitFor(() => expect(box(/^Display name/)).toHaveValue('Town of Greece'));
    await userEvent.clear(box(/^Municipality website/));
    await userEvent.type(box(/^Municipality website/), 'http://greeceny.gov');
    await userEvent.type(box(/^Comparison-site link/), 'https://comps.example.gov/{{owner}');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByText(MESSAGES.municipalitySettings.badWebsite)).toBeInTheDocument();
    expect(
      screen.getByText(MESSAGES.municipalitySettings.badComparisonTemplate),
    ).toBeInTheDocument();
    expect(box(/^Municipality website/)).toHaveFocus();
    expect(requestsTo(fetchMock, 'POST /api/admin/municipality_settings')).toHaveLength(0);
  });

  it('refuses a rate without its year and a rate out of range, at the field, before sending anything', async () => {
    const fetchMock = settingsServer();
    renderSection();
    await waitFor(() => expect(box(/^Display name/)).toHaveValue('Town of Greece'));
    await userEvent.clear(box(/^Equalization rate year/));
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(
      await screen.findByText(MESSAGES.municipalitySettings.rateNeedsYear),
    ).toBeInTheDocument();
    expect(box(/^Equalization rate year/)).toHaveFocus();

    await userEvent.type(box(/^Equalization rate year/), '2026');
    await userEvent.clear(box(/^Equalization rate \(percent\)/));
    await userEvent.type(box(/^Equalization rate \(percent\)/), '250');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(
      await screen.findByText(MESSAGES.municipalitySettings.badEqualizationRate),
    ).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.municipalitySettings.rateNeedsYear)).toBeNull();
    expect(requestsTo(fetchMock, 'POST /api/admin/municipality_settings')).toHaveLength(0);
  });

  it('shows the server’s refusal in its own words', async () => {
    settingsServer(apiError(400, 'bad_request', MESSAGES.municipalitySettings.badGrievanceDay));
    renderSection();
    await waitFor(() => expect(box(/^Display name/)).toHaveValue('Town of Greece'));
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      MESSAGES.municipalitySettings.badGrievanceDay,
    );
  });

  it('saves the video meeting link, and refuses one with an unknown placeholder before sending', async () => {
    const fetchMock = settingsServer();
    renderSection();
    await waitFor(() => expect(box(/^Display name/)).toHaveValue('Town of Greece'));
    const link = box(/^Video meeting link/);
    expect(link).toHaveAccessibleDescription(/\{municipality\}, \{filingNumber\} and \{token\}/);
    await userEvent.click(link);
    await userEvent.paste('https://meet.example.com/{municipality}/{owner}');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(
      await screen.findByText(MESSAGES.municipalitySettings.badMeetingUrlTemplate),
    ).toBeInTheDocument();
    expect(link).toHaveFocus();
    expect(requestsTo(fetchMock, 'POST /api/admin/municipality_settings')).toHaveLength(0);

    await userEvent.clear(link);
    await userEvent.paste('https://meet.example.com/{municipality}/{filingNumber}?t={token}');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      MESSAGES.municipalitySettings.saved,
    );
    expect(requestsTo(fetchMock, 'POST /api/admin/municipality_settings')[0]?.body).toMatchObject({
      meetingUrlTemplate: 'https://meet.example.com/{municipality}/{filingNumber}?t={token}',
    });
    expect(link).toHaveValue('https://meet.example.com/{municipality}/{filingNumber}?t={token}');
  });

  it('shows a refusal that names the video meeting link at that box', async () => {
    settingsServer(
      Response.json(
        {
          statusCode: 400,
          error_message: 'validation_error',
          message: MESSAGES.municipalitySettings.badMeetingUrlTemplate,
          field: 'meetingUrlTemplate',
        },
        { status: 400 },
      ),
    );
    renderSection();
    await waitFor(() => expect(box(/^Display name/)).toHaveValue('Town of Greece'));
    await userEvent.click(box(/^Video meeting link/));
    await userEvent.paste('https://meet.example.com/{token}');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    const link = box(/^Video meeting link/);
    await waitFor(() => expect(link).toHaveAttribute('aria-invalid', 'true'));
    expect(link).toHaveAccessibleDescription(
      expect.stringContaining(MESSAGES.municipalitySettings.badMeetingUrlTemplate),
    );
    expect(link).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
