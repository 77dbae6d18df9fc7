import type { CatalogueOf } from '../../languages.ts';
import type { LEGAL_MESSAGES } from '../en/legal.ts';

/** en/legal.ts in Spanish, key for key. */
export const LEGAL_MESSAGES_ES: CatalogueOf<typeof LEGAL_MESSAGES> = {
  terms: {
    title: 'Condiciones de uso',
    intro:
      'Estas condiciones rigen el uso del sitio web de Revisión Informal de {municipality}, que {firm} (“nosotros”) administra en nombre de {municipality} (el “Municipio”). Al crear una cuenta o usar el sitio web, usted las acepta. Si no está de acuerdo, no use el sitio web.',
    purposeHeading: 'Para qué sirve este sitio web',
    purpose:
      'El sitio web permite a los dueños de propiedades en {municipality}, y a las personas que actúan en su nombre, pedir al tasador del Municipio una revisión informal del valor tasado de una propiedad y seguir el estado de esa solicitud.',
    notGrievanceHeading: 'Una Revisión Informal no es una queja formal',
    notGrievance: [
      'Una Revisión Informal es un paso voluntario que el Municipio ofrece antes de que su registro de tasación sea definitivo. No es una queja según el Artículo 5 de la Ley de Impuestos sobre Bienes Inmuebles de Nueva York (Real Property Tax Law), no extiende ningún plazo y no conserva su derecho a ninguna otra revisión.',
      'Si después aún no está de acuerdo con su tasación, debe presentar una queja formal (formulario RP-524) ante la Junta de Revisión de Tasaciones (Board of Assessment Review) a más tardar el Día de Quejas (Grievance Day). La Oficina del Tasador de su localidad puede decirle la fecha.',
    ],
    whoHeading: 'Quién puede presentar una solicitud',
    who: 'Puede presentar una solicitud para una propiedad solo si es su dueño o si el dueño le autorizó a actuar en su nombre, por ejemplo como su abogado o su representante fiscal. Se puede presentar una Revisión Informal por propiedad, y las solicitudes se aceptan hasta el {deadline}.',
    accountHeading: 'Su cuenta',
    account: [
      'Necesita una cuenta con un correo electrónico en el que pueda recibir mensajes; le enviamos un enlace para confirmarlo.',
      'No comparta su contraseña. Usted es responsable de lo que se haga con su cuenta, y debe llamarnos de inmediato si cree que otra persona la usó.',
      'Podemos suspender o restringir una cuenta que se use indebidamente.',
    ],
    submitHeading: 'Lo que usted envía',
    submit: [
      'Los datos del dueño y del solicitante, el valor que pide, sus motivos, sus comentarios, las ventas comparables y los archivos deben ser verdaderos y completos, según su leal saber y entender.',
      'Suba solo archivos que tenga derecho a compartir. Los archivos se revisan antes de aceptarlos, y se rechazan los de un tipo no permitido, los demasiado grandes y los que contienen software malicioso.',
      'Las respuestas de una solicitud no se pueden modificar después de enviarla. Se le pueden agregar archivos hasta que su revisión se complete, y se puede retirar antes de que un revisor actúe sobre ella.',
      'Usted permite que el Municipio, su tasador y nosotros usemos su solicitud para revisar la tasación, y que el Municipio la conserve como parte de sus registros.',
    ],
    decisionsHeading: 'Decisiones y datos de las propiedades',
    decisions:
      'El tasador decide el resultado de cada Revisión Informal; presentar una no garantiza un cambio de valor. Los datos de las propiedades, los valores y las ventas comparables que muestra el sitio web provienen de los registros de tasación del Municipio y se ofrecen como referencia. Si cree que algo está mal, explíquelo en su solicitud.',
    useHeading: 'Uso aceptable',
    use: 'No intente entrar en cuentas o información que no sean suyas, eludir la seguridad o el captcha del sitio web, sobrecargarlo o interferir con él, recopilar información de él por medios automatizados, ni usarlo para enviar nada ilegal o dañino.',
    liabilityHeading: 'Disponibilidad y responsabilidad',
    liability:
      'Trabajamos para que el sitio web esté disponible y sea exacto, pero se ofrece “tal cual” y a veces puede no estar disponible por mantenimiento o por motivos ajenos a nuestro control, así que no deje su solicitud para el último día. En la medida en que la ley lo permita, ni el Municipio ni {firm} son responsables de las pérdidas que resulten del uso del sitio web o de la imposibilidad de usarlo.',
    lawHeading: 'Ley aplicable y cambios',
    law: 'Estas condiciones se rigen por las leyes del Estado de Nueva York. Podemos actualizarlas; la versión publicada en esta página rige desde el momento de su publicación.',
    contactHeading: 'Contacto',
    contact:
      '¿Tiene preguntas sobre estas condiciones? Llame a {firm} al {phone} o escriba a {address}. La forma en que tratamos su información se explica en nuestra {privacy}.',
    privacyLink: 'Política de privacidad',
  },
  privacy: {
    title: 'Política de privacidad',
    intro:
      'Esta política explica qué información recopila el sitio web de Revisión Informal de {municipality}, para qué y qué pasa con ella. {firm} (“nosotros”) administra el sitio web en nombre de {municipality} (el “Municipio”), que lo usa para revisar las tasaciones de las propiedades.',
    collectHeading: 'La información que recopilamos',
    collect: [
      {
        lead: 'Su cuenta:',
        text: 'su correo electrónico y su contraseña. La contraseña se guarda solo como un código cifrado de un solo sentido (hash), que no se puede volver a convertir en la contraseña.',
      },
      {
        lead: 'Datos del dueño y del solicitante:',
        text: 'nombres, direcciones postales y teléfonos del dueño de la propiedad y, si otra persona presenta la solicitud por el dueño, del solicitante. Si usted lo elige, los datos del solicitante se guardan para completar su próxima solicitud.',
      },
      {
        lead: 'Su solicitud:',
        text: 'la propiedad (su dirección y su número SBL, de sección, bloque y lote), su valor tasado, el valor que usted pide, su motivo y sus comentarios, y las ventas comparables que agregue.',
      },
      {
        lead: 'Archivos subidos:',
        text: 'avalúos, fotos, formularios y otros documentos que adjunte.',
      },
      {
        lead: 'Información técnica:',
        text: 'los registros del servidor de cada acceso, con la dirección IP, el tipo de navegador y la hora, que se usan para mantener el sitio web seguro y en funcionamiento.',
      },
    ],
    useHeading: 'Cómo la usamos',
    use: 'Usamos esta información solo para llevar a cabo la revisión informal de las tasaciones: para crear y proteger su cuenta, para que el tasador del Municipio y nuestros revisores estudien su solicitud, para comunicarnos con usted sobre ella (por ejemplo, para confirmar su correo electrónico o restablecer su contraseña) y para proteger el sitio web contra el uso indebido. No la usamos con fines publicitarios.',
    shareHeading: 'Con quién la compartimos',
    share: [
      {
        lead: 'El Municipio:',
        text: 'su solicitud y sus archivos van al tasador del Municipio, que decide sobre ella y la conserva como parte de los registros del Municipio.',
      },
      {
        lead: 'Proveedores de servicios:',
        text: 'empresas que alojan el sitio web o entregan sus correos electrónicos, solo en la medida necesaria para ese trabajo y con la obligación de mantener la información confidencial.',
      },
      {
        lead: 'Cuando la ley lo exige:',
        text: 'por ejemplo, en respuesta a una citación judicial. Es posible que los registros que conserva el Municipio deban divulgarse según la Ley de Libertad de Información de Nueva York (Freedom of Information Law), con sus excepciones para proteger la privacidad personal.',
      },
    ],
    noSale: 'No vendemos, alquilamos ni intercambiamos su información personal.',
    cookiesHeading: 'Cookies y almacenamiento local',
    cookies: [
      {
        lead: 'Una cookie de sesión.',
        text: 'Cuando inicia sesión, guardamos una sola cookie que mantiene su sesión abierta. Es estrictamente necesaria, los scripts de la página no pueden leerla, solo se envía a este sitio web y termina cuando cierra la sesión o cuando su sesión vence.',
      },
      {
        lead: 'Su tema y su idioma.',
        text: 'Si cambia al modo oscuro o elige un idioma, su elección se guarda en el almacenamiento local de su navegador, en su dispositivo. El idioma también se envía con cada solicitud al sitio, para que las páginas y los correos electrónicos le lleguen en ese idioma, y si tiene la sesión iniciada, se guarda con su cuenta.',
      },
      {
        lead: 'Google Analytics, solo cuando está activado.',
        text: 'El Municipio puede activar Google Analytics para saber, en conjunto, cómo se usa el sitio web. Cuando está activado, Google guarda sus propias cookies y recibe información sobre su visita, como las páginas que ve y el tipo de navegador y de dispositivo, según la política de privacidad de Google. No lo usamos con fines publicitarios. Puede bloquearlo en la configuración de su navegador o con el complemento de exclusión de Google para navegadores.',
      },
    ],
    keepHeading: 'Cuánto tiempo la conservamos',
    keep: 'Las solicitudes, los archivos de respaldo y la correspondencia relacionada son registros del Municipio. Se conservan durante el tiempo que exige para los registros de tasación el Calendario de Conservación y Eliminación de Registros de los Gobiernos Locales de Nueva York (Retention and Disposition Schedule for New York Local Government Records, LGS-1), publicado por los Archivos del Estado de Nueva York, y después se destruyen de forma segura. La información de la cuenta se conserva mientras su cuenta esté en uso y mientras deba conservarse una solicitud a la que pertenezca. Los registros del servidor se conservan por un tiempo limitado por motivos de seguridad.',
    protectHeading: 'Cómo la protegemos',
    protect:
      'La información viaja por conexiones cifradas. Los archivos subidos se revisan antes de aceptarlos y se guardan fuera del sitio web público. Solo el personal autorizado del Municipio y de {firm} puede ver las solicitudes, y sus acciones quedan registradas. Si ocurre una filtración de su información personal, se lo notificaremos como lo exige la ley de Nueva York sobre filtraciones de seguridad de la información (General Business Law § 899-aa).',
    choicesHeading: 'Sus opciones',
    choices:
      'Puede llamarnos para pedir ver o corregir la información que tenemos sobre usted, o para cerrar su cuenta. La información que debe conservarse según las reglas de registros indicadas arriba se conserva aun después de cerrar su cuenta. Una solicitud enviada no se puede modificar en línea; llámenos si algo de la suya está mal.',
    childrenHeading: 'Menores de edad',
    children:
      'El sitio web está pensado para los dueños de propiedades y sus representantes. No está dirigido a niños menores de 13 años, y no recopilamos su información a sabiendas.',
    changesHeading: 'Cambios a esta política',
    changes:
      'Podemos actualizar esta política. La versión publicada en esta página rige desde el momento de su publicación; si un cambio afecta el uso de la información que ya nos dio, lo diremos en el sitio web.',
    contactHeading: 'Contacto',
    contact:
      '¿Tiene preguntas sobre su información? Llame a {firm} al {phone} o escriba a {address}. Vea también nuestras {terms}.',
    termsLink: 'Condiciones de uso',
  },
  accessibility: {
    title: 'Accesibilidad',
    intro:
      '{firm} administra el sitio web de Revisión Informal de {municipality} y quiere que todas las personas puedan usarlo, incluidas las que usan un lector de pantalla, solo el teclado, la ampliación de pantalla o el control por voz.',
    standardHeading: 'La norma',
    standard:
      'Este sitio web está hecho para cumplir las Pautas de Accesibilidad para el Contenido Web (WCAG) 2.1, nivel AA.',
    adaRule:
      'La norma del Departamento de Justicia de los EE. UU. bajo el Título II de la Ley de Estadounidenses con Discapacidades (ADA) exige que los sitios web de los gobiernos estatales y locales cumplan las WCAG 2.1 nivel AA: a más tardar el 26 de abril de 2027 para un gobierno que sirve a 50,000 personas o más, y el 26 de abril de 2028 para uno más pequeño.',
    testingHeading: 'Cómo lo comprobamos',
    testingIntro:
      'Cada cambio del sitio web se revisa en un navegador real (Chromium) antes de publicarse:',
    testing: [
      'axe-core revisa cada página y cada paso del formulario de solicitud, en inglés y en español, con la sesión de cada tipo de usuario que puede verla, en los temas claro y oscuro, en anchos de computadora (1280 píxeles) y de teléfono (390 píxeles). No se permite ningún hallazgo, de ninguna gravedad.',
      'Las mismas páginas pasan por dos herramientas más: el HTML de cada una se valida contra la norma HTML (html-validate, con las reglas del Nu Html Checker del W3C) y HTML_CodeSniffer lo prueba contra las WCAG 2.1 AA. Ninguna puede informar un error.',
      'Adaptación: a 320 píxeles de ancho y con el equivalente a un zoom del 200 %, ninguna página se desplaza hacia los lados; una tabla ancha se desplaza dentro de su propio cuadro, al que se llega con el teclado.',
      'Solo con el teclado: el formulario de solicitud completo, la revisión del personal (lista, filtro, selección, asignación, apertura, revisión y finalización) y los controles de administración se recorren con Tab, Mayús+Tab, Intro, la barra espaciadora y las flechas, comprobando en cada paso que el foco se ve.',
      'Con "reducir movimiento" activado en el dispositivo, nada se mueve en la página.',
      'Los mensajes de estado (el avance de una carga, "Subido", guardado y asignado) se anuncian a los lectores de pantalla; el aviso dos minutos antes de cerrar una sesión inactiva le permite seguir conectado; los cuatro temas de color cumplen las relaciones de contraste (4.5:1 para el texto, 3:1 para los controles).',
    ],
    testingSpecs:
      'Las comprobaciones están en el código fuente del sitio web: las pruebas de navegador e2e/specs/accessibility.spec.ts, e2e/specs/spanish-owner.spec.ts, e2e/specs/keyboard.spec.ts y e2e/specs/filing-keyboard.spec.ts, y las pruebas de componentes del aviso de inactividad y de los mensajes de estado.',
    limitsHeading: 'Límites conocidos',
    limits: [
      'Los archivos que suben los dueños y el personal (avalúos, fotos, formularios y cartas) se muestran tal como se subieron. Su contenido depende de quien los hizo, y no podemos hacerlos accesibles. Si necesita uno en otro formato, llámenos.',
      'Las copias en PDF del aviso de decisión, del acuerdo y del paquete de queja son PDF etiquetados (encabezados, tablas, listas, idioma y orden de lectura), pero no declaran conformidad con PDF/UA: la mayoría usa las fuentes estándar que aporta el lector de PDF en lugar de fuentes incrustadas. Cada una indica la página de la solicitud en este sitio web, que tiene el mismo contenido.',
    ],
    reportHeading: 'Informe de una barrera',
    report:
      'Si alguna parte de este sitio web no le funciona, díganos qué página, qué intentaba hacer y cómo podemos comunicarnos con usted. Respondemos en un plazo de 5 días hábiles.',
    phone: 'Teléfono: {phone}',
    email: 'Correo electrónico: {email}',
    mail: 'Correo postal: {firm}, {address}',
  },
};
