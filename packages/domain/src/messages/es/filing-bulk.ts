import type { CatalogueOf } from '../../languages.ts';
import type { FILING_BULK_MESSAGES } from '../en/filing-bulk.ts';

/** en/filing-bulk.ts in Spanish, key for key. */
export const FILING_BULK_MESSAGES_ES: CatalogueOf<typeof FILING_BULK_MESSAGES> = {
  bulk: {
    noCsv: 'Elija el archivo CSV de las propiedades que desea presentar.',
    csvTooLarge: 'El CSV pesa más de 10 MB. Un lote admite como máximo 1,000 filas.',
    zipTooLarge: 'El ZIP pesa más de 500 MB. Divida el lote en otros más pequeños.',
    notUtf8: 'El CSV no es texto UTF-8. Guárdelo como "CSV UTF-8" y súbalo de nuevo.',
    empty: 'El CSV no tiene filas debajo del encabezado.',
    wrongDelimiter:
      'Las columnas del CSV están separadas por {delimiter}. Sepárelas con comas, como en la plantilla.',
    missingColumns: 'Al encabezado del CSV le faltan estas columnas: {columns}.',
    unknownColumns: 'El encabezado del CSV tiene columnas que no están en el formato: {columns}.',
    duplicateColumns: 'El encabezado del CSV repite estas columnas: {columns}.',
    tooManyRows:
      'El CSV tiene más de {max} filas; un lote admite como máximo {max}. Divídalo en varios archivos.',
    csvSyntax: 'No se puede leer el CSV en la línea {line}: {detail}. No se presentó nada.',
    zipEntryPath:
      'El ZIP contiene "{name}": cada archivo debe estar en el primer nivel del ZIP, sin carpetas ni rutas. No se presentó nada.',
    zipDuplicate: 'El ZIP contiene "{name}" más de una vez. No se presentó nada.',
    zipBroken:
      'No se puede leer el ZIP, está cifrado o se expande demasiado. Haga un ZIP nuevo con los archivos y súbalo de nuevo. No se presentó nada.',
    cellCount: 'La fila tiene {got} celdas; el encabezado tiene {want}.',
    formulaCell:
      '{column}: una celda no puede empezar con =, +, - o @ (una hoja de cálculo la ejecutaría como fórmula).',
    ownerEmail: 'owner_email: debe ser un correo electrónico válido.',
    noFiles: 'files: indique la autorización del representante, por su nombre en el ZIP.',
    noZip: 'files: esta fila indica archivos, pero no se subió ningún ZIP.',
    fileNotInZip: 'files: "{name}" no está en el ZIP.',
    fileTwice: 'files: "{name}" aparece dos veces.',
    tooManyFiles: 'files: como máximo 20 archivos por propiedad.',
    fileRefused: 'files: "{name}": {reason}',
    duplicateRow: 'sbl: esta propiedad ya está en la línea {line} de este lote.',
    alreadyFiled: 'Ya existe una solicitud para la propiedad {sbl}; llame al: {phone}',
    cellInvalid: 'este valor no se admite ({rule}).',
    parcelNotFound:
      'Ninguna propiedad de este municipio tiene este SBL. Compruébelo en el registro de tasación del municipio.',
    failed:
      'No se pudo presentar esta fila en este momento. Súbala de nuevo. Si el problema continúa, llame al {phone}',
    title: 'Presentar varias propiedades',
    intro:
      'Presente una Revisión Informal por cada propiedad de un CSV, con sus archivos de respaldo en un solo ZIP. Las filas que pasan todas las revisiones se presentan; el informe indica las demás con el motivo, para que corrija y suba solo esas.',
    summary: '{filed} presentadas, {refused} rechazadas.',
    uploadFailed: 'No se pudo subir el lote en este momento. Inténtelo de nuevo en un momento.',
    back: 'Mis solicitudes',
    layoutHeading: 'El CSV y el ZIP',
    layoutColumns:
      'En UTF-8, separado por comas, con una fila de encabezado con exactamente estas columnas: {columns}.',
    layoutRows: 'Una propiedad por fila, como máximo {max} filas.',
    layoutReason:
      '{reason} es uno de estos valores: recent_appraisal, building_condition_issue, incorrect_property_inventory, comparable_sales u other.',
    layoutFiles:
      '{files} nombra los archivos de la fila dentro del ZIP, separados por {separator}, e incluye entre ellos su autorización para representar al propietario.',
    layoutZip:
      'El ZIP (de 500 MB como máximo) contiene los archivos en su primer nivel, sin carpetas. Cada archivo se revisa como cualquier otro: PDF, imagen, Word o Excel, de menos de 25 MB.',
    layoutEmail:
      'Cuando una fila tiene {column}, el propietario recibe una copia de su comprobante.',
    template: 'Descargar la plantilla CSV',
    csvLabel: 'CSV de las propiedades',
    zipLabel: 'ZIP de los documentos de respaldo (opcional)',
    submit: 'Presentar estas propiedades',
    report: 'Informe',
    downloadReport: 'Descargar el informe (CSV)',
    reportRegion: 'Informe por fila',
    reportCaption: 'Informe por fila del CSV',
    line: 'Línea',
    sbl: 'Número SBL',
    status: 'Estado',
    result: 'Número de solicitud o motivo',
    filed: 'Presentada',
    refused: 'Rechazada',
    reasonCodes: 'reason: use uno de estos valores: {codes}',
    notRepresentative:
      'La presentación en lote es para representantes aprobados por la oficina del asesor. Para pedir la aprobación, llame al {phone} con el nombre de su empresa y el correo electrónico con el que inicia sesión.',
    dailyLimit:
      'Una cuenta puede presentar {max} propiedades en lote en 24 horas. La suya ha presentado {used}, y este lote tiene {rows}. Envíelo mañana o divídalo.',
    dailyLimitReached:
      'Una cuenta puede presentar {max} propiedades en lote en 24 horas, y la suya ya llegó a ese límite. Envíe este lote mañana.',
    zipEntryRatio:
      'El archivo "{name}" del ZIP se expande mucho más que un documento real. Quítelo y vuelva a crear el ZIP. No se presentó nada.',
    zipRatio:
      'El ZIP en conjunto se expande mucho más que unos documentos reales. Cree un ZIP nuevo con los archivos y súbalo de nuevo. No se presentó nada.',
    zipEntries: 'El ZIP contiene más de {max} archivos. Divida el lote. No se presentó nada.',
    zipTotal: 'Los archivos del ZIP suman más de 2 GB. Divida el lote. No se presentó nada.',
    zipEncrypted:
      'El archivo "{name}" del ZIP está cifrado. Cree el ZIP sin contraseña. No se presentó nada.',
    accepted:
      'Recibimos el lote. Sus filas se presentan una por una: esta página muestra el informe cuando terminen. Puede salir de ella y volver más tarde.',
    queued: 'Esperando para comenzar…',
    progress: 'Filas presentadas o revisadas: {done} de {total}…',
    progressLabel: 'Filas presentadas o revisadas',
    done: 'Todas las filas del lote se presentaron o se rechazaron.',
    batchFailed:
      'El lote se detuvo antes de poder presentar todas las filas. Las filas no presentadas están marcadas abajo: envíelas de nuevo en otro lote.',
    batchNotFound: 'Esta cuenta no tiene ese lote.',
    batchTitle: 'Lote {id}',
    pollFailed:
      'No se pudo cargar el informe en este momento. Se intentará de nuevo en un momento.',
    ownerCopy: 'Copia para el propietario',
    ownerCopySent: 'Enviada',
    ownerCopyLimited: 'No enviada: demasiadas copias para propietarios en 24 horas',
  },
};
