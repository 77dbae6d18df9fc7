import type { CatalogueOf } from '../../languages.ts';
import type { MEETINGS_MESSAGES } from '../en/meetings.ts';

/** en/meetings.ts in Spanish, key for key. */
export const MEETINGS_MESSAGES_ES: CatalogueOf<typeof MEETINGS_MESSAGES> = {
  meetings: {
    kinds: {
      phone: 'Teléfono',
      video: 'Videollamada',
      either: 'Teléfono o videollamada',
    },
    statuses: {
      booked: 'Reservada',
      cancelled: 'Cancelada',
      held: 'Realizada',
      no_show: 'No asistió',
    },
    errors: {
      badStartsAt:
        'Escriba el inicio como fecha y hora de Nueva York (ET), por ejemplo 2026-12-03T09:00, en un minuto exacto.',
      startsInPast: 'El primer horario empieza en el pasado. Elija un inicio posterior.',
      badMinutes: 'Cada horario dura de 10 a 60 minutos.',
      badCount: 'Publique de 1 a 48 horarios seguidos a la vez.',
      badKind: 'Elija teléfono, video o ambos.',
      badOwnerKind: 'Elija una reunión por teléfono o por video.',
      overlap:
        'Estos horarios se superponen con un horario que el mismo revisor ya tiene, que empieza {time}. Elija otro inicio u otro revisor.',
      notStaff: 'El revisor debe ser un miembro del personal de este municipio.',
      badRange:
        'Escriba las fechas como AAAA-MM-DD, la primera no posterior a la última y con 92 días de diferencia como máximo.',
      unknownSlot: 'No se encontró este horario de reunión.',
      slotTaken: 'Otra persona acaba de reservar este horario. Por favor, elija otro.',
      slotUnavailable:
        'Este horario ya no se puede reservar: se reservan horarios desde mañana hasta 30 días después. Por favor, elija otro.',
      kindMismatch:
        'Este horario no se ofrece para ese tipo de reunión. Elija otro horario u otro tipo.',
      phoneRequired: 'Escriba el número de teléfono al que debe llamar el revisor.',
      videoUnavailable:
        'Aquí todavía no se ofrecen reuniones por video. Por favor, elija una reunión por teléfono.',
      filingComplete: 'Esta revisión está completa, así que ya no se puede reservar una reunión.',
      filingWithdrawn: 'Esta solicitud se retiró, así que ya no se puede reservar una reunión.',
      noMeeting: 'Esta solicitud no tiene una reunión reservada.',
      tooLate:
        'Una reunión se puede cambiar o cancelar hasta 2 horas antes de que empiece. Por favor, llame al {phone}.',
      unknownBooking: 'No se encontró esta reunión.',
      notStarted: 'El resultado se puede registrar cuando la reunión haya empezado, a las {time}.',
      closed: 'Esta reunión se canceló o su resultado ya está registrado.',
      notesTooLong: 'Las notas tienen más de 2,000 caracteres.',
    },
    mail: {
      booked: {
        subject: 'Su reunión informal de {short}: {time}',
        text: 'Su reunión informal con un revisor de {name} sobre {address} (solicitud {number}) está reservada para el {time}, por {minutes} minutos.',
      },
      moved: {
        subject: 'Su reunión informal de {short} cambió al {time}',
        text: 'Su reunión informal con un revisor de {name} sobre {address} (solicitud {number}) cambió de horario. Ahora es el {time}, por {minutes} minutos.',
      },
      cancelled: {
        subject: 'Se canceló su reunión informal de {short} del {time}',
        byOwner:
          'Su reunión informal sobre {address} (solicitud {number}) del {time} está cancelada, como lo pidió.',
        byOffice:
          'La oficina del tasador canceló su reunión informal sobre {address} (solicitud {number}) del {time}. Lamentamos el cambio.',
        byFiling:
          'Su reunión informal sobre {address} (solicitud {number}) del {time} está cancelada, porque la revisión se completó o se retiró.',
        again:
          'Mientras la revisión esté abierta, puede reservar otro horario desde la página de su solicitud: {link}',
      },
      reminder: {
        subject: 'Recordatorio: su reunión informal de {short} es el {time}',
        text: 'Le recordamos su reunión informal con un revisor de {name} sobre {address} (solicitud {number}) el {time}, por {minutes} minutos.',
      },
      phone: 'Un revisor lo llamará al {phone}.',
      video: 'Únase a la reunión por video con este enlace: {link}',
      calendar: 'La invitación adjunta (meeting.ics) agrega la reunión a su calendario.',
      calendarCancel: 'El archivo adjunto (meeting.ics) quita la reunión de su calendario.',
      change:
        'Para cambiarla o cancelarla, hasta 2 horas antes de que empiece, abra su solicitud: {link}',
      eventSummary: 'Reunión informal de {short} ({number})',
      eventPhone: 'Reunión por teléfono: un revisor llama al {phone}.',
      eventVideo: 'Reunión por video: {link}',
    },
  },
};
