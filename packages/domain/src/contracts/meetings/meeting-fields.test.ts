import { describe, expect, it } from 'vitest';
import { fillMeetingUrl, isMeetingUrlTemplate } from '../../municipality-settings.ts';
import {
  bookMeetingBodySchema,
  createMeetingSlotsBodySchema,
  localDateTimeSchema,
  slotFits,
} from '../index.ts';

describe('meeting rules', () => {
  it('takes a wall-clock time to the minute, nothing else', () => {
    for (const ok of ['2026-12-03T09:00', '2026-02-28T23:59']) {
      expect(localDateTimeSchema.safeParse(ok).success, ok).toBe(true);
    }
    for (const bad of [
      '2026-12-03 09:00',
      '2026-12-03T09:00Z',
      '2026-12-03T9:00',
      '2026-13-01T09:00',
      '2026-12-03T24:00',
      '2026-12-03T09:00:00',
    ]) {
      expect(localDateTimeSchema.safeParse(bad).success, bad).toBe(false);
    }
  });

  it('holds minutes to 10–60, count to 1–48, and the three kinds', () => {
    const base = { starts_at: '2026-12-03T09:00', minutes: 30, count: 1, kind: 'either' };
    expect(createMeetingSlotsBodySchema.safeParse(base).success).toBe(true);
    for (const bad of [
      { minutes: 9 },
      { minutes: 61 },
      { count: 0 },
      { count: 49 },
      { kind: 'zoom' },
      { minutes: 10.5 },
    ]) {
      expect(
        createMeetingSlotsBodySchema.safeParse({ ...base, ...bad }).success,
        JSON.stringify(bad),
      ).toBe(false);
    }
  });

  it('fits a booking to its slot: either takes both', () => {
    expect(slotFits('either', 'phone')).toBe(true);
    expect(slotFits('either', 'video')).toBe(true);
    expect(slotFits('phone', 'video')).toBe(false);
    expect(slotFits('video', 'phone')).toBe(false);
  });

  it('checks an owner phone number as the filing does', () => {
    expect(
      bookMeetingBodySchema.safeParse({ slot_id: 1, kind: 'phone', phone: '(555) 123-4567' })
        .success,
    ).toBe(true);
    expect(
      bookMeetingBodySchema.safeParse({ slot_id: 1, kind: 'phone', phone: '12' }).success,
    ).toBe(false);
  });

  it('takes an https link template with only the three placeholders, and fills it URL-encoded', () => {
    expect(
      isMeetingUrlTemplate('https://meet.example.com/{municipality}/{filingNumber}?t={token}'),
    ).toBe(true);
    expect(isMeetingUrlTemplate('https://meet.example.com/room')).toBe(true);
    for (const bad of [
      'http://meet.example.com/{token}',
      'https://meet.example.com/{parcelId}',
      'https://meet.example.com/{token',
      'https://user:pw@meet.example.com/{token}',
      'meet.example.com/{token}',
    ]) {
      expect(isMeetingUrlTemplate(bad), bad).toBe(false);
    }
    expect(
      fillMeetingUrl('https://meet.example.com/{municipality}/{filingNumber}?t={token}', {
        municipality: 'kent',
        filingNumber: 'KENT-2026-000001',
        token: 'a b/c?',
      }),
    ).toBe('https://meet.example.com/kent/KENT-2026-000001?t=a%20b%2Fc%3F');
  });
});
