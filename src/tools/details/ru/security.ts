import type { DetailMessages } from '../../catalogue-text';

// Descriptions and tags of the security tools in Russian; tags are comma-separated.
export default {
  'password-generator.description': 'Создавайте надёжные случайные пароли с готовыми наборами настроек, выбором символов и энтропией в битах.',
  'password-generator.tags': 'пароль, случайный, безопасность, энтропия',
  'password-checker.description': 'Оцените, сколько времени займёт взлом пароля, с предупреждениями и советами — полностью офлайн.',
  'password-checker.tags': 'пароль, надёжность, zxcvbn, безопасность',
  'hash-verifier.description': 'Сверьте файл или текст с ожидаемой контрольной суммой; алгоритм определяется по хешу.',
  'hash-verifier.tags': 'контрольная сумма, проверка, sha256, целостность',
  'secure-notes.description': 'Храните заметки в этом браузере, зашифрованные AES-256-GCM парольной фразой, которую знаете только вы.',
  'secure-notes.tags': 'заметки, шифрование, aes, приватность',
  'totp-generator.description': 'Получайте текущий код 2FA из секрета Base32, ссылки otpauth или её QR-кода и проверяйте коды.',
  'totp-generator.tags': '2fa, двухфакторная аутентификация, totp, аутентификатор, одноразовый код',
  'file-encryptor.description': 'Шифруйте любой файл парольной фразой (AES-256-GCM) в браузере и расшифровывайте обратно до байта.',
  'file-encryptor.tags': 'шифрование, aes, файл, парольная фраза',
} satisfies DetailMessages<'security'>;
