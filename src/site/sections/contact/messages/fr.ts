import type en from './en';
import type { Messages } from '../../../../i18n/catalog';

export default {
  metaTitle: 'Nous contacter',
  metaDescription:
    'Une question, un bug à signaler ou une idée de nouvel outil\u00a0? Écrivez à {email}\u00a0; nous répondons sous 24 heures. Rubriques d’aide et réponses aux questions fréquentes.',
  title: 'Nous contacter',
  lead: 'Questions, signalements de bugs, idées de nouvel outil\u00a0: nous lisons chaque message et répondons sous 24 heures.',
  notSentTitle: 'Les messages ne sont encore envoyés nulle part',
  notSentText: 'Toolshed n’a pas de serveur\u00a0: ce formulaire se contente de vérifier votre message sur cette page. Pour nous joindre, écrivez à <mail>{email}</mail>.',
  formTitle: 'Envoyez-nous un message',
  formRequired: 'Les champs marqués d’un * sont obligatoires.',
  helpTopicsTitle: 'Rubriques d’aide',
  faqTitle: 'Questions fréquentes',

  // Quick contact
  quickTitle: 'Contact rapide',
  quickEmail: 'E-mail',
  quickResponseTitle: 'Délai de réponse',
  quickResponseText: 'Nous répondons à chaque e-mail sous 24 heures.',
  quickBugTitle: 'Signaler un bug',
  quickBugText: 'Indiquez l’outil, votre navigateur et sa version, et ce que vous avez saisi. N’incluez ni mots de passe ni données personnelles.',

  // Help topics
  topicFindTitle: 'Trouver un outil',
  topicFindText: 'Recherchez dans le catalogue par nom ou par tâche, ou parcourez les six catégories.',
  topicFindLink: 'Parcourir tous les outils',
  topicEmbedTitle: 'Intégrer à votre site',
  topicEmbedText: 'Une balise script et un élément suffisent pour placer n’importe quel outil sur vos pages.',
  topicEmbedLink: 'Lire la documentation d’intégration',
  topicPrivacyTitle: 'Confidentialité et données',
  topicPrivacyText: 'Ce qui reste dans votre navigateur, ce qui est enregistré sur votre appareil et ce qui n’existe jamais.',
  topicPrivacyLink: 'Lire la politique de confidentialité',
  topicGuidesTitle: 'Guides et tutoriels',
  topicGuidesText: 'Des articles pas à pas sur les mots de passe, le JSON, les QR codes, les couleurs et plus encore.',
  topicGuidesLink: 'Voir les tutoriels',

  // Frequently asked questions
  faqFreeQuestion: 'Les outils sont-ils vraiment gratuits\u00a0?',
  faqFreeAnswer: 'Oui. Chaque outil est gratuit, aussi souvent que vous le voulez, sans compte, sans période d’essai, sans limite d’utilisation et sans publicité.',
  faqUploadQuestion: 'Ce que je saisis est-il envoyé quelque part\u00a0?',
  faqUploadAnswer:
    'Non. Chaque outil travaille dans votre navigateur. Les textes, fichiers et mots de passe que vous saisissez restent sur votre appareil et ne sont jamais envoyés à un serveur\u00a0; il n’existe d’ailleurs aucun serveur Toolshed où les envoyer.',
  faqAccountQuestion: 'Ai-je besoin d’un compte\u00a0?',
  faqAccountAnswer:
    'Non. Il n’y a ni compte ni connexion. Ce qui est mémorisé d’une visite à l’autre, comme votre thème clair ou sombre ou les notes enregistrées dans Notes sécurisées, est conservé dans votre propre navigateur.',
  faqOfflineQuestion: 'Les outils fonctionnent-ils si ma connexion est coupée\u00a0?',
  faqOfflineAnswer:
    'Oui, une fois la page de l’outil chargée. Tout le traitement se fait sur votre appareil\u00a0: l’outil continue de fonctionner sans connexion, jusqu’à ce que vous alliez sur une page que vous n’avez pas encore ouverte.',
  faqEmbedQuestion: 'Puis-je placer un outil sur mon propre site\u00a0?',
  faqEmbedAnswer:
    'Oui. Ajoutez à votre page une balise script et l’élément de l’outil, par exemple {element}. La page de l’API d’intégration liste chaque nom d’élément et chaque option.',
  faqFormQuestion: 'Pourquoi le formulaire de contact n’envoie-t-il pas mon message\u00a0?',
  faqFormAnswer:
    'Toolshed fonctionne sans serveur\u00a0: le formulaire peut vérifier votre message, mais n’a nulle part où l’envoyer. Écrivez-nous directement à l’adresse indiquée sous Contact rapide, ou utilisez le lien sous le formulaire pour ouvrir votre messagerie avec le message déjà rempli.',

  // The form
  formLabel: 'Formulaire de contact',
  name: 'Nom',
  email: 'E-mail',
  emailPlaceholder: 'ex. vous@example.com',
  subject: 'Objet',
  category: 'Catégorie (facultatif)',
  categoryPlaceholder: 'Choisissez une catégorie',
  categorySupport: 'Assistance générale',
  categoryBug: 'Signalement de bug',
  categoryFeature: 'Demande de fonctionnalité',
  categoryFeedback: 'Avis',
  categoryBusiness: 'Demande commerciale',
  categoryOther: 'Autre',
  message: 'Votre message',
  send: 'Envoyer le message',
  mailApp: 'L’envoyer plutôt depuis votre messagerie',
  hint: 'Ce formulaire vérifie votre message mais ne l’envoie nulle part\u00a0: Toolshed n’a pas encore de serveur. «\u00a0L’envoyer plutôt depuis votre messagerie\u00a0» ouvre votre propre logiciel de messagerie avec le message rempli, adressé à {email}.',
  sentTitle: '{hasName, select, yes {Merci, {name}\u00a0! Votre message est complet.} other {Merci\u00a0! Votre message est complet.}}',
  sentText:
    'Il n’a pas été envoyé\u00a0: ce formulaire n’a pas encore de serveur. Envoyez-le par e-mail à {email} et nous répondrons sous 24 heures. Le formulaire va maintenant s’effacer.',
  errorName: 'Saisissez votre nom.',
  errorSubject: 'Saisissez un objet.',
  errorMessage: 'Saisissez votre message.',
  errorTooLong: '{field}\u00a0: trop long ({max, plural, one {# caractère} many {# de caractères} other {# caractères}} au maximum).',
} satisfies Messages<typeof en>;
