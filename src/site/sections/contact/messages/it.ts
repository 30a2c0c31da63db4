import type en from './en';
import type { Messages } from '../../../../i18n/catalog';

export default {
  metaTitle: 'Contattaci',
  metaDescription:
    'Domande, segnalazioni di bug o idee per un nuovo strumento? Scrivi a {email}; rispondiamo entro 24 ore. Argomenti di aiuto e risposte alle domande frequenti.',
  title: 'Contattaci',
  lead: 'Domande, segnalazioni di bug, idee per un nuovo strumento: leggiamo ogni messaggio e rispondiamo entro 24 ore.',
  notSentTitle: 'Per ora i messaggi non vengono inviati',
  notSentText: 'Toolshed non ha un server, quindi questo modulo controlla il tuo messaggio solo in questa pagina. Per contattarci, scrivi a <mail>{email}</mail>.',
  formTitle: 'Inviaci un messaggio',
  formRequired: 'I campi contrassegnati con * sono obbligatori.',
  helpTopicsTitle: 'Argomenti di aiuto',
  faqTitle: 'Domande frequenti',

  // Quick contact
  quickTitle: 'Contatto rapido',
  quickEmail: 'E-mail',
  quickResponseTitle: 'Tempi di risposta',
  quickResponseText: 'Rispondiamo a ogni e-mail entro 24 ore.',
  quickBugTitle: 'Segnalare un bug',
  quickBugText: 'Indica lo strumento, il browser con la sua versione e cosa hai inserito. Non includere password né dati personali.',

  // Help topics
  topicFindTitle: 'Trovare uno strumento',
  topicFindText: 'Cerca nel catalogo per nome o attività, oppure sfoglia le sei categorie.',
  topicFindLink: 'Sfoglia tutti gli strumenti',
  topicEmbedTitle: 'Incorporarli nel tuo sito',
  topicEmbedText: 'Un tag script e un elemento bastano per inserire qualsiasi strumento nelle tue pagine.',
  topicEmbedLink: 'Leggi la documentazione sull’incorporamento',
  topicPrivacyTitle: 'Privacy e i tuoi dati',
  topicPrivacyText: 'Cosa resta nel tuo browser, cosa viene salvato sul tuo dispositivo e cosa non esiste affatto.',
  topicPrivacyLink: 'Leggi l’informativa sulla privacy',
  topicGuidesTitle: 'Guide e tutorial',
  topicGuidesText: 'Articoli passo passo su password, JSON, codici QR, colori e altro.',
  topicGuidesLink: 'Vedi i tutorial',

  // Frequently asked questions
  faqFreeQuestion: 'Gli strumenti sono davvero gratuiti?',
  faqFreeAnswer: 'Sì. Ogni strumento è gratuito e puoi usarlo quanto vuoi, senza account, periodi di prova, limiti di utilizzo o pubblicità.',
  faqUploadQuestion: 'Ciò che inserisco viene caricato da qualche parte?',
  faqUploadAnswer:
    'No. Ogni strumento lavora nel tuo browser. Testi, file e password che inserisci restano sul tuo dispositivo e non vengono mai inviati a un server; non esiste un server di Toolshed a cui inviarli.',
  faqAccountQuestion: 'Mi serve un account?',
  faqAccountAnswer:
    'No. Non ci sono account né accessi. Ciò che viene ricordato tra una visita e l’altra, come il tema chiaro o scuro o le note salvate in Secure Notes, resta nel tuo browser.',
  faqOfflineQuestion: 'Gli strumenti funzionano se cade la connessione?',
  faqOfflineAnswer:
    'Sì, una volta caricata la pagina dello strumento. Tutta l’elaborazione avviene sul tuo dispositivo, quindi lo strumento continua a funzionare senza connessione finché non passi a una pagina che non hai ancora aperto.',
  faqEmbedQuestion: 'Posso inserire uno strumento nel mio sito web?',
  faqEmbedAnswer:
    'Sì. Aggiungi alla tua pagina un tag script e l’elemento dello strumento, per esempio {element}. La pagina dell’API di incorporamento elenca il nome di ogni elemento e tutte le opzioni.',
  faqFormQuestion: 'Perché il modulo di contatto non invia il mio messaggio?',
  faqFormAnswer:
    'Toolshed funziona senza server, quindi il modulo può controllare il tuo messaggio ma non ha dove inviarlo. Scrivici direttamente all’indirizzo indicato in Contatto rapido, oppure usa il link sotto il modulo per aprire la tua app di posta con il messaggio già compilato.',

  // The form
  formLabel: 'Modulo di contatto',
  name: 'Nome',
  email: 'E-mail',
  emailPlaceholder: 'es. tu@example.com',
  subject: 'Oggetto',
  category: 'Categoria (facoltativa)',
  categoryPlaceholder: 'Scegli una categoria',
  categorySupport: 'Assistenza generale',
  categoryBug: 'Segnalazione di bug',
  categoryFeature: 'Richiesta di funzionalità',
  categoryFeedback: 'Opinioni',
  categoryBusiness: 'Richiesta commerciale',
  categoryOther: 'Altro',
  message: 'Messaggio',
  send: 'Invia messaggio',
  mailApp: 'Invialo invece dalla tua app di posta',
  hint: 'Questo modulo controlla il tuo messaggio ma non lo invia da nessuna parte: Toolshed non ha ancora un server. “Invialo invece dalla tua app di posta” apre il tuo programma di posta con il messaggio già compilato e indirizzato a {email}.',
  sentTitle: '{hasName, select, yes {Grazie, {name}! Il tuo messaggio è completo.} other {Grazie! Il tuo messaggio è completo.}}',
  sentText:
    'Non è stato inviato: dietro questo modulo non c’è ancora un server. Invialo via e-mail a {email} e ti risponderemo entro 24 ore. Ora il modulo verrà svuotato.',
  errorName: 'Inserisci il tuo nome.',
  errorSubject: 'Inserisci un oggetto.',
  errorMessage: 'Inserisci il tuo messaggio.',
  errorTooLong: '{field} è troppo lungo (al massimo {max, plural, one {# carattere} many {# di caratteri} other {# caratteri}}).',
} satisfies Messages<typeof en>;
