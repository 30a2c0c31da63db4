import type { KeyboardEvent } from 'react';
import { ChevronDown } from 'lucide-react';
import { Icon } from '../../../ui/components/Icon';
import { useContactMessages, type ContactMessage } from './i18n';
import * as styles from './contact.css';

export interface FaqEntry {
  question: string;
  answer: string;
}

/** The questions and answers, in the order shown; their words are in messages/<locale>.ts. */
export const FAQ_KEYS = [
  ['faqFreeQuestion', 'faqFreeAnswer'],
  ['faqUploadQuestion', 'faqUploadAnswer'],
  ['faqAccountQuestion', 'faqAccountAnswer'],
  ['faqOfflineQuestion', 'faqOfflineAnswer'],
  ['faqEmbedQuestion', 'faqEmbedAnswer'],
  ['faqFormQuestion', 'faqFormAnswer'],
] as const satisfies readonly (readonly [ContactMessage, ContactMessage])[];

/** The questions and answers in the page's locale. */
export function useFaqEntries(): FaqEntry[] {
  const t = useContactMessages();
  return FAQ_KEYS.map(([question, answer]) => ({ question: t(question), answer: t(answer, { element: '<toolshed-json-formatter>' }) }));
}

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

export function Faq() {
  const entries = useFaqEntries();
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
