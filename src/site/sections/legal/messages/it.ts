import type en from './en';
import type { Messages } from '../../../../i18n/catalog';

export default {
  updated: 'Ultimo aggiornamento: <date>15 gennaio 2024</date>',

  privacyMetaTitle: 'Informativa sulla privacy',
  privacyMetaDescription:
    'Gli strumenti di Toolshed funzionano nel tuo browser: ciò che inserisci non viene mai caricato, non ci sono account, analytics né cookie di tracciamento. L’informativa sulla privacy completa.',
  privacyTitle: 'Informativa sulla privacy',
  shortTitle: 'In breve',
  short1: 'Ogni strumento funziona nel tuo browser. Nulla di ciò che digiti, incolli o apri in uno strumento ci viene inviato.',
  short2: 'Non ci sono account, analytics, pubblicità né cookie di tracciamento.',
  short3: 'Le poche cose ricordate tra una visita e l’altra sono salvate nel tuo browser e puoi eliminarle in qualsiasi momento.',
  scopeTitle: 'Chi siamo e a cosa si applica',
  scopeText: 'Questa informativa riguarda il sito web di Toolshed e gli strumenti Toolshed incorporabili. Per domande scrivi a <mail>{email}</mail>.',
  toolsTitle: 'Che fine fa ciò che inserisci',
  toolsText:
    'Gli strumenti di Toolshed lavorano con JavaScript sul tuo dispositivo. Il testo di cui conti le parole, il JSON che formatti, le password che generi o verifichi e i file che ridimensioni o di cui calcoli l’hash vengono elaborati nella memoria del browser e non vengono caricati su Toolshed né altrove. Chiudendo la pagina vengono eliminati, a meno che uno strumento non ti dica che salva qualcosa (vedi sotto).',
  deviceTitle: 'Cosa viene salvato sul tuo dispositivo',
  device1: 'La scelta del tema chiaro o scuro, nel local storage del browser, perché il sito abbia lo stesso aspetto la volta successiva.',
  device2:
    'Le note salvate in Secure Notes, cifrate nel tuo browser con AES-256-GCM tramite una passphrase che conosci solo tu. Non possiamo leggerle né recuperarle.',
  device3: 'I file che il browser mette in cache per caricare il sito più velocemente, come fa con qualsiasi sito web.',
  deviceClear: 'Puoi rimuovere tutto questo cancellando i dati di questo sito nelle impostazioni del browser.',
  collectTitle: 'Cosa non raccogliamo',
  collectText:
    'Non usiamo analytics, pubblicità, pixel dei social media, fingerprinting né cookie di tracciamento, e non compriamo, vendiamo o condividiamo dati personali. Toolshed non ha account, quindi non c’è alcun tuo profilo da conservare.',
  hostingTitle: 'Hosting e log del server',
  hostingText:
    'Il sito è un insieme di file statici. Il fornitore di hosting che li distribuisce può conservare i normali log del server web (indirizzo IP, ora, pagina richiesta e tipo di browser) per sicurezza e per impedire abusi. Non usiamo questi log per identificare o profilare i visitatori.',
  formsTitle: 'Modulo di contatto, newsletter ed e-mail',
  formsText:
    'Il modulo di contatto controlla ciò che digiti nella pagina e non invia nulla: Toolshed non ha un server che lo riceva. Nemmeno i riquadri Resta aggiornato inviano qualcosa: Iscriviti apre il tuo programma di posta con un messaggio per noi, che puoi inviare o meno, e il feed Atom è un file che il tuo lettore di feed scarica da questo sito. Se ci scrivi, usiamo il tuo indirizzo e il tuo messaggio solo per risponderti o per inviarti gli aggiornamenti che hai richiesto, e li eliminiamo quando non servono più.',
  embedsTitle: 'Strumenti incorporati in altri siti web',
  embedsText:
    'Quando un sito web incorpora uno strumento Toolshed, il codice dello strumento viene caricato da Toolshed e funziona nel tuo browser come parte di quel sito. Lo strumento non invia nulla a Toolshed, ma comunica il suo risultato alla pagina in cui si trova, quindi quel sito può leggere ciò che lo strumento mostra. Per l’uso che ne fa vale l’informativa sulla privacy di quel sito.',
  childrenTitle: 'Minori',
  childrenText:
    'Toolshed non è rivolto ai minori di 13 anni e non raccogliamo consapevolmente dati personali di minori di 13 anni. Se ritieni che un minore ci abbia inviato dati personali via e-mail, scrivi a <mail>{email}</mail> e li elimineremo.',
  rightsTitle: 'I tuoi diritti',
  rightsText:
    'A seconda di dove vivi, leggi come il GDPR e il CCPA ti danno il diritto di accedere ai tuoi dati personali, correggerli o cancellarli. Poiché non ne conserviamo nessuno oltre alle e-mail che ci invii, basta una richiesta a <mail>{email}</mail> per farle eliminare.',
  changesTitle: 'Modifiche a questa informativa',
  changesText: 'Se cambiamo il modo in cui Toolshed tratta le informazioni, aggiorneremo questa pagina e la data in alto. Consulta anche i nostri <terms>Termini di servizio</terms>.',

  termsMetaTitle: 'Termini di servizio',
  termsMetaDescription:
    'Le condizioni per usare gli strumenti gratuiti di Toolshed nel browser e incorporarli nel tuo sito: uso consentito, accuratezza, garanzie e limiti di responsabilità.',
  termsTitle: 'Termini di servizio',
  acceptanceTitle: '1. Accettazione dei termini',
  acceptanceText:
    'Usando il sito web di Toolshed o incorporando uno strumento Toolshed, accetti questi termini. Se non li accetti, ti preghiamo di non usare il servizio.',
  serviceTitle: '2. Il servizio',
  serviceText:
    'Toolshed offre strumenti gratuiti che funzionano nel tuo browser web. Non ci sono account né costi. Possiamo aggiungere, modificare o ritirare strumenti in qualsiasi momento e possiamo anche interrompere del tutto il servizio.',
  useTitle: '3. Uso consentito',
  useIntro: 'Puoi usare gli strumenti per qualsiasi scopo lecito, personale o commerciale. Non puoi:',
  use1: 'usare gli strumenti per violare la legge o danneggiare altre persone, per esempio per creare codici QR di phishing;',
  use2: 'tentare di interrompere il funzionamento del sito o dei file che servono gli strumenti incorporati, per esempio con raffiche automatiche di richieste;',
  use3: 'presentare Toolshed, o uno strumento incorporato, come qualcosa che non è, per esempio affermando che invia o salva dati.',
  contentTitle: '4. I tuoi contenuti',
  contentText:
    'Ciò che inserisci in uno strumento resta tuo. Viene elaborato nel tuo browser e non ci raggiunge mai, quindi non rivendichiamo alcun diritto su di esso e non possiamo vederlo. Sei responsabile di avere il diritto di usare ciò che elabori.',
  embeddingTitle: '5. Incorporare gli strumenti',
  embeddingText:
    'Puoi incorporare gratuitamente qualsiasi strumento nel tuo sito web seguendo l’<api>API di incorporamento</api>. Sei responsabile della tua pagina, anche di informare i tuoi visitatori sugli script che carica. Possiamo modificare i file da incorporare o i loro indirizzi; manterremo funzionanti i nomi degli elementi documentati il più a lungo possibile.',
  accuracyTitle: '6. Accuratezza dei risultati',
  accuracyText:
    'Testiamo gli strumenti con cura, ma i risultati sono forniti a titolo informativo. Verifica con una seconda fonte tutto ciò che è importante, come calcoli usati in contratti o decisioni sulla salute. Il calcolatore BMI, per esempio, non è un consiglio medico.',
  warrantyTitle: '7. Nessuna garanzia',
  warrantyText:
    'Toolshed è fornito “così com’è” e “come disponibile”, senza garanzie di alcun tipo, esplicite o implicite, comprese l’idoneità a uno scopo particolare e il funzionamento ininterrotto o privo di errori.',
  liabilityTitle: '8. Limitazione di responsabilità',
  liabilityText:
    'Nella misura massima consentita dalla legge, non siamo responsabili di perdite indirette, incidentali o consequenziali derivanti dall’uso di Toolshed. La nostra responsabilità complessiva per qualsiasi reclamo è limitata all’importo che ci hai pagato per il servizio nei 12 mesi precedenti il reclamo. Poiché Toolshed è gratuito, tale importo è di 0 $.',
  termsChildrenTitle: '9. Minori',
  termsChildrenText: 'Toolshed non è rivolto ai minori di 13 anni.',
  privacySectionTitle: '10. Privacy',
  privacySectionText: 'Il modo in cui trattiamo le informazioni è descritto nella nostra <privacy>Informativa sulla privacy</privacy>.',
  termsChangesTitle: '11. Modifiche e contatti',
  termsChangesText:
    'Possiamo aggiornare questi termini; la data in alto indica la versione più recente e continuare a usare Toolshed dopo una modifica significa accettarla. Per domande scrivi a <mail>{email}</mail>.',
} satisfies Messages<typeof en>;
