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
  // What a tool never puts in a link (its api.ts linkNote, English there for /docs/api).
  linkNoteHashVerifier: 'Dateien werden nie in einen Link übernommen.',
  linkNoteUuidGenerator: 'Ein Link enthält die Einstellungen, nie die erzeugten Werte: Er öffnet sich mit neuen zufälligen.',
  linkNoteTotpGenerator: 'Ihr Geheimschlüssel wird nie in einen Link übernommen.',
  linkNoteStopwatchTimer: 'Ein Link enthält die Einstellungen, nie eine laufende Uhr oder Runden.',
  linkNoteHashGenerator: 'Ihr HMAC-Schlüssel und Ihre Dateien werden nie in einen Link übernommen.',
  linkNotePasswordGenerator: 'Nur die Einstellungen kommen in den Link: Ihr Passwort nie.',
  linkNoteFaviconGenerator: 'Ein hochgeladenes Bild wird nie in einen Link übernommen.',
  linkNoteRandomGenerator: 'Ein Link enthält die Einstellungen und die Liste, nie ein Ergebnis: Er öffnet sich bereit für eine neue Ziehung.',
} satisfies Messages<typeof en>;
