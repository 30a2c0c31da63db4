import type { PostBlock } from '../blog';
import { heading, link, mono, para, steps } from '../post-blocks';

export const body: PostBlock[] = [
  para(
    'Most weak passwords are not weak because they lack a symbol. They are weak because a person chose them. Attackers do not guess one character at a time: they try leaked passwords first, then dictionary words, names, dates and the substitutions everyone uses. ',
    mono('P@ssw0rd'),
    ' is in every cracking list. The reliable defense is a password that no person chose at all.',
  ),
  heading('Length Does the Heavy Lifting'),
  para(
    'The strength of a randomly generated password is measured in bits of entropy, and every extra bit doubles the number of guesses an attacker needs. Each character drawn at random from the 94 printable ASCII characters adds about 6.55 bits. Eight characters give about 52 bits, twelve give about 79 and sixteen give about 105. Adding length raises the number far faster than adding one more character type.',
  ),
  para(
    'For an account on a service that limits login attempts, twelve random characters are plenty. For anything that can be attacked offline, such as a password manager’s master password, an encrypted archive or a Wi-Fi network, use sixteen or more, or a passphrase of six random words from a large word list (about 77 bits from a list of 7,776 words).',
  ),
  heading('Generate, Don’t Invent'),
  para(
    'The ',
    link('/tools/password-generator', 'Password Generator'),
    ' draws every character with your browser’s cryptographic random number generator, ',
    mono('crypto.getRandomValues'),
    ', and discards values that would make some characters more likely than others. It shows the entropy in bits as you change the length and the character options, and nothing you generate is sent anywhere.',
  ),
  para(
    'Its presets cover the common cases: Basic (8 characters), Strong (12, with symbols), Ultra Secure (16, every character type, without look-alike and ambiguous characters) and PIN (6 digits). Turn on the option to exclude similar characters when you will have to type a password by hand: it drops i, l, 1, L, o, 0 and O, which are easy to misread.',
  ),
  heading('A Routine That Scales'),
  steps(
    'Use a password manager, and protect it with the one long passphrase you memorize.',
    'Give every account its own generated password. Reuse is how one breached forum turns into a breached email account.',
    'Turn on two-factor authentication wherever it is offered, and prefer an authenticator app or a security key to SMS codes.',
    'Change a password when a service reports a breach, not on a calendar. Forced regular changes push people towards predictable patterns, which is why NIST’s digital identity guidelines (SP 800-63B) no longer recommend them.',
  ),
  heading('Checking a Password You Already Have'),
  para(
    'To see how an existing password would hold up, the ',
    link('/tools/password-checker', 'Password Strength Checker'),
    ' estimates how long it would take to crack and explains why: a keyboard pattern, a common word, a year. It runs offline in your browser, so the password you test is never transmitted.',
  ),
  para(
    'Some secrets are not passwords but still need a safe place, such as the recovery codes a site gives you when you turn on two-factor authentication. ',
    link('/tools/secure-notes', 'Secure Notes'),
    ' keeps them in your browser, encrypted with AES-256-GCM under a passphrase only you know. Print a copy too: a recovery code is only useful if you can reach it when your phone is lost.',
  ),
];
