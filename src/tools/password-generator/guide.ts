import type { ToolGuide } from '../guide';

export const guide: ToolGuide = {
  features: [
    { title: 'Truly Random', text: 'Every character comes from your browser’s cryptographic generator (crypto.getRandomValues), picked without bias.' },
    { title: 'Every Type You Choose', text: 'Each selected character type appears at least once, then the password is shuffled so no position gives it away.' },
    { title: 'Strength and Entropy', text: 'A strength rating from Very Weak to Very Strong, the entropy in bits (length × log2 of the character pool), and how long four kinds of attack would take to try every password your settings can make.' },
    { title: 'Private by Design', text: 'Passwords are made on this page and never sent anywhere. Only your settings are remembered, never the passwords.' },
  ],
  steps: [
    { title: 'Pick a preset or set your own', text: 'Basic, Strong, Ultra Secure or PIN, or choose the length (4–50) and character types yourself.' },
    { title: 'Avoid look-alikes if needed', text: 'Exclude similar characters (i l 1 L o 0 O) or ambiguous ones (brackets, quotes, slashes and punctuation) for passwords you will type by hand.' },
    { title: 'Generate', text: 'A new password appears with every change; press Generate New Password for another one.' },
    { title: 'Copy it', text: 'Copy the password, or one of your five most recent ones, and store it in a password manager.' },
  ],
};
