import { ArrowRight } from 'lucide-react';
import { Link } from '../../../ui/components/Link';
import { Icon } from '../../../ui/components/Icon';
import { flipInRtl } from '../../../ui/styles.css';
import { getTool, type ToolEntry, type ToolId } from '../../../tools/catalogue';
import { ToolCard } from '../ToolCard';
import * as styles from './home.css';
import { useHomeMessages } from './i18n';
import { useCatalogueDetails } from '../../../tools/catalogue-text';
import { DeferredSection } from '../../PageHydrated';

/**
 * The spec's six Popular Tools, in its order. The Popular badge follows the spec (all but the
 * password and meta tag generators), not the catalogue's own flags.
 */
export const POPULAR_TOOLS: ReadonlyArray<{ id: ToolId; popular: boolean }> = [
  { id: 'calculator', popular: true },
  { id: 'color-picker', popular: true },
  { id: 'json-formatter', popular: true },
  { id: 'password-generator', popular: false },
  { id: 'meta-generator', popular: false },
  { id: 'qr-generator', popular: true },
];

const tools: ToolEntry[] = POPULAR_TOOLS.flatMap(({ id, popular }) => {
  const tool = getTool(id);
  return tool ? [{ ...tool, popular }] : [];
});

/** The six cards; their descriptions are a chunk that loads after the page (prerendered until then). */
function PopularCards() {
  const details = useCatalogueDetails();
  return (
    <ul className={styles.cardGrid}>
      {tools.map((tool) => (
        <li key={tool.id}>
          <ToolCard tool={{ ...tool, ...details.tool(tool) }} headingLevel={3} showCategory />
        </li>
      ))}
    </ul>
  );
}

export function PopularTools() {
  const t = useHomeMessages();
  return (
    <section className={styles.section} aria-labelledby="home-popular-title">
      <div className={styles.sectionHeader}>
        <div className={styles.sectionTitles}>
          <h2 id="home-popular-title" className={styles.sectionTitle}>
            {t('popularTitle')}
          </h2>
          <p className={styles.sectionLead}>{t('popularLead')}</p>
        </div>
        <Link href="/tools" variant="standalone">
          {t('viewAllTools')}
          <Icon icon={ArrowRight} size={16} className={flipInRtl} />
        </Link>
      </div>
      <DeferredSection>
        <PopularCards />
      </DeferredSection>
    </section>
  );
}
