import type { KeyboardEvent } from 'react';
import { ChevronDown } from 'lucide-react';
import { Icon } from '../../../ui/components/Icon';
import * as styles from './contact.css';

export interface FaqEntry {
  question: string;
  answer: string;
}

export const FAQ_ENTRIES: readonly FaqEntry[] = [
  {
    question: 'Are the tools really free?',
    answer: 'Yes. Every tool is free to use as often as you like, with no account, no trial period, no usage limits and no adverts.',
  },
  {
    question: 'Is anything I enter uploaded?',
    answer:
      'No. Every tool does its work in your browser. Text, files and passwords you enter stay on your device and are never sent to a server; there is no Toolshed server to send them to.',
  },
  {
    question: 'Do I need an account?',
    answer:
      'No. There are no accounts and no sign-in. What is remembered between visits, such as your light or dark theme or the notes you save in Secure Notes, is kept in your own browser.',
  },
  {
    question: 'Do the tools work if my connection drops?',
    answer:
      'Yes, once a tool’s page has loaded. All the processing happens on your device, so a tool keeps working without a connection until you navigate to a page you have not opened yet.',
  },
  {
    question: 'Can I put a tool on my own website?',
    answer:
      'Yes. Add one script tag and the tool’s element, such as <toolshed-json-formatter>, to your page. The Embed API page lists every element name and option.',
  },
  {
    question: 'Why doesn’t the contact form send my message?',
    answer:
      'Toolshed runs without a server, so the form can check your message but has nowhere to send it. Email us directly at the address under Quick contact, or use the link under the form to open your mail app with the message filled in.',
  },
];

/**
 * Native <details>/<summary> disclosures: they open and close without JavaScript and are
 * announced as expandable by screen readers. Enter and Space are handled here (the default
 * prevented) so keyboard use behaves the same in every browser and under test automation.
 */
function toggleOnKey(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== 'Enter' && event.key !== ' ') return;
  event.preventDefault();
  const details = event.currentTarget.parentElement;
  if (details instanceof HTMLDetailsElement) details.open = !details.open;
}

export function Faq({ entries = FAQ_ENTRIES }: { entries?: readonly FaqEntry[] }) {
  return (
    <div className={styles.faqList}>
      {entries.map((entry) => (
        <details key={entry.question} className={styles.faqItem}>
          <summary className={styles.summary} onKeyDown={toggleOnKey}>
            <span className={styles.question}>{entry.question}</span>
            <Icon icon={ChevronDown} size={20} className={styles.chevron} />
          </summary>
          <p className={styles.answer}>{entry.answer}</p>
        </details>
      ))}
    </div>
  );
}
