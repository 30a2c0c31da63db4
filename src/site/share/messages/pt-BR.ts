import type en from './en';
import type { Messages } from '../../../i18n/catalog';

export default {
  features: 'Recursos',
  howToUse: 'Como usar',
  keepPrivate: 'Não incluir minhas entradas no link',
  shareLink: 'Link de compartilhamento',
  linkCopied: 'Link copiado',
  privateNote: 'Privado: o endereço e o link não guardam nenhuma das suas entradas.',
  tooLarge: 'O link deixa de fora {inputs}: mais de {limit} kB é grande demais para um link.',
  listTwo: '{first} e {last}',
  listMore: '{first}, {rest}',
  inputText: 'o texto',
  inputOriginal: 'o texto original',
  inputModified: 'o texto modificado',
  inputUrls: 'as URLs',
  inputOther: 'a entrada',
  linkNoteHashVerifier: 'Arquivos nunca são colocados em um link.',
  linkNoteUuidGenerator: 'O link leva as configurações, nunca os valores gerados: ele abre com novos valores aleatórios.',
  linkNoteTotpGenerator: 'Seu segredo nunca é colocado em um link.',
  linkNoteStopwatchTimer: 'O link leva as configurações, nunca um relógio em andamento nem as voltas.',
  linkNoteHashGenerator: 'Sua chave HMAC e seus arquivos nunca são colocados em um link.',
  linkNotePasswordGenerator: 'Só as configurações vão no link: sua senha nunca é colocada em um.',
  linkNoteFaviconGenerator: 'Uma imagem enviada nunca é colocada em um link.',
  linkNoteRandomGenerator: 'O link leva as configurações e a lista, nunca um resultado: ele abre pronto para sortear de novo.',
} satisfies Messages<typeof en>;
