import type en from './en';
import type { Messages } from '../../../../i18n/catalog';

export default {
  metaTitle: 'お問い合わせ',
  metaDescription:
    'ご質問、バグ報告、新しいツールのアイデアはありますか？{email} までメールでどうぞ。24 時間以内に返信します。ヘルプトピックとよくある質問への回答。',
  title: 'お問い合わせ',
  lead: 'ご質問、バグ報告、新しいツールのアイデアなど、すべてのメッセージに目を通し、24 時間以内に返信します。',
  notSentTitle: 'メッセージはまだどこにも送信されません',
  notSentText: 'Toolshed にはサーバーがないため、このフォームはこのページ上でメッセージを確認するだけです。ご連絡は <mail>{email}</mail> までメールでお願いします。',
  formTitle: 'メッセージを送る',
  formRequired: '* の付いた項目は必須です。',
  helpTopicsTitle: 'ヘルプトピック',
  faqTitle: 'よくある質問',

  quickTitle: 'クイックコンタクト',
  quickEmail: 'メール',
  quickResponseTitle: '返信までの時間',
  quickResponseText: 'すべてのメールに 24 時間以内に返信します。',
  quickBugTitle: 'バグの報告',
  quickBugText: 'ツール名、ブラウザとそのバージョン、入力した内容をお知らせください。パスワードや個人情報は含めないでください。',

  topicFindTitle: 'ツールを探す',
  topicFindText: '名前や用途でカタログを検索するか、6 つのカテゴリから探してください。',
  topicFindLink: 'すべてのツールを見る',
  topicEmbedTitle: 'サイトへの埋め込み',
  topicEmbedText: 'script タグひとつと要素ひとつで、どのツールもご自身のページに設置できます。',
  topicEmbedLink: '埋め込みのドキュメントを読む',
  topicPrivacyTitle: 'プライバシーとデータ',
  topicPrivacyText: 'ブラウザ内にとどまるもの、デバイスに保存されるもの、そして決して存在しないもの。',
  topicPrivacyLink: 'プライバシーポリシーを読む',
  topicGuidesTitle: 'ガイドとチュートリアル',
  topicGuidesText: 'パスワード、JSON、QR コード、色などについての手順解説記事。',
  topicGuidesLink: 'チュートリアルを見る',

  faqFreeQuestion: 'ツールは本当に無料ですか？',
  faqFreeAnswer: 'はい。すべてのツールを何度でも無料で使えます。アカウントも試用期間も利用制限も広告もありません。',
  faqUploadQuestion: '入力した内容はアップロードされますか？',
  faqUploadAnswer:
    'いいえ。すべてのツールはブラウザの中で処理を行います。入力したテキスト、ファイル、パスワードはデバイスにとどまり、サーバーに送られることはありません。そもそも送り先となる Toolshed のサーバーがありません。',
  faqAccountQuestion: 'アカウントは必要ですか？',
  faqAccountAnswer:
    'いいえ。アカウントもログインもありません。ライトテーマやダークテーマの選択、セキュアメモに保存したメモなど、訪問の間に記憶されるものは、すべてお使いのブラウザ内に保存されます。',
  faqOfflineQuestion: '接続が切れてもツールは使えますか？',
  faqOfflineAnswer:
    'はい、ツールのページが読み込まれていれば使えます。処理はすべてデバイス上で行われるので、まだ開いていないページに移動するまで、接続がなくてもツールは動き続けます。',
  faqEmbedQuestion: 'ツールを自分のウェブサイトに設置できますか？',
  faqEmbedAnswer:
    'はい。script タグひとつと、{element} のようなツールの要素をページに追加してください。埋め込み API のページに、すべての要素名とオプションが載っています。',
  faqFormQuestion: 'お問い合わせフォームからメッセージが送信されないのはなぜですか？',
  faqFormAnswer:
    'Toolshed はサーバーなしで動いているため、フォームはメッセージを確認できても送り先がありません。「クイックコンタクト」のアドレスに直接メールするか、フォームの下のリンクから、メッセージが入力された状態でメールソフトを開いてください。',

  formLabel: 'お問い合わせフォーム',
  name: 'お名前',
  email: 'メールアドレス',
  emailPlaceholder: '例：you@example.com',
  subject: '件名',
  category: 'カテゴリ（任意）',
  categoryPlaceholder: 'カテゴリを選択',
  categorySupport: '一般的なサポート',
  categoryBug: 'バグ報告',
  categoryFeature: '機能のリクエスト',
  categoryFeedback: 'ご意見・ご感想',
  categoryBusiness: 'ビジネスに関するお問い合わせ',
  categoryOther: 'その他',
  message: 'メッセージ',
  send: 'メッセージを送信',
  mailApp: '代わりにメールソフトから送る',
  hint: 'このフォームはメッセージを確認しますが、どこにも送信しません。Toolshed にはまだサーバーがないためです。「メールソフトから送る」を押すと、{email} 宛てにメッセージが入力された状態でメールソフトが開きます。',
  sentTitle: '{hasName, select, yes {{name} さん、ありがとうございます！メッセージの準備ができました。} other {ありがとうございます！メッセージの準備ができました。}}',
  sentText:
    'メッセージは送信されていません。このフォームの裏にはまだサーバーがありません。{email} までメールでお送りいただければ、24 時間以内に返信します。フォームはこれからクリアされます。',
  errorName: 'お名前を入力してください。',
  errorSubject: '件名を入力してください。',
  errorMessage: 'メッセージを入力してください。',
  errorTooLong: '{field}が長すぎます（最大 {max, plural, other {# 文字}}）。',
} satisfies Messages<typeof en>;
