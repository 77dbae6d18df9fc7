import type { CatalogueOf } from '../../languages.ts';
import type { OUTCOMES_MESSAGES } from '../en/outcomes.ts';

/** en/outcomes.ts in Spanish, key for key. */
export const OUTCOMES_MESSAGES_ES: CatalogueOf<typeof OUTCOMES_MESSAGES> = {
  outcomes: {
    notPublished: 'Este municipio no publica los resultados de sus revisiones.',
    title: 'Resultados de las revisiones',
    intro:
      'Cómo han resultado hasta ahora las revisiones informales del registro de tasaciones de {year}: cuántas se presentaron, decidieron, redujeron y retiraron, el cambio mediano del valor tasado y cuánto tardó una decisión.',
    notPublishedTitle: 'Los resultados de las revisiones no se publican',
    notPublishedBody: '{municipality} no publica los resultados de sus revisiones informales.',
    loading: 'Cargando los resultados…',
    loadFailed: 'No se pudieron cargar los resultados. Inténtelo de nuevo más tarde.',
    privacy:
      'No se publica ningún dato personal: ni números de parcela, ni nombres, ni direcciones, ni correos electrónicos.',
    suppressionNote:
      'Una fila con menos de {min} solicitudes se suprime para que no se pueda identificar a ningún propietario. Cuando en una tabla solo hay una fila así, también se suprime la otra fila más pequeña, para que no se pueda deducir a partir de la línea de todas las solicitudes.',
    dictionaryLink: 'Qué significa cada columna',
    downloadCsv: 'Descargar las cifras (CSV)',
    downloadJson: 'Descargar las cifras (JSON)',
    suppressed: 'Suprimido (menos de 5 solicitudes)',
    notRecorded: 'Sin registrar',
    noValue: 'Aún no hay',
    captions: {
      all: 'Todas las solicitudes',
      neighbourhood: 'Por vecindario',
      class_group: 'Por grupo de clase de propiedad',
      filer: 'Por quién presentó',
      language: 'Por idioma de la cuenta que presentó',
    },
    groupHeaders: {
      all: 'Solicitudes',
      neighbourhood: 'Vecindario',
      class_group: 'Grupo de clase',
      filer: 'Quién presentó',
      language: 'Idioma',
    },
    allRow: 'Todas las solicitudes',
    columns: {
      filings: 'Solicitudes',
      decided: 'Decididas',
      reduced: 'Reducidas',
      withdrawn: 'Retiradas',
      median_change_percent: 'Cambio mediano (%)',
      median_days_to_decision: 'Mediana de días hasta la decisión',
    },
    classGroups: {
      agricultural: 'Agrícola (100)',
      residential: 'Residencial (200)',
      vacant: 'Terreno baldío (300)',
      commercial: 'Comercial (400)',
      recreation: 'Recreación y entretenimiento (500)',
      community_services: 'Servicios comunitarios (600)',
      industrial: 'Industrial (700)',
      public_services: 'Servicios públicos (800)',
      conservation: 'Tierras silvestres, boscosas y de conservación, y parques públicos (900)',
    },
    filers: { owner: 'Propietario', representative: 'Representante' },
    languages: { en: 'Inglés', es: 'Español' },
    dictionary: {
      title: 'Resultados de las revisiones: diccionario de datos',
      intro:
        'Cada columna de las tablas de resultados de la página Resultados de las revisiones y de los archivos CSV y JSON, y lo que cuenta.',
      caption: 'Las columnas de los resultados publicados de las revisiones',
      columnHeader: 'Columna (CSV y JSON)',
      meaningHeader: 'Significado',
      back: 'Volver a los resultados de las revisiones',
      columns: {
        roll_year:
          'El año del registro de tasaciones cuyas solicitudes se cuentan: el actual del municipio.',
        dimension:
          'La tabla a la que pertenece la fila: all (todas las solicitudes), neighbourhood (vecindario), class_group (grupo de clase), filer (quién presentó) o language (idioma). Cada tabla cuenta cada solicitud una vez.',
        group:
          'El grupo de la fila dentro de su tabla: el código de vecindario del registro; el grupo de clase de propiedad (agricultural, residential, vacant, commercial, recreation, community_services, industrial, public_services, conservation, según el primer dígito de la clase de propiedad); quién presentó (owner, el propietario, o representative, para las solicitudes que un representante envió en un lote o por la API de solicitudes); o el idioma de la cuenta que presentó (en, es). Vacío en la fila all y para las solicitudes cuya parcela no tiene vecindario ni clase en el registro.',
        suppressed:
          'yes cuando las cifras de la fila se ocultan: tiene menos de 5 solicitudes, o es la otra fila más pequeña de una tabla con exactamente una fila así. Todas las cifras de una fila suprimida están vacías.',
        filings:
          'Revisiones informales presentadas para el año del registro, incluidas las retiradas.',
        decided: 'Solicitudes cuya revisión está completa: la oficina del tasador las decidió.',
        reduced:
          'Solicitudes decididas cuyo nuevo valor tasado total es menor que el del registro.',
        withdrawn:
          'Solicitudes retiradas por el propietario o anuladas por la oficina del tasador.',
        median_change_percent:
          'La mediana, entre las solicitudes decididas, de (nuevo valor tasado total − el del registro) ÷ el del registro × 100, con un decimal. Negativa para una reducción; 0 cuando el valor no cambió. Vacía antes de la primera decisión.',
        median_days_to_decision:
          'La mediana, entre las solicitudes decididas, de los días naturales (hora del Este) desde la presentación hasta la decisión. Vacía antes de la primera decisión.',
      },
    },
  },
};
