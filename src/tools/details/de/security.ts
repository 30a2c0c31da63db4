import type { DetailMessages } from '../../catalogue-text';

// Descriptions and tags of the security tools in German; tags are comma-separated.
export default {
  'password-generator.description': 'Erzeugt starke Zufallspasswörter mit Vorlagen, Zeichenoptionen und der Entropie in Bit.',
  'password-generator.tags': 'Passwort, Zufall, Sicherheit, Entropie',
  'password-checker.description': 'Schätzt, wie lange das Knacken eines Passworts dauern würde, mit Warnungen und Tipps – komplett offline.',
  'password-checker.tags': 'Passwort, Stärke, zxcvbn, Sicherheit',
  'hash-verifier.description': 'Prüft eine Datei oder einen Text gegen eine erwartete Prüfsumme; der Algorithmus wird am Hash erkannt.',
  'hash-verifier.tags': 'Prüfsumme, verifizieren, SHA256, Integrität',
  'secure-notes.description': 'Notizen in diesem Browser mit AES-256-GCM verschlüsselt aufbewahren, unter einer Passphrase, die nur Sie kennen.',
  'secure-notes.tags': 'Notizen, Verschlüsselung, AES, privat',
  'totp-generator.description': 'Den aktuellen Zwei-Faktor-Code aus einem Base32-Schlüssel, einem otpauth://-Link oder seinem QR-Code erzeugen und einen Code prüfen – alles im Browser.',
  'totp-generator.tags': '2FA, TOTP, Authenticator, Einmalpasswort',
  'file-encryptor.description': 'Jede Datei mit einer Passphrase verschlüsseln (AES-256-GCM) und wieder auf das exakte Original entschlüsseln – alles im Browser.',
  'file-encryptor.tags': 'Verschlüsselung, AES, Datei, Passphrase',
} satisfies DetailMessages<'security'>;
