import type { DetailMessages } from '../../catalogue-text';

// Descriptions and tags of the security tools in French; tags are comma-separated.
export default {
  'password-generator.description': 'Générez des mots de passe aléatoires robustes avec préréglages, options de caractères et entropie affichée en bits.',
  'password-generator.tags': 'mot de passe, aléatoire, sécurité, entropie',
  'password-checker.description': 'Estimez le temps nécessaire pour casser un mot de passe, avec avertissements et suggestions, entièrement hors ligne.',
  'password-checker.tags': 'mot de passe, robustesse, zxcvbn, sécurité',
  'hash-verifier.description': 'Vérifiez un fichier ou un texte par rapport à une somme de contrôle attendue\u00a0; l’algorithme est détecté à partir du hash.',
  'hash-verifier.tags': 'somme de contrôle, vérifier, sha256, intégrité, checksum',
  'secure-notes.description': 'Conservez des notes dans ce navigateur, chiffrées avec AES-256-GCM à l’aide d’une phrase secrète que vous seul connaissez.',
  'secure-notes.tags': 'notes, chiffrement, aes, privé',
  'totp-generator.description': 'Obtenez le code 2FA actuel à partir d’un secret Base32, d’un lien otpauth ou de son QR code, et vérifiez des codes.',
  'totp-generator.tags': '2fa, totp, double authentification, otp',
  'file-encryptor.description': 'Chiffrez n’importe quel fichier avec une phrase secrète (AES-256-GCM) dans votre navigateur, et déchiffrez-le à l’octet près.',
  'file-encryptor.tags': 'chiffrement, aes, fichier, phrase secrète',
} satisfies DetailMessages<'security'>;
