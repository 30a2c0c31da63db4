import type { DetailMessages } from '../../catalogue-text';

// Descriptions and tags of the text tools in Japanese; tags are comma-separated.
export default {
  'word-counter.description': '単語数、文字数、文の数、段落数を数え、読了時間、読みやすさ、頻出キーワードを表示します。',
  'word-counter.tags': '文字数, 文字数カウント, 単語数, 読みやすさ, 文章',
  'case-converter.description': 'テキストを大文字、小文字、タイトルケース、センテンスケース、camelCase、snake_case、kebab-case などに一括で変換します。',
  'case-converter.tags': '大文字, 小文字, camelCase, snake_case, テキスト',
  'text-formatter.description': 'テキストの行のトリム、並べ替え、重複削除、番号付け、検索と置換を、手順をつなげて行います。',
  'text-formatter.tags': '行, 並べ替え, ソート, 重複削除, 置換, 正規表現',
  'lorem-generator.description': 'ダミーの段落、文、単語をプレーンテキストまたは HTML で生成します。',
  'lorem-generator.tags': 'ダミーテキスト, 仮文章, プレースホルダー, Lorem Ipsum',
  'text-diff.description': '2 つのテキストを行・単語・文字単位で比較し、左右並べて、または統合表示で確認できます。',
  'text-diff.tags': '比較, 差分, diff, パッチ, 変更点',
} satisfies DetailMessages<'text'>;
