import type { DetailMessages } from '../../catalogue-text';

// Descriptions and tags of the seo tools in Japanese; tags are comma-separated.
export default {
  'meta-generator.description': 'タイトル、ディスクリプション、robots のメタタグを、文字数の目安と検索結果のプレビュー付きで作成します。',
  'meta-generator.tags': 'メタタグ, SEO, HTML, 検索結果プレビュー, ディスクリプション',
  'og-generator.description': 'Open Graph タグと Twitter カードのタグを作成し、SNS でのシェア表示をリアルタイムでプレビューします。',
  'og-generator.tags': 'Open Graph, OGP, Twitter カード, SNS, SEO',
  'robots-generator.description': 'クローラーごとのルールとサイトマップを含む robots.txt を作成し、URL が許可されているかをテストします。',
  'robots-generator.tags': 'robots.txt, クローラー, SEO',
  'sitemap-generator.description': 'URL のリストを、lastmod、更新頻度、優先度付きの有効な XML サイトマップに変換します。',
  'sitemap-generator.tags': 'サイトマップ, XML, SEO, URL',
  'utm-builder.description': 'UTM の source、medium、campaign、term、content パラメータ付きのキャンペーン URL を作成・解析します。',
  'utm-builder.tags': 'UTM, キャンペーン, アクセス解析, マーケティング, パラメータ',
  'slug-generator.description': 'タイトルをきれいな URL スラッグに変換します。アクセント記号や他の文字体系を翻字し、文字数の制限と一括モードに対応します。',
  'slug-generator.tags': 'スラッグ, URL, パーマリンク, 翻字, ローマ字',
  'schema-generator.description': '8 種類の schema.org タイプの JSON-LD 構造化データを作成し、不足しているプロパティを指摘する検証も行います。',
  'schema-generator.tags': 'JSON-LD, schema.org, 構造化データ, リッチリザルト',
} satisfies DetailMessages<'seo'>;
