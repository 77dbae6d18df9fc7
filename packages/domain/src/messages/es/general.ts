import type { CatalogueOf } from '../../languages.ts';
import type { GENERAL_MESSAGES } from '../en/general.ts';

/** en/general.ts in Spanish, key for key. */
export const GENERAL_MESSAGES_ES: CatalogueOf<typeof GENERAL_MESSAGES> = {
  general: {
    notFound: 'Lo sentimos, la página que busca no existe.',
  },
  input: {
    invalidRequest: 'La solicitud no es válida.',
    databaseUnreachable: 'No se puede acceder a la base de datos.',
    forbiddenCharacters:
      'Quite los caracteres de control y las marcas de dirección del texto de este campo.',
    notPrintable:
      'Quite los caracteres que nuestros documentos no pueden imprimir, como los emojis y la mayoría de los símbolos. Se admiten las letras latinas (también las del vietnamita), griegas, cirílicas, chinas y japonesas.',
    signIn: 'Inicie sesión.',
    forbidden: 'No tiene acceso a esto.',
    tooManyAttemptsMinute: 'Demasiados intentos. Inténtelo de nuevo en 1 minuto.',
    tooManyAttempts: 'Demasiados intentos. Inténtelo de nuevo en {minutes} minutos.',
    serverFailure: 'Algo salió mal de nuestro lado.',
  },
  busy: {
    serverBusy:
      'Mucha gente está presentando solicitudes en este momento. Su información se conserva; inténtelo de nuevo en un minuto.',
  },
};
