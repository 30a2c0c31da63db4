import { BookOpen, Code2, LayoutGrid, ShieldCheck, type LucideIcon } from 'lucide-react';
import { Icon } from '../../../ui/components/Icon';
import { Link } from '../../../ui/components/Link';
import { useContactMessages, type ContactMessage } from './i18n';
import * as styles from './contact.css';

interface HelpTopic {
  icon: LucideIcon;
  title: ContactMessage;
  text: ContactMessage;
  href: string;
  linkText: ContactMessage;
}

/** The topics' words are in messages/<locale>.ts. */
export const HELP_TOPICS: readonly HelpTopic[] = [
  { icon: LayoutGrid, title: 'topicFindTitle', text: 'topicFindText', href: '/tools', linkText: 'topicFindLink' },
  { icon: Code2, title: 'topicEmbedTitle', text: 'topicEmbedText', href: '/docs/api', linkText: 'topicEmbedLink' },
  { icon: ShieldCheck, title: 'topicPrivacyTitle', text: 'topicPrivacyText', href: '/privacy', linkText: 'topicPrivacyLink' },
  { icon: BookOpen, title: 'topicGuidesTitle', text: 'topicGuidesText', href: '/blog/tutorials', linkText: 'topicGuidesLink' },
];

/** Self-help links: most questions are answered by one of these pages. */
export function HelpTopics({ headingLevel = 3 }: { headingLevel?: 3 | 4 }) {
  const t = useContactMessages();
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.topicsWrap}>
      <ul className={styles.topics}>
        {HELP_TOPICS.map((topic) => (
          <li key={topic.href} className={styles.item}>
            <span className={styles.itemIcon}>
              <Icon icon={topic.icon} size={20} />
            </span>
            <div className={styles.itemText}>
              <Heading className={styles.itemTitle}>{t(topic.title)}</Heading>
              <p className={styles.itemBody}>{t(topic.text)}</p>
              <Link href={topic.href} variant="standalone">
                {t(topic.linkText)}
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
