import type { DetailMessages } from '../../catalogue-text';

// Descriptions and tags of the security tools in Spanish; tags are comma-separated.
export default {
  'password-generator.description': 'Genera contraseñas aleatorias seguras con ajustes predefinidos, opciones de caracteres y la entropía en bits.',
  'password-generator.tags': 'contraseña, aleatoria, seguridad, entropía, clave',
  'password-checker.description': 'Estima cuánto se tardaría en descifrar una contraseña, con advertencias y sugerencias, totalmente sin conexión.',
  'password-checker.tags': 'contraseña, fortaleza, zxcvbn, seguridad',
  'hash-verifier.description': 'Comprueba un archivo o texto con una suma de verificación esperada; el algoritmo se detecta a partir del hash.',
  'hash-verifier.tags': 'suma de verificación, verificar, sha256, integridad, checksum',
  'secure-notes.description': 'Guarda notas en este navegador cifradas con AES-256-GCM con una frase de contraseña que solo tú conoces.',
  'secure-notes.tags': 'notas, cifrado, aes, privado',
  'totp-generator.description': 'Obtén el código 2FA actual a partir de un secreto Base32, un enlace otpauth o su código QR, y verifica códigos.',
  'totp-generator.tags': '2fa, totp, autenticador, otp, verificación en dos pasos',
  'file-encryptor.description': 'Cifra cualquier archivo con una frase de contraseña (AES-256-GCM) en tu navegador y descífralo recuperando exactamente los mismos bytes.',
  'file-encryptor.tags': 'cifrado, aes, archivo, frase de contraseña',
} satisfies DetailMessages<'security'>;
