import type en from './en';
import type { Messages } from '../../../i18n/catalog';

export default {
  features: 'Возможности',
  howToUse: 'Как пользоваться',
  keepPrivate: 'Не добавлять мои данные в ссылку',
  shareLink: 'Поделиться ссылкой',
  linkCopied: 'Ссылка скопирована',
  privateNote: 'Приватно: ни адрес страницы, ни ссылка не содержат ваших данных.',
  tooLarge: 'В ссылку не попадут {inputs}: больше {limit} кБ — слишком много для ссылки.',
  listTwo: '{first} и {last}',
  listMore: '{first}, {rest}',
  inputText: 'текст',
  inputOriginal: 'исходный текст',
  inputModified: 'изменённый текст',
  inputUrls: 'URL-адреса',
  inputOther: 'введённые данные',
  linkNoteHashVerifier: 'Файлы никогда не добавляются в ссылку.',
  linkNoteUuidGenerator: 'Ссылка передаёт настройки, но не сгенерированные значения: по ней откроются новые случайные.',
  linkNoteTotpGenerator: 'Ваш секретный ключ никогда не добавляется в ссылку.',
  linkNoteStopwatchTimer: 'Ссылка передаёт настройки, но не идущий отсчёт и не круги.',
  linkNoteHashGenerator: 'Ваш ключ HMAC и файлы никогда не добавляются в ссылку.',
  linkNotePasswordGenerator: 'В ссылку попадают только настройки, ваш пароль — никогда.',
  linkNoteFaviconGenerator: 'Загруженное изображение никогда не добавляется в ссылку.',
  linkNoteRandomGenerator: 'Ссылка передаёт настройки и список, но не результат: по ней можно сразу тянуть жребий заново.',
} satisfies Messages<typeof en>;
