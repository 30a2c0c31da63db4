import { BookOpen, Code2, LayoutGrid, ShieldCheck, type LucideIcon } from 'lucide-react';
import { Icon } from '../../../ui/components/Icon';
import { Link } from '../../../ui/components/Link';
import * as styles from './contact.css';

interface HelpTopic {
  icon: LucideIcon;
  title: string;
  text: string;
  href: string;
  linkText: string;
}

export const HELP_TOPICS: readonly HelpTopic[] = [
  {
    icon: LayoutGrid,
    title: 'Finding a Tool',
    text: 'Search the catalog by name or task, or browse the six categories.',
    href: '/tools',
    linkText: 'Browse all tools',
  },
  {
    icon: Code2,
    title: 'Embedding on Your Site',
    text: 'One script tag and one element put any tool on your own pages.',
    href: '/docs/api',
    linkText: 'Read the embed docs',
  },
  {
    icon: ShieldCheck,
    title: 'Privacy and Your Data',
    text: 'What stays in your browser, what is stored on your device, and what never exists.',
    href: '/privacy',
    linkText: 'Read the privacy policy',
  },
  {
    icon: BookOpen,
    title: 'Guides and Tutorials',
    text: 'Step-by-step articles on passwords, JSON, QR codes, color and more.',
    href: '/blog/tutorials',
    linkText: 'See the tutorials',
  },
];

/** Self-help links: most questions are answered by one of these pages. */
export function HelpTopics({ headingLevel = 3 }: { headingLevel?: 3 | 4 }) {
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
              <Heading className={styles.itemTitle}>{topic.title}</Heading>
              <p className={styles.itemBody}>{topic.text}</p>
              <Link href={topic.href} variant="standalone">
                {topic.linkText}
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
