import type { CatalogueOf } from '../../languages.ts';
import type { OFFERS_MESSAGES } from '../en/offers.ts';

/** en/offers.ts in Spanish, key for key. */
export const OFFERS_MESSAGES_ES: CatalogueOf<typeof OFFERS_MESSAGES> = {
  offers: {
    preliminary: 'Determinación preliminar (no es final)',
    totalRequired: 'Escriba el valor total ofrecido en dólares enteros, solo dígitos.',
    respondDaysRange: 'Dé al propietario entre 3 y 30 días para responder.',
    offerOpen:
      'Una oferta sobre esta solicitud espera la respuesta del propietario. Debe responderse o vencer antes de enviar otra.',
    offerLimit: 'Una solicitud puede recibir como máximo 2 ofertas. Complete la revisión.',
    reviewComplete: 'Esta revisión está completa: ya no se puede enviar una oferta.',
    noRespondDay:
      'El Día de Quejas (Grievance Day) es el {date}: no queda ningún día para que el propietario responda a una oferta. Complete la revisión.',
    noOpenOffer: 'Esta solicitud no tiene ninguna oferta que espere su respuesta.',
    meetingAlreadyRequested: 'Usted ya pidió hablar con un revisor sobre esta oferta.',
    counterDigits: 'Escriba el valor que propone en dólares enteros, solo dígitos.',
    counterTooHigh: 'El valor que propone debe ser menor que el valor tasado de {value}.',
    counterEqualsOffer:
      'El valor que propone es el mismo de la oferta. Si está de acuerdo con ella, acepte la oferta.',
    counterReasonRequired: 'Díganos por qué propone este valor.',
    counterReasonTooLong: 'El motivo debe tener como máximo 2,000 caracteres.',
    mail: {
      sentSubject: 'Una oferta preliminar sobre su revisión informal {number} de {short}',
      sentIntro:
        'La oficina del tasador de {name} ha hecho una oferta preliminar sobre la revisión informal {number} de {address} (SBL {sbl}).',
      notFinal:
        'Esta es una determinación preliminar (no es final). Usted puede aceptarla, proponer otro valor o pedir hablar con un revisor.',
      values: 'Valor total tasado: {before}. Valor total ofrecido: {offered}.',
      landValues: 'Valor tasado del terreno: {before}. Valor ofrecido del terreno: {offered}.',
      reason: 'Motivo: {reason}',
      explanation: 'La explicación del revisor: {explanation}',
      respondBy:
        'Responda a más tardar el {date}. Si no responde para entonces, la oferta vence y su revisión continúa.',
      lapsedSubject: 'La oferta sobre su revisión informal {number} de {short} ha vencido',
      lapsedText:
        'La oferta preliminar sobre la revisión informal {number} de {address} (SBL {sbl}) no se respondió a más tardar el {date}, por lo que ha vencido.',
      lapsedNext:
        'Su revisión continúa: un revisor la examinará de nuevo y le enviará una decisión.',
      openOffer: 'Abrir la oferta',
    },
  },
};
