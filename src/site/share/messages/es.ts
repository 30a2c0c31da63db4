import type en from './en';
import type { Messages } from '../../../i18n/catalog';

export default {
  features: 'Características',
  howToUse: 'Cómo se usa',
  keepPrivate: 'No incluir mis datos en el enlace',
  shareLink: 'Compartir enlace',
  linkCopied: 'Enlace copiado',
  privateNote: 'Privado: ni la dirección ni el enlace guardan nada de lo que escribiste.',
  tooLarge: 'El enlace no incluye tu {inputs}: más de {limit} kB es demasiado para un enlace.',
  listTwo: '{first} y {last}',
  listMore: '{first}, {rest}',
  inputText: 'texto',
  inputOriginal: 'texto original',
  inputModified: 'texto modificado',
  inputUrls: 'lista de URLs',
  inputOther: 'entrada',
  linkNoteHashVerifier: 'Los archivos nunca se incluyen en un enlace.',
  linkNoteUuidGenerator: 'Un enlace lleva la configuración, nunca los valores generados: se abre con valores aleatorios nuevos.',
  linkNoteTotpGenerator: 'Tu secreto nunca se incluye en un enlace.',
  linkNoteStopwatchTimer: 'Un enlace lleva la configuración, nunca un reloj en marcha ni las vueltas.',
  linkNoteHashGenerator: 'Tu clave HMAC y tus archivos nunca se incluyen en un enlace.',
  linkNotePasswordGenerator: 'Solo la configuración va en el enlace: tu contraseña nunca se incluye.',
  linkNoteFaviconGenerator: 'Una imagen subida nunca se incluye en un enlace.',
  linkNoteRandomGenerator: 'Un enlace lleva la configuración y la lista, nunca un resultado: se abre listo para un nuevo sorteo.',
} satisfies Messages<typeof en>;
