import type { ToolGuide } from '../guide';

export const guide: ToolGuide = {
  features: [
    { title: 'Realistic Estimate', text: 'zxcvbn looks for common passwords, words, names, dates, repeats, sequences and keyboard patterns, and scores the password from 0 to 4.' },
    { title: 'Time to Crack', text: 'Estimated guesses and how long four standard attacks would take: online throttled or not, and offline against a slow or a fast hash.' },
    { title: 'NIST SP 800-63B Checks', text: 'Length (8 minimum, 15 when the password is the only factor), the 64 characters sites must accept, common and patterned passwords.' },
    { title: 'Private by Design', text: 'Checked on this page only: the password is never stored or sent anywhere, and the dictionaries load from this site.' },
  ],
  steps: [
    { title: 'Type or paste a password', text: 'It stays hidden; press Show password to see what you typed.' },
    { title: 'Say how it is used', text: 'On its own or with a second factor: NIST asks for 15 characters in the first case, 8 in the second.' },
    { title: 'Read the verdict', text: 'The score, the crack times and the warning say how guessable it is; the suggestions say what to change.' },
    { title: 'Copy the report', text: 'Copy report puts the estimate, feedback and checks on the clipboard, without the password.' },
  ],
};
