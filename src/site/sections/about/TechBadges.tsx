import { Badge } from '../../../ui/components/Badge';
import * as styles from './about.css';
import { useAboutMessages } from './i18n';

/** What Toolshed is built with: all of it runs in, or builds for, the browser. */
export const TECHNOLOGIES = [
  'React 19',
  'TypeScript',
  'React Aria',
  'vanilla-extract',
  'Vite',
  'Web Components',
  'Shadow DOM',
  'Web Crypto API',
  'Storybook',
  'Vitest',
  'Playwright',
] as const;

export function TechBadges() {
  const t = useAboutMessages();
  return (
    <ul className={styles.badgeList} aria-label={t('technologies')}>
      {TECHNOLOGIES.map((tech) => (
        <li key={tech}>
          <Badge tone="neutral">{tech}</Badge>
        </li>
      ))}
    </ul>
  );
}
