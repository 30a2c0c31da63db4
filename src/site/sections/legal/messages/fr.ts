import type en from './en';
import type { Messages } from '../../../../i18n/catalog';

export default {
  updated: 'Dernière mise à jour\u00a0: <date>15 janvier 2024</date>',

  privacyMetaTitle: 'Politique de confidentialité',
  privacyMetaDescription:
    'Les outils de Toolshed fonctionnent dans votre navigateur\u00a0: ce que vous saisissez n’est jamais envoyé, et il n’y a ni compte, ni mesure d’audience, ni cookie de pistage. La politique de confidentialité complète.',
  privacyTitle: 'Politique de confidentialité',
  shortTitle: 'En résumé',
  short1: 'Chaque outil fonctionne dans votre navigateur. Rien de ce que vous saisissez, collez ou ouvrez dans un outil ne nous est envoyé.',
  short2: 'Il n’y a ni compte, ni mesure d’audience, ni publicité, ni cookie de pistage.',
  short3: 'Les quelques éléments mémorisés d’une visite à l’autre sont enregistrés dans votre propre navigateur, et vous pouvez les supprimer à tout moment.',
  scopeTitle: 'Qui nous sommes et ce que couvre cette politique',
  scopeText: 'Cette politique couvre le site Toolshed et les outils Toolshed intégrables. Pour toute question à son sujet, écrivez à <mail>{email}</mail>.',
  toolsTitle: 'Ce que deviennent vos saisies',
  toolsText:
    'Les outils de Toolshed travaillent en JavaScript sur votre appareil. Le texte que vous comptez, le JSON que vous formatez, les mots de passe que vous générez ou vérifiez et les fichiers que vous redimensionnez ou hachez sont traités dans la mémoire de votre navigateur et ne sont envoyés ni à Toolshed ni à personne d’autre. Fermer la page les efface, sauf si un outil vous indique qu’il enregistre quelque chose (voir ci-dessous).',
  deviceTitle: 'Ce qui est enregistré sur votre appareil',
  device1: 'Votre choix de thème clair ou sombre, dans le stockage local de votre navigateur, pour que le site ait le même aspect la prochaine fois.',
  device2:
    'Les notes que vous enregistrez dans Notes sécurisées, chiffrées dans votre navigateur avec AES-256-GCM à l’aide d’une phrase secrète que vous seul connaissez. Nous ne pouvons ni les lire ni les récupérer.',
  device3: 'Les fichiers que le navigateur met en cache pour charger le site plus vite, comme pour n’importe quel site web.',
  deviceClear: 'Vous pouvez supprimer tout cela en effaçant les données de ce site dans les paramètres de votre navigateur.',
  collectTitle: 'Ce que nous ne collectons pas',
  collectText:
    'Nous n’utilisons ni outil de mesure d’audience, ni publicité, ni pixels de réseaux sociaux, ni empreinte numérique du navigateur, ni cookies de pistage, et nous n’achetons, ne vendons ni ne partageons aucune donnée personnelle. Toolshed n’a pas de comptes\u00a0: il n’existe donc aucun profil vous concernant.',
  hostingTitle: 'Hébergement et journaux du serveur',
  hostingText:
    'Le site est un ensemble de fichiers statiques. L’hébergeur qui les distribue peut conserver des journaux de serveur web standard (adresse IP, heure, page demandée et type de navigateur) à des fins de sécurité et pour empêcher les abus. Nous n’utilisons pas ces journaux pour identifier ou profiler les visiteurs.',
  formsTitle: 'Formulaire de contact, lettre d’information et e-mail',
  formsText:
    'Le formulaire de contact vérifie ce que vous saisissez sur la page et n’envoie rien\u00a0: Toolshed n’a aucun serveur pour le recevoir. Les encadrés «\u00a0Restez informé\u00a0» n’envoient rien non plus\u00a0: «\u00a0S’abonner\u00a0» ouvre votre propre logiciel de messagerie avec un message à notre intention, que vous êtes libre d’envoyer ou non, et le flux Atom est un fichier que votre lecteur de flux récupère sur ce site. Si vous nous écrivez, nous utilisons votre adresse et votre message uniquement pour vous répondre ou vous envoyer les nouveautés demandées, et nous les supprimons lorsqu’ils ne sont plus nécessaires.',
  embedsTitle: 'Outils intégrés à d’autres sites',
  embedsText:
    'Lorsqu’un site intègre un outil Toolshed, le code de l’outil est chargé depuis Toolshed et s’exécute dans votre navigateur comme une partie de ce site. L’outil n’envoie rien à Toolshed, mais il transmet son résultat à la page qui l’accueille\u00a0: ce site peut donc lire ce que l’outil affiche. Sa propre politique de confidentialité s’applique à l’usage qu’il en fait.',
  childrenTitle: 'Enfants',
  childrenText:
    'Toolshed ne s’adresse pas aux enfants de moins de 13 ans, et nous ne collectons pas sciemment de données personnelles d’enfants de moins de 13 ans. Si vous pensez qu’un enfant nous a envoyé des données personnelles par e-mail, écrivez à <mail>{email}</mail> et nous les supprimerons.',
  rightsTitle: 'Vos droits',
  rightsText:
    'Selon votre lieu de résidence, des lois comme le RGPD et le CCPA vous donnent le droit d’accéder à vos données personnelles, de les rectifier ou de les supprimer. Comme nous n’en détenons aucune hormis les e-mails que vous nous envoyez, une demande à <mail>{email}</mail> suffit pour les faire supprimer.',
  changesTitle: 'Modifications de cette politique',
  changesText: 'Si nous changeons la manière dont Toolshed traite les informations, nous mettrons à jour cette page et la date en haut. Voir aussi nos <terms>Conditions d’utilisation</terms>.',

  termsMetaTitle: 'Conditions d’utilisation',
  termsMetaDescription:
    'Les conditions d’utilisation des outils gratuits de Toolshed et de leur intégration sur votre propre site\u00a0: usage acceptable, exactitude, garanties et limitation de responsabilité.',
  termsTitle: 'Conditions d’utilisation',
  acceptanceTitle: '1. Acceptation des conditions',
  acceptanceText:
    'En utilisant le site Toolshed ou en intégrant un outil Toolshed, vous acceptez ces conditions. Si vous ne les acceptez pas, veuillez ne pas utiliser le service.',
  serviceTitle: '2. Le service',
  serviceText:
    'Toolshed fournit des outils pratiques et gratuits qui fonctionnent dans votre navigateur web. Il n’y a ni compte ni frais. Nous pouvons ajouter, modifier ou retirer des outils à tout moment, et cesser entièrement de fournir le service.',
  useTitle: '3. Usage acceptable',
  useIntro: 'Vous pouvez utiliser les outils à toute fin personnelle ou commerciale licite. Vous ne pouvez pas\u00a0:',
  use1: 'utiliser les outils pour enfreindre la loi ou nuire à autrui, par exemple pour créer des QR codes d’hameçonnage\u00a0;',
  use2: 'tenter de perturber le site ou les fichiers qui servent les intégrations, par exemple par des avalanches de requêtes automatisées\u00a0;',
  use3: 'présenter Toolshed, ou un outil intégré, comme ce qu’il n’est pas, par exemple en prétendant qu’il envoie ou conserve des données.',
  contentTitle: '4. Votre contenu',
  contentText:
    'Ce que vous saisissez dans un outil vous appartient. Il est traité dans votre navigateur et ne nous parvient jamais\u00a0: nous ne revendiquons aucun droit sur ce contenu et ne pouvons pas le voir. Il vous appartient de disposer du droit d’utiliser ce que vous traitez.',
  embeddingTitle: '5. Intégration des outils',
  embeddingText:
    'Vous pouvez intégrer gratuitement n’importe quel outil sur votre site web, en suivant l’<api>API d’intégration</api>. Vous êtes responsable de votre propre page, y compris d’informer vos visiteurs des scripts qu’elle charge. Nous pouvons modifier les fichiers d’intégration ou leurs adresses\u00a0; nous maintiendrons les noms d’éléments documentés aussi longtemps que possible.',
  accuracyTitle: '6. Exactitude des résultats',
  accuracyText:
    'Nous testons soigneusement les outils, mais les résultats sont fournis à titre indicatif. Vérifiez tout ce qui est important, comme des calculs utilisés dans des contrats ou des décisions de santé, auprès d’une deuxième source. Le calculateur d’IMC, par exemple, ne constitue pas un avis médical.',
  warrantyTitle: '7. Absence de garantie',
  warrantyText:
    'Toolshed est fourni «\u00a0tel quel\u00a0» et «\u00a0selon disponibilité\u00a0», sans garantie d’aucune sorte, expresse ou implicite, y compris d’adéquation à un usage particulier et de fonctionnement ininterrompu ou sans erreur.',
  liabilityTitle: '8. Limitation de responsabilité',
  liabilityText:
    'Dans toute la mesure permise par la loi, nous ne sommes pas responsables des pertes indirectes, accessoires ou consécutives résultant de votre utilisation de Toolshed. Notre responsabilité totale pour toute réclamation est limitée au montant que vous nous avez payé pour le service au cours des 12 mois précédant la réclamation. Toolshed étant gratuit, ce montant est de 0 $.',
  termsChildrenTitle: '9. Enfants',
  termsChildrenText: 'Toolshed ne s’adresse pas aux enfants de moins de 13 ans.',
  privacySectionTitle: '10. Confidentialité',
  privacySectionText: 'La façon dont nous traitons les informations est décrite dans notre <privacy>Politique de confidentialité</privacy>.',
  termsChangesTitle: '11. Modifications et contact',
  termsChangesText:
    'Nous pouvons mettre à jour ces conditions\u00a0; la date en haut indique la dernière version, et utiliser Toolshed après une modification vaut acceptation. Pour toute question, écrivez à <mail>{email}</mail>.',
} satisfies Messages<typeof en>;
