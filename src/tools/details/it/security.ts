import type { DetailMessages } from '../../catalogue-text';

// Descriptions and tags of the security tools in Italian; tags are comma-separated.
export default {
  'password-generator.description': 'Genera password casuali sicure con preimpostazioni, opzioni sui caratteri e l’entropia indicata in bit.',
  'password-generator.tags': 'password, casuale, sicurezza, entropia',
  'password-checker.description': 'Stima quanto tempo servirebbe per violare una password, con avvisi e suggerimenti, completamente offline.',
  'password-checker.tags': 'password, robustezza, zxcvbn, sicurezza',
  'hash-verifier.description': 'Verifica un file o un testo rispetto a un checksum atteso; l’algoritmo viene riconosciuto dall’hash.',
  'hash-verifier.tags': 'checksum, verificare, sha256, integrità',
  'secure-notes.description': 'Conserva note in questo browser, cifrate con AES-256-GCM tramite una passphrase che conosci solo tu.',
  'secure-notes.tags': 'note, crittografia, aes, privato',
  'totp-generator.description': 'Ottieni il codice 2FA attuale da un segreto Base32, un link otpauth o il suo codice QR, e verifica i codici.',
  'totp-generator.tags': '2fa, totp, autenticatore, otp, autenticazione a due fattori',
  'file-encryptor.description': 'Cifra qualsiasi file con una passphrase (AES-256-GCM) nel browser e decifralo riottenendo esattamente gli stessi byte.',
  'file-encryptor.tags': 'crittografia, cifrare, aes, file, passphrase',
} satisfies DetailMessages<'security'>;
