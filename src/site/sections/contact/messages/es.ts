import type en from './en';
import type { Messages } from '../../../../i18n/catalog';

export default {
  metaTitle: 'Contacto',
  metaDescription:
    '¿Preguntas, errores o ideas para una nueva herramienta? Escribe a {email}; respondemos en menos de 24 horas. Temas de ayuda y respuestas a las preguntas frecuentes.',
  title: 'Contáctanos',
  lead: 'Preguntas, errores, ideas para una nueva herramienta: leemos todos los mensajes y respondemos en menos de 24 horas.',
  notSentTitle: 'Por ahora los mensajes no se envían a ninguna parte',
  notSentText: 'Toolshed no tiene servidor, así que este formulario solo revisa tu mensaje en esta página. Para escribirnos, manda un correo a <mail>{email}</mail>.',
  formTitle: 'Envíanos un mensaje',
  formRequired: 'Los campos marcados con * son obligatorios.',
  helpTopicsTitle: 'Temas de ayuda',
  faqTitle: 'Preguntas frecuentes',

  quickTitle: 'Contacto rápido',
  quickEmail: 'Correo electrónico',
  quickResponseTitle: 'Tiempo de respuesta',
  quickResponseText: 'Respondemos a todos los correos en menos de 24 horas.',
  quickBugTitle: 'Informar de un error',
  quickBugText: 'Indica la herramienta, tu navegador y su versión, y lo que escribiste. No incluyas contraseñas ni datos personales.',

  topicFindTitle: 'Encontrar una herramienta',
  topicFindText: 'Busca en el catálogo por nombre o por tarea, o explora las seis categorías.',
  topicFindLink: 'Ver todas las herramientas',
  topicEmbedTitle: 'Insertar en tu sitio',
  topicEmbedText: 'Una etiqueta script y un elemento ponen cualquier herramienta en tus propias páginas.',
  topicEmbedLink: 'Leer la documentación de inserción',
  topicPrivacyTitle: 'Privacidad y tus datos',
  topicPrivacyText: 'Qué se queda en tu navegador, qué se guarda en tu dispositivo y qué no existe nunca.',
  topicPrivacyLink: 'Leer la política de privacidad',
  topicGuidesTitle: 'Guías y tutoriales',
  topicGuidesText: 'Artículos paso a paso sobre contraseñas, JSON, códigos QR, color y más.',
  topicGuidesLink: 'Ver los tutoriales',

  faqFreeQuestion: '¿Las herramientas son gratis de verdad?',
  faqFreeAnswer: 'Sí. Todas las herramientas son gratuitas y puedes usarlas tantas veces como quieras, sin cuenta, sin periodo de prueba, sin límites de uso y sin anuncios.',
  faqUploadQuestion: '¿Se sube algo de lo que escribo?',
  faqUploadAnswer:
    'No. Todas las herramientas trabajan en tu navegador. Los textos, archivos y contraseñas que introduces se quedan en tu dispositivo y nunca se envían a un servidor; no existe ningún servidor de Toolshed al que enviarlos.',
  faqAccountQuestion: '¿Necesito una cuenta?',
  faqAccountAnswer:
    'No. No hay cuentas ni inicio de sesión. Lo que se recuerda entre visitas, como tu tema claro u oscuro o las notas que guardas en Notas seguras, se guarda en tu propio navegador.',
  faqOfflineQuestion: '¿Funcionan las herramientas si se me cae la conexión?',
  faqOfflineAnswer:
    'Sí, una vez cargada la página de la herramienta. Todo el procesamiento ocurre en tu dispositivo, así que la herramienta sigue funcionando sin conexión hasta que vayas a una página que aún no hayas abierto.',
  faqEmbedQuestion: '¿Puedo poner una herramienta en mi propio sitio web?',
  faqEmbedAnswer:
    'Sí. Añade a tu página una etiqueta script y el elemento de la herramienta, como {element}. La página de la API de inserción enumera todos los nombres de elemento y sus opciones.',
  faqFormQuestion: '¿Por qué el formulario de contacto no envía mi mensaje?',
  faqFormAnswer:
    'Toolshed funciona sin servidor, así que el formulario puede revisar tu mensaje pero no tiene adónde enviarlo. Escríbenos directamente a la dirección que aparece en Contacto rápido, o usa el enlace bajo el formulario para abrir tu aplicación de correo con el mensaje ya escrito.',

  formLabel: 'Formulario de contacto',
  name: 'Nombre',
  email: 'Correo electrónico',
  emailPlaceholder: 'p. ej., tu@example.com',
  subject: 'Asunto',
  category: 'Categoría (opcional)',
  categoryPlaceholder: 'Elige una categoría',
  categorySupport: 'Soporte general',
  categoryBug: 'Informe de error',
  categoryFeature: 'Petición de función',
  categoryFeedback: 'Comentarios',
  categoryBusiness: 'Consulta comercial',
  categoryOther: 'Otro',
  message: 'Mensaje',
  send: 'Enviar mensaje',
  mailApp: 'Enviarlo desde tu aplicación de correo',
  hint: 'Este formulario revisa tu mensaje pero no lo envía a ninguna parte: Toolshed todavía no tiene servidor. «Enviarlo desde tu aplicación de correo» abre tu propio programa de correo con el mensaje ya escrito y dirigido a {email}.',
  sentTitle: '{hasName, select, yes {¡Gracias, {name}! Tu mensaje está completo.} other {¡Gracias! Tu mensaje está completo.}}',
  sentText:
    'No se ha enviado: todavía no hay ningún servidor detrás de este formulario. Envíalo por correo a {email} y te responderemos en menos de 24 horas. El formulario se vaciará ahora.',
  errorName: 'Escribe tu nombre.',
  errorSubject: 'Escribe un asunto.',
  errorMessage: 'Escribe tu mensaje.',
  errorTooLong: '{field} es demasiado largo ({max, plural, one {# carácter} many {# de caracteres} other {# caracteres}} como máximo).',
} satisfies Messages<typeof en>;
