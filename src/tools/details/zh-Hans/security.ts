import type { DetailMessages } from '../../catalogue-text';

// Descriptions and tags of the security tools in Simplified Chinese; tags are comma-separated.
export default {
  'password-generator.description': '生成高强度随机密码，提供预设和字符选项，并以比特显示熵值。',
  'password-generator.tags': '密码, 随机, 安全, 熵, 强密码',
  'password-checker.description': '估算破解一个密码需要多长时间，并给出警告和建议，完全离线。',
  'password-checker.tags': '密码, 强度, zxcvbn, 安全',
  'hash-verifier.description': '用预期的校验和检查文件或文本；根据哈希值自动识别算法。',
  'hash-verifier.tags': '校验和, 校验, 验证, sha256, 完整性',
  'secure-notes.description': '在本浏览器中保存笔记，使用只有您知道的口令短语以 AES-256-GCM 加密。',
  'secure-notes.tags': '笔记, 加密, aes, 私密',
  'totp-generator.description': '根据 Base32 密钥、otpauth 链接或其二维码获取当前的两步验证码，并可验证验证码。',
  'totp-generator.tags': '2fa, 两步验证, 双重认证, totp, 身份验证器, 动态口令',
  'file-encryptor.description': '在浏览器中用口令短语（AES-256-GCM）加密任意文件，并可解密还原为完全相同的字节。',
  'file-encryptor.tags': '加密, 解密, aes, 文件, 口令',
} satisfies DetailMessages<'security'>;
