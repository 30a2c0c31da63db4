import type en from './en';
import type { Messages } from '../../../i18n/catalog';

export default {
  features: '功能特点',
  howToUse: '使用方法',
  keepPrivate: '不在链接中包含我的输入',
  shareLink: '分享链接',
  linkCopied: '链接已复制',
  privateNote: '私密：地址和链接都不包含您的任何输入。',
  tooLarge: '链接未包含您的{inputs}：超过 {limit} kB，链接放不下。',
  listTwo: '{first}和{last}',
  listMore: '{first}、{rest}',
  inputText: '文本',
  inputOriginal: '原始文本',
  inputModified: '修改后的文本',
  inputUrls: 'URL',
  inputOther: '输入',
  linkNoteHashVerifier: '文件永远不会放入链接。',
  linkNoteUuidGenerator: '链接只携带设置，从不携带生成的值：打开时会生成新的随机值。',
  linkNoteTotpGenerator: '您的密钥永远不会放入链接。',
  linkNoteStopwatchTimer: '链接只携带设置，不携带正在运行的计时或分段记录。',
  linkNoteHashGenerator: '您的 HMAC 密钥和文件永远不会放入链接。',
  linkNotePasswordGenerator: '链接中只有设置：您的密码永远不会放入链接。',
  linkNoteFaviconGenerator: '上传的图片永远不会放入链接。',
  linkNoteRandomGenerator: '链接携带设置和列表，从不携带结果：打开后即可重新抽取。',
} satisfies Messages<typeof en>;
