import type en from './en';
import type { Messages } from '../../../../i18n/catalog';

export default {
  updated: 'Zuletzt aktualisiert am <date>15. Januar 2024</date>',

  privacyMetaTitle: 'Datenschutzerklärung',
  privacyMetaDescription:
    'Die Tools von Toolshed laufen in Ihrem Browser: Was Sie eingeben, wird nie hochgeladen; es gibt keine Konten, keine Analyse und keine Tracking-Cookies. Die vollständige Datenschutzerklärung.',
  privacyTitle: 'Datenschutzerklärung',
  shortTitle: 'Das Wichtigste in Kürze',
  short1: 'Jedes Tool läuft in Ihrem Browser. Nichts, was Sie in einem Tool eingeben, einfügen oder öffnen, wird an uns gesendet.',
  short2: 'Es gibt keine Konten, keine Analyse, keine Werbung und keine Tracking-Cookies.',
  short3: 'Das Wenige, das zwischen Besuchen gespeichert bleibt, liegt in Ihrem eigenen Browser, und Sie können es jederzeit löschen.',
  scopeTitle: 'Wer wir sind und wofür diese Erklärung gilt',
  scopeText: 'Diese Erklärung gilt für die Website von Toolshed und die einbettbaren Toolshed-Tools. Fragen dazu richten Sie an <mail>{email}</mail>.',
  toolsTitle: 'Was mit Ihren Eingaben geschieht',
  toolsText:
    'Die Tools von Toolshed arbeiten mit JavaScript auf Ihrem Gerät. Texte, die Sie zählen, JSON, das Sie formatieren, Passwörter, die Sie erzeugen oder prüfen, und Dateien, die Sie verkleinern oder hashen, werden im Arbeitsspeicher Ihres Browsers verarbeitet und weder zu Toolshed noch zu anderen hochgeladen. Wenn Sie die Seite schließen, sind sie verworfen, es sei denn, ein Tool sagt Ihnen, dass es etwas speichert (siehe unten).',
  deviceTitle: 'Was auf Ihrem Gerät gespeichert wird',
  device1: 'Ihre Wahl zwischen hellem und dunklem Design, im lokalen Speicher Ihres Browsers, damit die Website beim nächsten Mal gleich aussieht.',
  device2:
    'Notizen, die Sie in den sicheren Notizen speichern, in Ihrem Browser mit AES-256-GCM verschlüsselt, unter einer Passphrase, die nur Sie kennen. Wir können sie weder lesen noch wiederherstellen.',
  device3: 'Dateien, die der Browser zwischenspeichert, damit die Website schneller lädt, wie bei jeder Website.',
  deviceClear: 'All das entfernen Sie, indem Sie die Daten dieser Website in den Einstellungen Ihres Browsers löschen.',
  collectTitle: 'Was wir nicht erfassen',
  collectText:
    'Wir verwenden keine Analyse, keine Werbung, keine Social-Media-Pixel, kein Fingerprinting und keine Tracking-Cookies, und wir kaufen, verkaufen oder teilen keine personenbezogenen Daten. Toolshed hat keine Konten, also gibt es auch kein Profil von Ihnen.',
  hostingTitle: 'Hosting und Server-Protokolle',
  hostingText:
    'Die Website besteht aus statischen Dateien. Der Hosting-Anbieter, der sie ausliefert, kann übliche Webserver-Protokolle führen (IP-Adresse, Uhrzeit, aufgerufene Seite und Browsertyp), um die Sicherheit zu gewährleisten und Missbrauch zu verhindern. Wir nutzen diese Protokolle nicht, um Besucher zu identifizieren oder Profile zu bilden.',
  formsTitle: 'Kontaktformular, Newsletter-Feld und E-Mail',
  formsText:
    'Das Kontaktformular prüft Ihre Eingaben auf der Seite und sendet nichts: Toolshed hat keinen Server, der sie empfangen könnte. Auch die Felder „Auf dem Laufenden bleiben“ senden nichts: „Abonnieren“ öffnet Ihr eigenes E-Mail-Programm mit einer Nachricht an uns, die Sie senden können oder nicht, und der Atom-Feed ist eine Datei, die Ihr Feedreader von dieser Website abruft. Wenn Sie uns schreiben, verwenden wir Ihre Adresse und Nachricht nur, um zu antworten oder Ihnen die gewünschten Neuigkeiten zu schicken, und löschen sie, sobald sie nicht mehr benötigt werden.',
  embedsTitle: 'In andere Websites eingebettete Tools',
  embedsText:
    'Wenn eine Website ein Toolshed-Tool einbettet, wird der Code des Tools von Toolshed geladen und läuft in Ihrem Browser als Teil dieser Website. Das Tool sendet nichts an Toolshed, meldet sein Ergebnis aber an die Seite, auf der es sich befindet, sodass diese Website lesen kann, was das Tool anzeigt. Was sie damit tut, regelt ihre eigene Datenschutzerklärung.',
  childrenTitle: 'Kinder',
  childrenText:
    'Toolshed richtet sich nicht an Kinder unter 13 Jahren, und wir erfassen nicht wissentlich personenbezogene Daten von Kindern unter 13 Jahren. Wenn Sie glauben, dass ein Kind uns per E-Mail personenbezogene Daten geschickt hat, schreiben Sie an <mail>{email}</mail>, und wir löschen sie.',
  rightsTitle: 'Ihre Rechte',
  rightsText:
    'Je nach Wohnort geben Ihnen Gesetze wie die DSGVO und der CCPA das Recht, Ihre personenbezogenen Daten einzusehen, zu berichtigen oder löschen zu lassen. Da wir außer den E-Mails, die Sie uns senden, keine speichern, genügt eine Nachricht an <mail>{email}</mail>, um diese löschen zu lassen.',
  changesTitle: 'Änderungen dieser Erklärung',
  changesText:
    'Wenn wir ändern, wie Toolshed mit Informationen umgeht, aktualisieren wir diese Seite und das Datum oben. Siehe auch unsere <terms>Nutzungsbedingungen</terms>.',

  termsMetaTitle: 'Nutzungsbedingungen',
  termsMetaDescription:
    'Die Bedingungen für die Nutzung der kostenlosen Browser-Tools von Toolshed und ihre Einbettung in Ihre eigene Website: zulässige Nutzung, Genauigkeit, Gewährleistung und Haftungsgrenzen.',
  termsTitle: 'Nutzungsbedingungen',
  acceptanceTitle: '1. Annahme dieser Bedingungen',
  acceptanceText:
    'Indem Sie die Website von Toolshed nutzen oder ein Toolshed-Tool einbetten, stimmen Sie diesen Bedingungen zu. Wenn Sie nicht zustimmen, nutzen Sie den Dienst bitte nicht.',
  serviceTitle: '2. Der Dienst',
  serviceText:
    'Toolshed bietet kostenlose Hilfsprogramme, die in Ihrem Webbrowser laufen. Es gibt keine Konten und keine Gebühren. Wir können Tools jederzeit hinzufügen, ändern oder einstellen und den Dienst auch ganz beenden.',
  useTitle: '3. Zulässige Nutzung',
  useIntro: 'Sie dürfen die Tools für jeden rechtmäßigen privaten oder gewerblichen Zweck nutzen. Nicht erlaubt ist:',
  use1: 'die Tools zu nutzen, um gegen Gesetze zu verstoßen oder anderen zu schaden, etwa um Phishing-QR-Codes zu erstellen;',
  use2: 'zu versuchen, die Website oder die Dateien der Einbettungen zu stören, etwa mit automatisierten Anfragefluten;',
  use3: 'Toolshed oder ein eingebettetes Tool als etwas darzustellen, das es nicht ist, etwa zu behaupten, es sende oder speichere Daten.',
  contentTitle: '4. Ihre Inhalte',
  contentText:
    'Was Sie in ein Tool eingeben, bleibt Ihres. Es wird in Ihrem Browser verarbeitet und erreicht uns nie, daher beanspruchen wir keine Rechte daran und können es nicht sehen. Sie sind dafür verantwortlich, das Recht zu haben, das zu nutzen, was Sie verarbeiten.',
  embeddingTitle: '5. Einbetten der Tools',
  embeddingText:
    'Sie dürfen jedes Tool kostenlos in Ihre Website einbetten, gemäß der <api>Embed API</api>. Sie sind für Ihre eigene Seite verantwortlich, auch dafür, Ihre Besucher über die Skripte zu informieren, die sie lädt. Wir können die Einbettungsdateien oder ihre Adressen ändern; die dokumentierten Elementnamen halten wir so lange wie möglich funktionsfähig.',
  accuracyTitle: '6. Genauigkeit der Ergebnisse',
  accuracyText:
    'Wir testen die Tools sorgfältig, doch die Ergebnisse dienen der Information. Prüfen Sie alles Wichtige, etwa Berechnungen für Verträge oder Gesundheitsentscheidungen, mit einer zweiten Quelle. Der BMI-Rechner zum Beispiel ist keine medizinische Beratung.',
  warrantyTitle: '7. Keine Gewährleistung',
  warrantyText:
    'Toolshed wird „wie besehen“ und „wie verfügbar“ bereitgestellt, ohne ausdrückliche oder stillschweigende Gewährleistung jeglicher Art, einschließlich der Eignung für einen bestimmten Zweck und eines unterbrechungs- oder fehlerfreien Betriebs.',
  liabilityTitle: '8. Haftungsbeschränkung',
  liabilityText:
    'Soweit gesetzlich zulässig, haften wir nicht für indirekte, zufällige oder Folgeschäden aus Ihrer Nutzung von Toolshed. Unsere Gesamthaftung für jeden Anspruch ist auf den Betrag begrenzt, den Sie uns in den 12 Monaten vor dem Anspruch für den Dienst gezahlt haben. Da Toolshed kostenlos ist, beträgt dieser Betrag 0 $.',
  termsChildrenTitle: '9. Kinder',
  termsChildrenText: 'Toolshed richtet sich nicht an Kinder unter 13 Jahren.',
  privacySectionTitle: '10. Datenschutz',
  privacySectionText: 'Wie wir mit Informationen umgehen, beschreibt unsere <privacy>Datenschutzerklärung</privacy>.',
  termsChangesTitle: '11. Änderungen und Kontakt',
  termsChangesText:
    'Wir können diese Bedingungen aktualisieren; das Datum oben zeigt die neueste Fassung, und wer Toolshed nach einer Änderung nutzt, akzeptiert sie. Fragen richten Sie an <mail>{email}</mail>.',
} satisfies Messages<typeof en>;
