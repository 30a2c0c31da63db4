import type { DetailMessages } from '../../catalogue-text';

// Descriptions and tags of the design tools in Japanese; tags are comma-separated.
export default {
  'color-picker.description': '色を選んで 8 色のパレットを作り、HEX、RGB、HSL、HSV、CMYK、OKLCH の間で変換します。',
  'color-picker.tags': '色, カラーコード, パレット, 配色, hex, コントラスト',
  'gradient-generator.description': '最大 8 つのカラーストップで線形・放射・円錐の CSS グラデーションを作り、CSS をコピーできます。',
  'gradient-generator.tags': 'CSS, グラデーション, 背景, 色',
  'qr-generator.description': 'リンク、テキスト、Wi-Fi、メール、SMS、電話、位置情報、連絡先カードの QR コードをオフラインで作成します。',
  'qr-generator.tags': 'QR コード, QR, Wi-Fi, 名刺, vCard, PNG, SVG',
  'image-resizer.description': 'PNG、JPEG、WebP、GIF 画像を高品質に縮小・リサイズし、形式も変換します。すべてブラウザ内で完結します。',
  'image-resizer.tags': '画像, リサイズ, 縮小, 圧縮, WebP',
  'favicon-generator.description': '画像、文字、絵文字から favicon.ico、PNG アイコン、Web マニフェスト、HTML タグを作成します。',
  'favicon-generator.tags': 'ファビコン, favicon, アイコン, マニフェスト, ICO',
  'contrast-checker.description': '文字色と背景色を WCAG 2.2 の AA・AAA 基準でチェックし、APCA の Lc 値を表示して、基準を満たす色を提案します。',
  'contrast-checker.tags': 'コントラスト, WCAG, アクセシビリティ, APCA, 色',
  'box-shadow-generator.description': 'オフセット、ぼかし、広がり、色、内側の影を持つ重ねがけの CSS box-shadow を作り、カード上で確認して CSS をコピーできます。',
  'box-shadow-generator.tags': 'box-shadow, CSS, 影, シャドウ, デザイン',
  'svg-optimizer.description': 'ブラウザ内で SVGO を使って SVG ファイルを最適化します。エディターのメタデータを削除し、数値を丸め、削減サイズと前後の画像を並べて表示します。',
  'svg-optimizer.tags': 'SVG, SVGO, 圧縮, 軽量化, アイコン',
} satisfies DetailMessages<'design'>;
