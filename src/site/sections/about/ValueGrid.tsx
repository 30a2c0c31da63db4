import type { LucideIcon } from 'lucide-react';
import { Accessibility, Gauge, Gift, Hammer, HeartHandshake, Lock, Puzzle, Scale } from 'lucide-react';
import { Icon } from '../../../ui/components/Icon';
import * as styles from './about.css';

export interface ValueItem {
  icon: LucideIcon;
  title: string;
  text: string;
}

export const PRINCIPLES: readonly ValueItem[] = [
  {
    icon: Lock,
    title: 'Privacy First',
    text: 'Every tool runs in your browser. What you type, paste or open is processed on your device and never uploaded.',
  },
  {
    icon: Gift,
    title: 'Free, Without Catches',
    text: 'No accounts, no paywalls, no usage limits and no adverts. A tool that is free should stay free to use.',
  },
  {
    icon: Gauge,
    title: 'Fast and Light',
    text: 'Each page loads only the code of the tool on it, so tools open quickly even on slow connections and older phones.',
  },
  {
    icon: Accessibility,
    title: 'Accessible to Everyone',
    text: 'Every control works with a keyboard and a screen reader, and every color pair passes WCAG AA contrast in both themes.',
  },
];

export const VALUES: readonly ValueItem[] = [
  {
    icon: Scale,
    title: 'Honesty',
    text: 'We say what a tool does and what it does not. If a form cannot send anything, it tells you so.',
  },
  {
    icon: Hammer,
    title: 'Craft',
    text: 'Every tool is covered by unit tests, property tests and visual tests before it ships, and results are exact, not approximate.',
  },
  {
    icon: HeartHandshake,
    title: 'Respect for Your Attention',
    text: 'No pop-ups, nothing that plays by itself, and no cookie banner, because there are no tracking cookies to ask about.',
  },
  {
    icon: Puzzle,
    title: 'Open Standards',
    text: 'Tools are standard web components: they work on any site, in any framework, with one script tag.',
  },
];

export interface ValueGridProps {
  items: readonly ValueItem[];
  headingLevel?: 3 | 4;
}

/** A grid of icon, title and text tiles: the principles and the values on the about page. */
export function ValueGrid({ items, headingLevel = 3 }: ValueGridProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.gridWrap}>
      <ul className={styles.grid({ layout: items.length % 3 === 0 ? 'three' : 'four' })}>
        {items.map((item) => (
          <li key={item.title}>
            <div className={styles.tile}>
              <span className={styles.tileIcon}>
                <Icon icon={item.icon} size={24} />
              </span>
              <Heading className={styles.tileTitle}>{item.title}</Heading>
              <p className={styles.tileText}>{item.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
