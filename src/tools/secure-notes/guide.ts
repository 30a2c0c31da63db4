import type { ToolGuide } from '../guide';

export const guide: ToolGuide = {
  features: [
    { title: 'Encrypted Before It Is Stored', text: 'Titles and text are sealed with AES-256-GCM and a fresh random IV on every save; only ciphertext reaches IndexedDB.' },
    { title: 'A Key Only You Can Make', text: 'Your passphrase becomes the key through PBKDF2-SHA256 with 600,000 iterations. A wrong passphrase opens nothing and changes nothing.' },
    { title: 'Locks Itself', text: 'After 5 minutes without activity (or the time you choose) the key is dropped from memory. Lock now does it at once.' },
    { title: 'Safe With Several Tabs', text: 'Every save checks that nobody changed the note in another tab; if someone did, you choose which version to keep.' },
  ],
  steps: [
    { title: 'Create the vault', text: 'Choose a passphrase and type it twice. There is no reset: if you forget it, the notes are gone.' },
    { title: 'Write notes', text: 'New Note opens the editor; changes save automatically a moment after you stop typing, or press Save.' },
    { title: 'Find them again', text: 'Search looks through titles and text of the unlocked notes, in memory only.' },
    { title: 'Keep a backup', text: 'Export downloads the vault still encrypted; Import or Restore brings it back with the passphrase it was exported with.' },
  ],
};
