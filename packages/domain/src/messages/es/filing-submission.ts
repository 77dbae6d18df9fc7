import type { CatalogueOf } from '../../languages.ts';
import { DRAFT_FILES_MAX, UPLOAD_DAILY_QUOTA_BYTES } from '../../limits.ts';
// The English texts kept by name come from their own area's file, not from the whole English
// catalogue: a Spanish visitor then fetches only these areas' English (decision 037).
import { FILING_SUBMISSION_MESSAGES } from '../en/filing-submission.ts';

/** en/filing-submission.ts in Spanish, key for key. */
export const FILING_SUBMISSION_MESSAGES_ES: CatalogueOf<typeof FILING_SUBMISSION_MESSAGES> = {
  reasonHints: {
    recent_appraisal: 'Adjunte una copia del avalúo en la página siguiente.',
    building_condition_issue: 'Adjunte fotos del estado del edificio en la página siguiente.',
    incorrect_property_inventory:
      'Detalle los problemas del inventario en el cuadro de comentarios de abajo.',
    comparable_sales:
      'Use el enlace al sitio de comparación de propiedades del municipio para buscar ventas comparables.',
    other: '',
  },
  comparables: {
    reasons: {
      sameNeighbourhood: 'Mismo vecindario',
      sameLivingArea: 'Misma superficie habitable',
      livingAreaWithin:
        'Superficie habitable con menos de un {percent} % de diferencia con la suya ({area, number} pies cuadrados)',
      livingAreaLarger: 'Superficie habitable un {percent} % mayor',
      livingAreaSmaller: 'Superficie habitable un {percent} % menor',
      builtSameYear: 'Construida el mismo año ({year})',
      builtWithin:
        'Construida con {years, plural, one {# año} other {# años}} de diferencia con la suya',
      soldThisMonth: 'Vendida este mes',
      soldMonthsAgo: 'Vendida hace {months, plural, one {# mes} other {# meses}}',
      sameStyleNamed: 'Mismo estilo de construcción ({style})',
      sameStyle: 'Mismo estilo de construcción',
      sameCondition: 'Mismo estado ({condition})',
      similarCondition: 'Estado parecido ({condition})',
    },
    conditions: { '1': 'Malo', '2': 'Regular', '3': 'Promedio', '4': 'Bueno', '5': 'Excelente' },
  },
  upload: {
    noResponse: 'Problema al subir el archivo; actualice la página',
    tooLarge: 'El archivo es demasiado grande: debe pesar menos de 25 MB',
    badType: 'Tipo de archivo no válido.',
    malware: 'No podemos aceptar este archivo.',
    internalFailed: FILING_SUBMISSION_MESSAGES.upload.internalFailed,
    internalSuccess: FILING_SUBMISSION_MESSAGES.upload.internalSuccess,
    removeFailed: 'No se pudo quitar ese archivo. Inténtelo de nuevo.',
    status: { uploading: 'Subiendo', uploaded: 'Subido', error: 'Error' },
    uploadingNow: 'Subiendo…',
  },
  submission: {
    periodExpired:
      'El período de Revisión Informal venció, así que esta solicitud no se puede enviar. Comuníquese con la Oficina del Tasador de su localidad sobre el Día de Quejas (Grievance Day).',
    noConfirmation:
      'No hay un envío reciente que mostrar aquí. Sus solicitudes enviadas aparecen en Mis solicitudes.',
    applicationsEmpty: 'El estado de su(s) solicitud(es) aparecerá aquí cuando se complete.',
    applicationsLoadFailed: 'No se pudieron cargar sus solicitudes. Inténtelo de nuevo.',
    periodClosed:
      'El período de Revisión Informal terminó, así que ya no se pueden presentar solicitudes nuevas. Comuníquese con la Oficina del Tasador de su localidad sobre el Día de Quejas (Grievance Day).',
    confirm: {
      title: 'Solicitud enviada',
      noneHeading: 'No hay ningún envío que mostrar',
      myApplications: 'Mis solicitudes',
      thanks: 'Gracias',
      submitted:
        'Se envió su solicitud de Revisión Informal para {name}. Guarde su número de solicitud, {number}, para sus registros.',
      receipt: 'Comprobante de envío',
      filingNumber: 'Número de solicitud',
      submittedAt: 'Enviada',
      address: 'Dirección de la propiedad',
      sbl: 'Número SBL',
      assessedValue: 'Valor tasado',
      requestedValue: 'Valor tasado que solicita',
      reason: 'Motivo',
      comments: 'Comentarios adicionales',
      fileCount: 'Archivos enviados',
      next: 'Qué sigue: la Oficina del Tasador revisa su solicitud, y a principios de {month} se le enviará por correo un segundo aviso de valor. Puede seguir su estado en Mis solicitudes.',
      print: 'Imprima esta página o guárdela como PDF para sus registros.',
      printButton: 'Imprimir',
    },
    list: {
      title: 'Mis solicitudes',
      newApplication: 'Nueva solicitud',
      tryAgain: 'Intentar de nuevo',
      heading: 'Solicitudes presentadas',
      submitted: 'Solicitudes enviadas',
      sbl: 'Número SBL',
      address: 'Dirección',
      date: 'Fecha de envío',
      desiredValue: 'Valor tasado que solicita',
      status: 'Estado',
      voidReason: 'Motivo: {reason}',
      noChange: 'Sin cambio en el valor tasado',
      newValue: 'Nuevo valor tasado {after} (antes {before})',
      answerBy: 'Responda a más tardar el {date}',
      answerAwaited: 'Espera su respuesta',
    },
  },
  // What POST /ir/uploadfile answers is matched by the client, never shown: it stays as sent.
  uploadAnswer: {
    ...FILING_SUBMISSION_MESSAGES.uploadAnswer,
    scannerUnavailable:
      'No se pudo revisar el archivo en busca de virus en este momento, así que no se aceptó. Inténtelo de nuevo en unos minutos.',
    noFile: 'No se envió ningún archivo.',
    noPrintkey: 'No se indicó la propiedad de este archivo (printkey).',
    unknownParcel: 'No se encontró esta propiedad en este municipio.',
    tooManyFiles: `Demasiados archivos para esta propiedad: puede adjuntar como máximo ${DRAFT_FILES_MAX}.`,
    storeFailed: 'No se pudo guardar el archivo en este momento. Inténtelo de nuevo.',
    dailyQuota: `Llegó al límite: una cuenta puede subir como máximo ${UPLOAD_DAILY_QUOTA_BYTES / 1024 / 1024} MB de archivos en 24 horas. Inténtelo de nuevo mañana.`,
  },
  draftFiles: {
    notInDraft: 'Ese archivo no está entre los que subió para esta propiedad.',
  },
};
