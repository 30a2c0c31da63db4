import type en from './en';
import type { Messages } from '../../../i18n/catalog';

export default {
  features: 'Fonctionnalités',
  howToUse: 'Mode d’emploi',
  keepPrivate: 'Ne pas mettre mes saisies dans le lien',
  shareLink: 'Lien de partage',
  linkCopied: 'Lien copié',
  privateNote: 'Privé\u00a0: ni l’adresse ni le lien ne contiennent vos saisies.',
  tooLarge: 'Le lien ne contient pas {inputs}\u00a0: au-delà de {limit}\u00a0ko, c’est trop volumineux pour un lien.',
  listTwo: '{first} et {last}',
  listMore: '{first}, {rest}',
  inputText: 'votre texte',
  inputOriginal: 'le texte original',
  inputModified: 'le texte modifié',
  inputUrls: 'les URL',
  inputOther: 'votre saisie',
  // What a tool never puts in a link (its api.ts linkNote, English there for /docs/api).
  linkNoteHashVerifier: 'Les fichiers ne sont jamais mis dans un lien.',
  linkNoteUuidGenerator: 'Un lien transmet les paramètres, jamais les valeurs générées\u00a0: il s’ouvre avec de nouvelles valeurs aléatoires.',
  linkNoteTotpGenerator: 'Votre secret n’est jamais mis dans un lien.',
  linkNoteStopwatchTimer: 'Un lien transmet les paramètres, jamais un chronomètre en cours ni des tours.',
  linkNoteHashGenerator: 'Votre clé HMAC et vos fichiers ne sont jamais mis dans un lien.',
  linkNotePasswordGenerator: 'Seuls les paramètres vont dans le lien\u00a0: votre mot de passe n’y est jamais mis.',
  linkNoteFaviconGenerator: 'Une image importée n’est jamais mise dans un lien.',
  linkNoteRandomGenerator: 'Un lien transmet les paramètres et la liste, jamais un résultat\u00a0: il s’ouvre prêt pour un nouveau tirage.',
} satisfies Messages<typeof en>;
