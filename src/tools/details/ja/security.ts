import type { DetailMessages } from '../../catalogue-text';

// Descriptions and tags of the security tools in Japanese; tags are comma-separated.
export default {
  'password-generator.description': 'プリセットや文字の種類を選んで強力なランダムパスワードを生成し、エントロピーをビットで表示します。',
  'password-generator.tags': 'パスワード, ランダム, セキュリティ, エントロピー, 自動生成',
  'password-checker.description': 'パスワードの解読にかかる時間を推定し、警告と改善案を示します。完全にオフラインで動作します。',
  'password-checker.tags': 'パスワード, 強度, zxcvbn, セキュリティ',
  'hash-verifier.description': 'ファイルやテキストを期待されるチェックサムと照合します。アルゴリズムはハッシュから自動判定します。',
  'hash-verifier.tags': 'チェックサム, 検証, SHA256, 改ざん, 整合性',
  'secure-notes.description': 'あなただけが知っているパスフレーズのもと、AES-256-GCM で暗号化したメモをこのブラウザに保存します。',
  'secure-notes.tags': 'メモ, 暗号化, AES, プライベート',
  'totp-generator.description': 'Base32 のシークレット、otpauth リンク、その QR コードから現在の二段階認証コードを取得し、コードを検証できます。',
  'totp-generator.tags': '2FA, 二段階認証, TOTP, 認証アプリ, ワンタイムパスワード',
  'file-encryptor.description': 'ブラウザ内で任意のファイルをパスフレーズで暗号化（AES-256-GCM）し、元のバイト列どおりに復号します。',
  'file-encryptor.tags': '暗号化, 復号, AES, ファイル, パスフレーズ',
} satisfies DetailMessages<'security'>;
