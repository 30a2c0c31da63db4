import { ArrowRight } from 'lucide-react';
import { Icon } from '../../../ui/components/Icon';
import { flipInRtl } from '../../../ui/styles.css';
import { SpriteIcon, type SpriteIconName } from '../../../ui/components/SpriteIcon';
import { Link } from '../../../ui/components/Link';
import type { CategoryId } from '../../../tools/catalogue';
import * as card from '../ToolCard.css';
import * as styles from './CategoryCards.css';
import * as home from './home.css';

interface HomeCategory {
  name: string;
  description: string;
  /** The owner's marketing count (spec §2), kept as given; the catalogue page shows real counts. */
  count: number;
  tone: styles.Tone;
  icon: SpriteIconName;
}

export const HOME_CATEGORIES: readonly HomeCategory[] = [
  {
    name: 'Productivity Tools',
    description: 'Calculators and converters for everyday numbers, units, dates and health.',
    count: 12,
    tone: 'accent',
    icon: 'Calculator',
  },
  {
    name: 'Design Tools',
    description: 'Colors, palettes, gradients, QR codes, favicons and image resizing.',
    count: 8,
    tone: 'warning',
    icon: 'Palette',
  },
  {
    name: 'Developer Tools',
    description: 'Format JSON, encode Base64 and URLs, hash files and decode JWTs.',
    count: 15,
    tone: 'neutral',
    icon: 'CodeXml',
  },
  {
    name: 'SEO Tools',
    description: 'Meta and Open Graph tags, robots.txt, sitemaps and UTM links.',
    count: 7,
    tone: 'danger',
    icon: 'TrendingUp',
  },
  {
    name: 'Security Tools',
    description: 'Strong passwords, strength checks, checksums and encrypted notes.',
    count: 6,
    tone: 'success',
    icon: 'Lock',
  },
];

/** The spec's rule: the name lowercased without " tools" ("SEO Tools" → "seo"). */
export function categoryParam(name: string): CategoryId {
  return name.toLowerCase().replace(/ tools$/, '') as CategoryId;
}

export function CategoryCards() {
  return (
    <section className={home.section} aria-labelledby="home-categories-title">
      <div className={home.sectionTitles}>
        <h2 id="home-categories-title" className={home.sectionTitle}>
          Browse by Category
        </h2>
        <p className={home.sectionLead}>Find the right tool for the job, grouped by what you are working on.</p>
      </div>
      <div className={styles.container}>
        <ul className={styles.grid}>
          {HOME_CATEGORIES.map((category) => (
            <li key={category.name} className={styles.item}>
              <article className={card.card}>
                <span className={styles.iconTile({ tone: category.tone })}>
                  <SpriteIcon name={category.icon} size={24} />
                </span>
                <h3 className={card.name}>
                  <Link href={`/tools?category=${categoryParam(category.name)}`} className={card.link}>
                    {category.name}
                  </Link>
                </h3>
                <p className={card.description}>{category.description}</p>
                <p className={styles.count}>
                  {category.count} tools
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
