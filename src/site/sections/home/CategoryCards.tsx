import { ArrowRight } from 'lucide-react';
import { Icon } from '../../../ui/components/Icon';
import { flipInRtl } from '../../../ui/styles.css';
import { SpriteIcon, type SpriteIconName } from '../../../ui/components/SpriteIcon';
import { Link } from '../../../ui/components/Link';
import { toolsInCategory, type CategoryId } from '../../../tools/catalogue';
import * as card from '../ToolCard.css';
import * as styles from './CategoryCards.css';
import * as home from './home.css';
import { useHomeMessages } from './i18n';
import type en from './messages/en';

interface HomeCategory {
  /** The spec's English name: the link's category parameter comes from it. */
  name: string;
  /** Its name and description in the page's locale (src/site/sections/home/messages). */
  title: keyof typeof en;
  text: keyof typeof en;
  tone: styles.Tone;
  icon: SpriteIconName;
}

export const HOME_CATEGORIES: readonly HomeCategory[] = [
  {
    name: 'Productivity Tools',
    title: 'categoryProductivity',
    text: 'categoryProductivityText',
    tone: 'accent',
    icon: 'Calculator',
  },
  {
    name: 'Design Tools',
    title: 'categoryDesign',
    text: 'categoryDesignText',
    tone: 'warning',
    icon: 'Palette',
  },
  {
    name: 'Developer Tools',
    title: 'categoryDeveloper',
    text: 'categoryDeveloperText',
    tone: 'neutral',
    icon: 'CodeXml',
  },
  {
    name: 'SEO Tools',
    title: 'categorySeo',
    text: 'categorySeoText',
    tone: 'danger',
    icon: 'TrendingUp',
  },
  {
    name: 'Security Tools',
    title: 'categorySecurity',
    text: 'categorySecurityText',
    tone: 'success',
    icon: 'Lock',
  },
];

/** The spec's rule: the name lowercased without " tools" ("SEO Tools" → "seo"). */
export function categoryParam(name: string): CategoryId {
  return name.toLowerCase().replace(/ tools$/, '') as CategoryId;
}

/**
 * The cards shown, each with the number of tools the catalogue has in it (the spec's 12, 8, 15, 7
 * and 6 since all 53 tools exist); a site built with a chosen set of tools (issue #36) shows only
 * the categories it has tools in.
 */
export function shownCategories(): Array<HomeCategory & { count: number }> {
  return HOME_CATEGORIES.flatMap((category) => {
    const count = toolsInCategory(categoryParam(category.name)).length;
    return count > 0 ? [{ ...category, count }] : [];
  });
}

export function CategoryCards() {
  const t = useHomeMessages();
  const shown = shownCategories();
  if (shown.length === 0) return null;
  return (
    <section className={home.section} aria-labelledby="home-categories-title">
      <div className={home.sectionTitles}>
        <h2 id="home-categories-title" className={home.sectionTitle}>
          {t('categoriesTitle')}
        </h2>
        <p className={home.sectionLead}>{t('categoriesLead')}</p>
      </div>
      <div className={styles.container}>
        <ul className={styles.grid}>
          {shown.map((category) => (
            <li key={category.name} className={styles.item}>
              <article className={card.card}>
                <span className={styles.iconTile({ tone: category.tone })}>
                  <SpriteIcon name={category.icon} size={24} />
                </span>
                <h3 className={card.name}>
                  <Link href={`/tools?category=${categoryParam(category.name)}`} className={card.link}>
                    {t(category.title)}
                  </Link>
                </h3>
                <p className={card.description}>{t(category.text)}</p>
                <p className={styles.count}>
                  {t('categoryCount', { count: category.count })}
                  <Icon icon={ArrowRight} size={16} className={flipInRtl} />
                </p>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
