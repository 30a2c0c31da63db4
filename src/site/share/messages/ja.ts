import type en from './en';
import type { Messages } from '../../../i18n/catalog';

export default {
  features: '主な機能',
  howToUse: '使い方',
  keepPrivate: '入力内容をリンクに含めない',
  shareLink: '共有リンク',
  linkCopied: 'リンクをコピーしました',
  privateNote: 'プライベート：アドレスにもリンクにも入力内容は含まれません。',
  tooLarge: 'リンクには{inputs}が含まれていません。{limit} kB を超えるとリンクには大きすぎます。',
  listTwo: '{first}と{last}',
  listMore: '{first}、{rest}',
  inputText: 'テキスト',
  inputOriginal: '元のテキスト',
  inputModified: '変更後のテキスト',
  inputUrls: 'URL',
  inputOther: '入力内容',
  linkNoteHashVerifier: 'ファイルがリンクに含まれることはありません。',
  linkNoteUuidGenerator: 'リンクに含まれるのは設定だけで、生成した値は含まれません。開くたびに新しいランダムな値になります。',
  linkNoteTotpGenerator: 'シークレットキーがリンクに含まれることはありません。',
  linkNoteStopwatchTimer: 'リンクに含まれるのは設定だけで、計測中の時間やラップは含まれません。',
  linkNoteHashGenerator: 'HMAC キーとファイルがリンクに含まれることはありません。',
  linkNotePasswordGenerator: 'リンクに含まれるのは設定だけです。パスワードが含まれることはありません。',
  linkNoteFaviconGenerator: 'アップロードした画像がリンクに含まれることはありません。',
  linkNoteRandomGenerator: 'リンクに含まれるのは設定とリストだけで、結果は含まれません。開くとすぐにもう一度抽選できます。',
} satisfies Messages<typeof en>;
