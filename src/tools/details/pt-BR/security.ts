import type { DetailMessages } from '../../catalogue-text';

// Descriptions and tags of the security tools in Brazilian Portuguese; tags are comma-separated.
export default {
  'password-generator.description': 'Gere senhas aleatórias fortes com predefinições, opções de caracteres e a entropia em bits.',
  'password-generator.tags': 'senha, aleatória, segurança, entropia',
  'password-checker.description': 'Estime quanto tempo levaria para quebrar uma senha, com alertas e sugestões, totalmente offline.',
  'password-checker.tags': 'senha, força, zxcvbn, segurança',
  'hash-verifier.description': 'Confira um arquivo ou texto com uma soma de verificação esperada; o algoritmo é detectado pelo hash.',
  'hash-verifier.tags': 'checksum, verificar, sha256, integridade',
  'secure-notes.description': 'Guarde notas neste navegador criptografadas com AES-256-GCM, protegidas por uma frase secreta que só você conhece.',
  'secure-notes.tags': 'notas, criptografia, aes, privado',
  'totp-generator.description': 'Obtenha o código 2FA atual a partir de um segredo Base32, de um link otpauth ou do QR code dele, e verifique códigos.',
  'totp-generator.tags': '2fa, totp, autenticador, otp, verificação em duas etapas',
  'file-encryptor.description': 'Criptografe qualquer arquivo com uma frase secreta (AES-256-GCM) no seu navegador e descriptografe-o de volta aos bytes exatos.',
  'file-encryptor.tags': 'criptografia, aes, arquivo, frase secreta',
} satisfies DetailMessages<'security'>;
