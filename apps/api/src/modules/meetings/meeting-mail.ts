import { accountLanguage, catalogueFor } from '@ir/domain/catalogues.ts';
import { fillMeetingUrl, formatInstant, formatText, LOCALES, type Language } from '@ir/domain';
import type { Config } from '../../config.ts';
import type { MunicipalityConfig } from '../../plugins/municipality.ts';
import { composeMail, mailBranding, type MailMessage } from '../mail/index.ts';
import { meetingCalendar } from './calendar.ts';
import type { BookingRow } from './repository.ts';

export type MeetingMailKind = 'booked' | 'moved' | 'cancelled' | 'reminder';
/** Who cancelled: the owner, the office (a removed slot), or the filing's end. */
export type CancelledBy = 'owner' | 'office' | 'filing';

/** What the e-mails need of the request or the worker: the municipality, the firm, links. */
export interface MeetingMailSite {
  municipality: MunicipalityConfig;
  firm: Config['firm'];
  link(pathWithQuery: string): string;
}

export interface MeetingMailFiling {
  id: number;
  filingNumber: string;
  address: string;
}

/** The link to join a video meeting, from the municipality's template; null for phone. */
export function videoUrlOf(
  municipality: Pick<MunicipalityConfig, 'key' | 'meetingUrlTemplate'>,
  booking: Pick<BookingRow, 'kind' | 'token'>,
  filingNumber: string,
): string | null {
  if (booking.kind !== 'video' || !municipality.meetingUrlTemplate) return null;
  return fillMeetingUrl(municipality.meetingUrlTemplate, {
    municipality: municipality.key,
    filingNumber,
    token: booking.token,
  });
}

/**
 * One of the meeting's e-mails in the owner's language, with its calendar invitation
 * (METHOD:REQUEST, or METHOD:CANCEL for a cancellation) attached.
 */
export function meetingEmail(
  site: MeetingMailSite,
  language: Language | string | null | undefined,
  to: string,
  kind: MeetingMailKind,
  booking: BookingRow,
  filing: MeetingMailFiling,
  cancelledBy: CancelledBy = 'owner',
): MailMessage {
  const lang = accountLanguage(language);
  const ctx = mailBranding(site, lang);
  const texts = catalogueFor(lang).meetings.mail;
  const time = formatInstant(booking.startsAt, 'long', LOCALES[lang]);
  const video = videoUrlOf(site.municipality, booking, filing.filingNumber);
  const t = (template: string, values: Record<string, string | number> = {}) =>
    formatText(lang, template, {
      short: site.municipality.shortName,
      name: site.municipality.displayName,
      phone: site.firm.phone,
      time,
      minutes: booking.minutes,
      address: filing.address,
      number: filing.filingNumber,
      ...values,
    });
  const filingLink = site.link(`/applications/${filing.id}#meeting`);
  const how =
    booking.kind === 'video'
      ? video
        ? t(texts.video, { link: video })
        : null
      : t(texts.phone, { phone: booking.phone ?? '' });
  const cancelled = kind === 'cancelled';
  const lead = {
    booked: () => t(texts.booked.text),
    moved: () => t(texts.moved.text),
    reminder: () => t(texts.reminder.text),
    cancelled: () =>
      t(
        cancelledBy === 'office'
          ? texts.cancelled.byOffice
          : cancelledBy === 'filing'
            ? texts.cancelled.byFiling
            : texts.cancelled.byOwner,
      ),
  }[kind]();
  const subject = t(texts[kind].subject);
  const content = composeMail(ctx, {
    subject,
    paragraphs: [
      lead,
      ...(cancelled ? [] : how ? [how] : []),
      t(cancelled ? texts.calendarCancel : texts.calendar),
      ...(cancelled && cancelledBy !== 'filing'
        ? [t(texts.cancelled.again, { link: filingLink })]
        : []),
      ...(cancelled ? [] : [t(texts.change, { link: filingLink })]),
    ],
    action: { label: t(catalogueFor(lang).mail.openFiling), link: filingLink },
    after: [t(catalogueFor(lang).mail.questions)],
  });
  const host = new URL(site.link('/')).hostname;
  const ics = meetingCalendar({
    method: cancelled ? 'CANCEL' : 'REQUEST',
    uid: booking.uid,
    sequence: booking.sequence,
    start: booking.startsAt,
    minutes: booking.minutes,
    summary: t(texts.eventSummary),
    description: [
      booking.kind === 'video'
        ? t(texts.eventVideo, { link: video ?? '' })
        : t(texts.eventPhone, { phone: booking.phone ?? '' }),
      filingLink,
    ].join('\n'),
    url: video,
    organizer: { name: site.municipality.displayName, email: `no-reply@${host}` },
    attendee: to,
  });
  return {
    municipalityKey: site.municipality.key,
    to,
    ...content,
    attachments: [
      {
        filename: 'meeting.ics',
        contentType: `text/calendar; charset=utf-8; method=${cancelled ? 'CANCEL' : 'REQUEST'}`,
        content: ics,
      },
    ],
  };
}
