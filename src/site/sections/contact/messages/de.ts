import type en from './en';
import type { Messages } from '../../../../i18n/catalog';

export default {
  metaTitle: 'Kontakt',
  metaDescription:
    'Fragen, Fehlerberichte oder Ideen für ein neues Tool? Schreiben Sie an {email}; wir antworten innerhalb von 24 Stunden. Hilfethemen und Antworten auf häufige Fragen.',
  title: 'Kontakt',
  lead: 'Fragen, Fehlerberichte, Ideen für ein neues Tool: Wir lesen jede Nachricht und antworten innerhalb von 24 Stunden.',
  notSentTitle: 'Nachrichten werden noch nicht versendet',
  notSentText:
    'Toolshed hat keinen Server, daher prüft dieses Formular Ihre Nachricht nur auf dieser Seite. Sie erreichen uns per E-Mail an <mail>{email}</mail>.',
  formTitle: 'Schreiben Sie uns',
  formRequired: 'Mit * markierte Felder sind Pflichtfelder.',
  helpTopicsTitle: 'Hilfethemen',
  faqTitle: 'Häufig gestellte Fragen',

  quickTitle: 'Direkter Kontakt',
  quickEmail: 'E-Mail',
  quickResponseTitle: 'Antwortzeit',
  quickResponseText: 'Wir beantworten jede E-Mail innerhalb von 24 Stunden.',
  quickBugTitle: 'Einen Fehler melden',
  quickBugText: 'Nennen Sie das Tool, Ihren Browser mit Version und Ihre Eingabe. Lassen Sie Passwörter und persönliche Daten weg.',

  topicFindTitle: 'Ein Tool finden',
  topicFindText: 'Durchsuchen Sie den Katalog nach Name oder Aufgabe oder stöbern Sie in den sechs Kategorien.',
  topicFindLink: 'Alle Tools ansehen',
  topicEmbedTitle: 'Auf Ihrer Website einbetten',
  topicEmbedText: 'Ein Script-Tag und ein Element bringen jedes Tool auf Ihre eigenen Seiten.',
  topicEmbedLink: 'Zur Einbettungs-Dokumentation',
  topicPrivacyTitle: 'Datenschutz und Ihre Daten',
  topicPrivacyText: 'Was in Ihrem Browser bleibt, was auf Ihrem Gerät gespeichert wird und was es gar nicht erst gibt.',
  topicPrivacyLink: 'Zur Datenschutzerklärung',
  topicGuidesTitle: 'Anleitungen und Tutorials',
  topicGuidesText: 'Schritt-für-Schritt-Artikel zu Passwörtern, JSON, QR-Codes, Farben und mehr.',
  topicGuidesLink: 'Zu den Tutorials',

  faqFreeQuestion: 'Sind die Tools wirklich kostenlos?',
  faqFreeAnswer:
    'Ja. Jedes Tool ist kostenlos und beliebig oft nutzbar, ohne Konto, ohne Testphase, ohne Nutzungslimits und ohne Werbung.',
  faqUploadQuestion: 'Wird etwas von dem, was ich eingebe, hochgeladen?',
  faqUploadAnswer:
    'Nein. Jedes Tool arbeitet in Ihrem Browser. Texte, Dateien und Passwörter, die Sie eingeben, bleiben auf Ihrem Gerät und werden nie an einen Server gesendet; es gibt keinen Toolshed-Server, an den sie gehen könnten.',
  faqAccountQuestion: 'Brauche ich ein Konto?',
  faqAccountAnswer:
    'Nein. Es gibt keine Konten und keine Anmeldung. Was zwischen Besuchen gespeichert bleibt, etwa Ihr helles oder dunkles Design oder Ihre Notizen in den sicheren Notizen, liegt in Ihrem eigenen Browser.',
  faqOfflineQuestion: 'Funktionieren die Tools, wenn meine Verbindung abbricht?',
  faqOfflineAnswer:
    'Ja, sobald die Seite eines Tools geladen ist. Die gesamte Verarbeitung geschieht auf Ihrem Gerät, daher arbeitet ein Tool ohne Verbindung weiter, bis Sie eine Seite aufrufen, die Sie noch nicht geöffnet hatten.',
  faqEmbedQuestion: 'Kann ich ein Tool auf meiner eigenen Website einbinden?',
  faqEmbedAnswer:
    'Ja. Fügen Sie Ihrer Seite ein Script-Tag und das Element des Tools hinzu, zum Beispiel {element}. Die Seite zur Embed API listet jeden Elementnamen und jede Option auf.',
  faqFormQuestion: 'Warum sendet das Kontaktformular meine Nachricht nicht?',
  faqFormAnswer:
    'Toolshed läuft ohne Server, daher kann das Formular Ihre Nachricht prüfen, aber nirgendwohin senden. Schreiben Sie uns direkt an die Adresse unter „Direkter Kontakt“ oder öffnen Sie über den Link unter dem Formular Ihr E-Mail-Programm mit der ausgefüllten Nachricht.',

  formLabel: 'Kontaktformular',
  name: 'Name',
  email: 'E-Mail',
  emailPlaceholder: 'z. B. sie@beispiel.de',
  subject: 'Betreff',
  category: 'Kategorie (optional)',
  categoryPlaceholder: 'Kategorie wählen',
  categorySupport: 'Allgemeine Hilfe',
  categoryBug: 'Fehlerbericht',
  categoryFeature: 'Funktionswunsch',
  categoryFeedback: 'Rückmeldung',
  categoryBusiness: 'Geschäftliche Anfrage',
  categoryOther: 'Sonstiges',
  message: 'Nachricht',
  send: 'Nachricht senden',
  mailApp: 'Stattdessen aus Ihrem E-Mail-Programm senden',
  hint: 'Dieses Formular prüft Ihre Nachricht, sendet sie aber nirgendwohin: Toolshed hat noch keinen Server. „Stattdessen aus Ihrem E-Mail-Programm senden“ öffnet Ihr eigenes E-Mail-Programm mit der ausgefüllten Nachricht an {email}.',
  sentTitle: '{hasName, select, yes {Danke, {name}! Ihre Nachricht ist vollständig.} other {Danke! Ihre Nachricht ist vollständig.}}',
  sentText:
    'Sie wurde nicht gesendet: Hinter diesem Formular steht noch kein Server. Bitte schicken Sie sie per E-Mail an {email}, wir antworten innerhalb von 24 Stunden. Das Formular wird jetzt geleert.',
  errorName: 'Geben Sie Ihren Namen ein.',
  errorSubject: 'Geben Sie einen Betreff ein.',
  errorMessage: 'Geben Sie Ihre Nachricht ein.',
  errorTooLong: '{field} ist zu lang (höchstens {max, plural, one {# Zeichen} other {# Zeichen}}).',
} satisfies Messages<typeof en>;
