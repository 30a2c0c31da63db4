import type { LucideIcon } from 'lucide-react';
import { Accessibility, Gauge, Gift, Hammer, HeartHandshake, Lock, Puzzle, Scale } from 'lucide-react';
import { Icon } from '../../../ui/components/Icon';
import * as styles from './about.css';
import { useAboutMessages } from './i18n';
import type en from './messages/en';

export interface ValueItem {
  icon: LucideIcon;
  /** Its title and text in the about page's catalog (src/site/sections/about/messages). */
  title: keyof typeof en;
  text: keyof typeof en;
}

export const PRINCIPLES: readonly ValueItem[] = [
  {
    icon: Lock,
    title: 'privacyTitle',
    text: 'privacyText',
  },
  {
    icon: Gift,
    title: 'freeTitle',
    text: 'freeText',
  },
  {
    icon: Gauge,
    title: 'fastTitle',
    text: 'fastText',
  },
  {
    icon: Accessibility,
    title: 'accessibleTitle',
    text: 'accessibleText',
  },
];

export const VALUES: readonly ValueItem[] = [
  {
    icon: Scale,
    title: 'honestyTitle',
    text: 'honestyText',
  },
  {
    icon: Hammer,
    title: 'craftTitle',
    text: 'craftText',
  },
  {
    icon: HeartHandshake,
    title: 'attentionTitle',
    text: 'attentionText',
  },
  {
    icon: Puzzle,
    title: 'standardsTitle',
    text: 'standardsText',
  },
];

export interface ValueGridProps {
  items: readonly ValueItem[];
  headingLevel?: 3 | 4;
}

/** A grid of icon, title and text tiles: the principles and the values on the about page. */
export function ValueGrid({ items, headingLevel = 3 }: ValueGridProps) {
  const Heading = `h${headingLevel}` as const;
  const t = useAboutMessages();
  return (
    <div className={styles.gridWrap}>
      <ul className={styles.grid({ layout: items.length % 3 === 0 ? 'three' : 'four' })}>
        {items.map((item) => (
          <li key={item.title}>
            <div className={styles.tile}>
              <span className={styles.tileIcon}>
                <Icon icon={item.icon} size={24} />
              </span>
              <Heading className={styles.tileTitle}>{t(item.title)}</Heading>
              <p className={styles.tileText}>{t(item.text)}</p>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
