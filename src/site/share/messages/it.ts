import type en from './en';
import type { Messages } from '../../../i18n/catalog';

export default {
  features: 'Funzionalità',
  howToUse: 'Come si usa',
  keepPrivate: 'Non inserire i miei dati nel link',
  shareLink: 'Condividi link',
  linkCopied: 'Link copiato',
  privateNote: 'Privato: l’indirizzo e il link non contengono nessuno dei tuoi dati.',
  tooLarge: 'Il link non include {inputs}: oltre {limit} kB è troppo grande per un link.',
  listTwo: '{first} e {last}',
  listMore: '{first}, {rest}',
  inputText: 'il testo',
  inputOriginal: 'il testo originale',
  inputModified: 'il testo modificato',
  inputUrls: 'gli URL',
  inputOther: 'i dati inseriti',
  // What a tool never puts in a link (its api.ts linkNote, English there for /docs/api).
  linkNoteHashVerifier: 'I file non vengono mai inseriti in un link.',
  linkNoteUuidGenerator: 'Un link contiene le impostazioni, mai i valori generati: si apre con nuovi valori casuali.',
  linkNoteTotpGenerator: 'Il tuo segreto non viene mai inserito in un link.',
  linkNoteStopwatchTimer: 'Un link contiene le impostazioni, mai un cronometro in corso o i giri.',
  linkNoteHashGenerator: 'La tua chiave HMAC e i tuoi file non vengono mai inseriti in un link.',
  linkNotePasswordGenerator: 'Nel link vanno solo le impostazioni: la tua password non viene mai inserita.',
  linkNoteFaviconGenerator: 'Un’immagine caricata non viene mai inserita in un link.',
  linkNoteRandomGenerator: 'Un link contiene le impostazioni e l’elenco, mai un risultato: si apre pronto per una nuova estrazione.',
} satisfies Messages<typeof en>;
