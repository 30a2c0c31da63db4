import type { DetailMessages } from '../../catalogue-text';

// Descriptions and tags of the security tools in English; tags are comma-separated.
export default {
  'password-generator.description': 'Generate strong random passwords with presets, character options and entropy shown in bits.',
  'password-generator.tags': 'password, random, security, entropy',
  'password-checker.description': 'Estimate how long a password would take to crack, with warnings and suggestions, fully offline.',
  'password-checker.tags': 'password, strength, zxcvbn, security',
  'hash-verifier.description': 'Check a file or text against an expected checksum; the algorithm is detected from the hash.',
  'hash-verifier.tags': 'checksum, verify, sha256, integrity',
  'secure-notes.description': 'Keep notes in this browser encrypted with AES-256-GCM under a passphrase only you know.',
  'secure-notes.tags': 'notes, encryption, aes, private',
  'totp-generator.description': 'Get the current 2FA code from a Base32 secret, an otpauth link or its QR code, and verify codes.',
  'totp-generator.tags': '2fa, totp, authenticator, otp',
  'file-encryptor.description': 'Encrypt any file with a passphrase (AES-256-GCM) in your browser, and decrypt it back to the exact bytes.',
  'file-encryptor.tags': 'encryption, aes, file, passphrase',
} satisfies DetailMessages<'security'>;
