import type en from './en';
import type { Messages } from '../../../i18n/catalog';

export default {
  features: 'Funktionen',
  howToUse: 'So funktioniert’s',
  keepPrivate: 'Meine Eingaben nicht in den Link übernehmen',
  shareLink: 'Link teilen',
  linkCopied: 'Link kopiert',
  privateNote: 'Privat: Weder die Adresse noch der Link enthalten Ihre Eingaben.',
  tooLarge: 'Nicht im Link: {inputs} – mehr als {limit} kB sind für einen Link zu groß.',
  listTwo: '{first} und {last}',
  listMore: '{first}, {rest}',
  inputText: 'Ihr Text',
  inputOriginal: 'der Originaltext',
  inputModified: 'der geänderte Text',
  inputUrls: 'Ihre URLs',
  inputOther: 'eine Eingabe',
} satisfies Messages<typeof en>;
