import type { DetailMessages } from '../../catalogue-text';

// Descriptions and tags of the text tools in French; tags are comma-separated.
export default {
  'word-counter.description': 'Comptez les mots, caractères, phrases et paragraphes, avec temps de lecture, lisibilité et mots-clés principaux.',
  'word-counter.tags': 'mots, caractères, lisibilité, rédaction, compter',
  'case-converter.description': 'Convertissez du texte en MAJUSCULES, minuscules, Titre, Phrase, camelCase, snake_case, kebab-case et plus, en une fois.',
  'case-converter.tags': 'casse, majuscules, minuscules, camelcase, snake_case, texte',
  'text-formatter.description': 'Supprimez les espaces, triez, dédoublonnez, numérotez et recherchez-remplacez des lignes de texte en une chaîne d’étapes.',
  'text-formatter.tags': 'lignes, trier, remplacer, doublons, regex',
  'lorem-generator.description': 'Générez des paragraphes, phrases ou mots de faux texte en texte brut ou en HTML.',
  'lorem-generator.tags': 'faux texte, texte de remplissage, lorem ipsum',
  'text-diff.description': 'Comparez deux textes par ligne, mot ou caractère, en vue côte à côte ou unifiée.',
  'text-diff.tags': 'comparer, diff, différences, patch, modifications',
} satisfies DetailMessages<'text'>;
