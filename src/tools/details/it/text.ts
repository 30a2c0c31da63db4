import type { DetailMessages } from '../../catalogue-text';

// Descriptions and tags of the text tools in Italian; tags are comma-separated.
export default {
  'word-counter.description': 'Conta parole, caratteri, frasi e paragrafi, con tempo di lettura, leggibilità e parole chiave principali.',
  'word-counter.tags': 'parole, caratteri, leggibilità, scrittura, contaparole',
  'case-converter.description': 'Converti il testo in MAIUSCOLO, minuscolo, Iniziali Maiuscole, Frase, camelCase, snake_case, kebab-case e altro, tutto insieme.',
  'case-converter.tags': 'maiuscole, minuscole, camelcase, snake_case, testo',
  'text-formatter.description': 'Rimuovi spazi, ordina, elimina i duplicati, numera e cerca e sostituisci righe di testo in una catena di passaggi.',
  'text-formatter.tags': 'righe, ordinare, sostituire, regex',
  'lorem-generator.description': 'Genera paragrafi, frasi o parole segnaposto come testo semplice o HTML.',
  'lorem-generator.tags': 'segnaposto, testo fittizio, lorem ipsum',
  'text-diff.description': 'Confronta due testi per riga, parola o carattere, in vista affiancata o unificata.',
  'text-diff.tags': 'confrontare, diff, patch, differenze, modifiche',
} satisfies DetailMessages<'text'>;
