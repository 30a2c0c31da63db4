import type en from './en';
import type { Messages } from '../../../../i18n/catalog';

export default {
  updated: 'Última actualización: <date>15 de enero de 2024</date>',

  privacyMetaTitle: 'Política de privacidad',
  privacyMetaDescription:
    'Las herramientas de Toolshed funcionan en tu navegador: lo que escribes nunca se sube, no hay cuentas, ni analítica ni cookies de rastreo. La política de privacidad completa.',
  privacyTitle: 'Política de privacidad',
  shortTitle: 'En pocas palabras',
  short1: 'Todas las herramientas funcionan en tu navegador. Nada de lo que escribes, pegas o abres en una herramienta se nos envía.',
  short2: 'No hay cuentas, ni analítica, ni publicidad, ni cookies de rastreo.',
  short3: 'Lo poco que se recuerda entre visitas se guarda en tu propio navegador, y puedes borrarlo en cualquier momento.',
  scopeTitle: 'Quiénes somos y qué abarca esta política',
  scopeText: 'Esta política abarca el sitio web de Toolshed y las herramientas de Toolshed que se pueden insertar. Si tienes preguntas, escribe a <mail>{email}</mail>.',
  toolsTitle: 'Qué pasa con lo que introduces',
  toolsText:
    'Las herramientas de Toolshed hacen su trabajo con JavaScript en tu dispositivo. El texto que cuentas, el JSON que formateas, las contraseñas que generas o compruebas y los archivos a los que cambias el tamaño o calculas el hash se procesan en la memoria de tu navegador y no se suben a Toolshed ni a nadie más. Al cerrar la página se descartan, salvo que una herramienta te indique que guarda algo (ver más abajo).',
  deviceTitle: 'Qué se guarda en tu dispositivo',
  device1: 'Tu elección de tema claro u oscuro, en el almacenamiento local de tu navegador, para que el sitio se vea igual la próxima vez.',
  device2:
    'Las notas que guardas en Notas seguras, cifradas en tu navegador con AES-256-GCM mediante una frase de contraseña que solo tú conoces. No podemos leerlas ni recuperarlas.',
  device3: 'Los archivos que el navegador guarda en caché para cargar el sitio más rápido, como hace con cualquier sitio web.',
  deviceClear: 'Puedes eliminar todo esto borrando los datos de este sitio en la configuración de tu navegador.',
  collectTitle: 'Lo que no recopilamos',
  collectText:
    'No usamos analítica, publicidad, píxeles de redes sociales, huellas digitales del navegador ni cookies de rastreo, y no compramos, vendemos ni compartimos información personal. Toolshed no tiene cuentas, así que no hay ningún perfil tuyo que guardar.',
  hostingTitle: 'Alojamiento y registros del servidor',
  hostingText:
    'El sitio es un conjunto de archivos estáticos. El proveedor de alojamiento que los sirve puede guardar registros estándar de servidor web (dirección IP, hora, página solicitada y tipo de navegador) por seguridad y para frenar abusos. No usamos estos registros para identificar ni perfilar a los visitantes.',
  formsTitle: 'Formulario de contacto, boletín y correo electrónico',
  formsText:
    'El formulario de contacto revisa lo que escribes en la página y no envía nada: Toolshed no tiene servidor que lo reciba. Los cuadros «Mantente al día» tampoco envían nada: «Suscribirse» abre tu propio programa de correo con un mensaje para nosotros, que puedes enviar o no, y el feed Atom es un archivo que tu lector de feeds descarga de este sitio. Si nos escribes, usamos tu dirección y tu mensaje solo para responderte o enviarte las novedades que pediste, y los eliminamos cuando ya no hacen falta.',
  embedsTitle: 'Herramientas insertadas en otros sitios web',
  embedsText:
    'Cuando un sitio web inserta una herramienta de Toolshed, el código de la herramienta se carga desde Toolshed y se ejecuta en tu navegador como parte de ese sitio. La herramienta no envía nada a Toolshed, pero comunica su resultado a la página en la que está, así que ese sitio puede leer lo que muestra la herramienta. Lo que haga con ello se rige por su propia política de privacidad.',
  childrenTitle: 'Menores',
  childrenText:
    'Toolshed no está dirigido a menores de 13 años, y no recopilamos a sabiendas información personal de menores de 13 años. Si crees que un menor nos ha enviado información personal por correo, escribe a <mail>{email}</mail> y la eliminaremos.',
  rightsTitle: 'Tus derechos',
  rightsText:
    'Según dónde vivas, leyes como el RGPD y la CCPA te dan derecho a acceder a tu información personal, corregirla o eliminarla. Como no guardamos ninguna aparte de los correos que nos envías, basta con una solicitud a <mail>{email}</mail> para que los eliminemos.',
  changesTitle: 'Cambios en esta política',
  changesText: 'Si cambiamos la forma en que Toolshed trata la información, actualizaremos esta página y la fecha que aparece arriba. Consulta también nuestros <terms>Términos del servicio</terms>.',

  termsMetaTitle: 'Términos del servicio',
  termsMetaDescription:
    'Las condiciones para usar las herramientas gratuitas de Toolshed en el navegador e insertarlas en tu propio sitio: uso aceptable, exactitud, garantías y límites de responsabilidad.',
  termsTitle: 'Términos del servicio',
  acceptanceTitle: '1. Aceptación de estos términos',
  acceptanceText:
    'Al usar el sitio web de Toolshed o insertar una herramienta de Toolshed, aceptas estos términos. Si no estás de acuerdo, no uses el servicio.',
  serviceTitle: '2. El servicio',
  serviceText:
    'Toolshed ofrece herramientas útiles y gratuitas que funcionan en tu navegador web. No hay cuentas ni tarifas. Podemos añadir, cambiar o retirar herramientas en cualquier momento, y podemos dejar de ofrecer el servicio por completo.',
  useTitle: '3. Uso aceptable',
  useIntro: 'Puedes usar las herramientas para cualquier fin personal o comercial lícito. No puedes:',
  use1: 'usar las herramientas para infringir la ley o perjudicar a otras personas, por ejemplo, para crear códigos QR de phishing;',
  use2: 'intentar interrumpir el sitio o los archivos que sirven las inserciones, por ejemplo, con avalanchas automatizadas de solicitudes;',
  use3: 'presentar Toolshed, o una herramienta insertada, como algo que no es, por ejemplo, afirmando que envía o guarda datos.',
  contentTitle: '4. Tu contenido',
  contentText:
    'Lo que introduces en una herramienta sigue siendo tuyo. Se procesa en tu navegador y nunca nos llega, así que no reclamamos ningún derecho sobre ello y no podemos verlo. Eres responsable de tener derecho a usar lo que procesas.',
  embeddingTitle: '5. Insertar las herramientas',
  embeddingText:
    'Puedes insertar cualquier herramienta en tu sitio web, sin coste, siguiendo la <api>API de inserción</api>. Eres responsable de tu propia página, lo que incluye informar a tus visitantes de los scripts que carga. Podemos cambiar los archivos de inserción o sus direcciones; mantendremos en funcionamiento los nombres de elemento documentados todo el tiempo que podamos.',
  accuracyTitle: '6. Exactitud de los resultados',
  accuracyText:
    'Probamos las herramientas con cuidado, pero los resultados se ofrecen a título informativo. Comprueba cualquier cosa importante, como cálculos usados en contratos o decisiones de salud, con una segunda fuente. La calculadora de IMC, por ejemplo, no es consejo médico.',
  warrantyTitle: '7. Sin garantía',
  warrantyText:
    'Toolshed se ofrece «tal cual» y «según disponibilidad», sin garantías de ningún tipo, expresas o implícitas, incluidas la idoneidad para un fin concreto y el funcionamiento ininterrumpido o sin errores.',
  liabilityTitle: '8. Limitación de responsabilidad',
  liabilityText:
    'En la máxima medida que permita la ley, no somos responsables de pérdidas indirectas, incidentales o consecuentes derivadas de tu uso de Toolshed. Nuestra responsabilidad total por cualquier reclamación se limita al importe que nos hayas pagado por el servicio en los 12 meses anteriores a la reclamación. Como Toolshed es gratuito, ese importe es de 0 $.',
  termsChildrenTitle: '9. Menores',
  termsChildrenText: 'Toolshed no está dirigido a menores de 13 años.',
  privacySectionTitle: '10. Privacidad',
  privacySectionText: 'Cómo tratamos la información se describe en nuestra <privacy>Política de privacidad</privacy>.',
  termsChangesTitle: '11. Cambios y contacto',
  termsChangesText:
    'Podemos actualizar estos términos; la fecha de arriba indica la versión más reciente, y usar Toolshed después de un cambio significa que lo aceptas. Si tienes preguntas, escribe a <mail>{email}</mail>.',
} satisfies Messages<typeof en>;
