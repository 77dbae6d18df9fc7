import type { CatalogueOf } from '../../languages.ts';
import type { OFFER_PANEL_MESSAGES } from '../en/offer-panel.ts';

/** en/offer-panel.ts in Spanish, key for key. */
export const OFFER_PANEL_MESSAGES_ES: CatalogueOf<typeof OFFER_PANEL_MESSAGES> = {
  offerPanel: {
    intro:
      'La oficina del tasador le ofrece resolver su revisión informal con el valor que aparece abajo. No es la decisión final: puede aceptarla, proponer otro valor o pedir hablar con un revisor.',
    valueBefore: 'Valor tasado actual',
    valueOffered: 'Valor tasado ofrecido',
    landBefore: 'Valor actual del terreno',
    landOffered: 'Valor ofrecido del terreno',
    reason: 'Motivo',
    reviewerWords: 'En palabras del revisor',
    respondBy: 'Responda a más tardar el {date} (al final del día, hora del Este).',
    question: 'Su respuesta a la oferta',
    acceptLabel: 'Aceptar la oferta',
    acceptHint:
      'Usted firma un acuerdo por el valor ofrecido y su revisión queda completada. No necesita presentar una queja.',
    counterLabel: 'Proponer otro valor',
    counterHint: 'Su revisión vuelve a un revisor, que la decide o le hace una oferta más.',
    meetingLabel: 'Hablar con un revisor',
    meetingHint:
      'Reserve una reunión por teléfono o por video. La oferta sigue abierta hasta que se celebre la reunión.',
    chooseAnswer:
      'Elija si acepta la oferta, si propone otro valor o si quiere hablar con un revisor.',
    counterValueLabel: 'El valor que propone',
    counterValueHint: 'En dólares enteros, menor que el valor tasado de {value}.',
    counterReasonLabel: 'Por qué propone este valor',
    counterReasonHint: 'Como máximo 2,000 caracteres.',
    evidence: 'Para agregar pruebas, como una tasación o fotos, use {link} en esta página.',
    evidenceLink: 'Agregar un archivo a su solicitud',
    send: 'Enviar mi respuesta',
    acceptTitle: '¿Acepta la oferta?',
    acceptConfirm:
      'Usted acepta un valor tasado total de {value}, firmado "{name}". Una respuesta no se puede cambiar.',
    acceptButton: 'Aceptar y firmar',
    failed: 'No se pudo enviar su respuesta en este momento. Inténtelo de nuevo en unos minutos.',
    meetingAsked:
      'Usted pidió hablar con un revisor. La oferta sigue abierta hasta que se celebre la reunión.',
    bookMeeting: 'Reservar o ver su reunión',
    accepted:
      'Usted aceptó esta oferta el {date}. Su revisión quedó completada con el valor ofrecido.',
    countered: 'Usted propuso un valor de {value} el {date}.',
    counteredNext: 'Un revisor lo examinará y le enviará una decisión o una oferta más.',
    yourReason: 'Su motivo',
    lapsed: 'Esta oferta no se respondió a más tardar el {date}, por lo que ha vencido.',
    lapsedNext: 'Su revisión continúa: un revisor la decidirá y le enviará una decisión.',
    closed: 'Esta oferta está cerrada: un revisor ya decidió su revisión.',
  },
};
