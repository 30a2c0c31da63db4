import { Suspense, use } from 'react';
import { useParams } from 'react-router-dom';
import { Card } from '../../ui/components/Card';
import { Grid } from '../../ui/components/Layout';
import { Link } from '../../ui/components/Link';
import { categories, getTool, toolsInCategory, type ToolEntry } from '../../tools/catalogue';
import { PageMeta } from '../PageMeta';
import { ToolCard } from '../sections/ToolCard';
import type { ToolModule } from '../../tools/loaders';
import { loadToolFrame, loadToolModule, preloadToolGuide } from '../tool-modules';
import { PageHydrated } from '../PageHydrated';
import { NotFoundPage } from './NotFoundPage';
import * as styles from './pages.css';
import { useLocale } from '../../i18n/catalog';
import { useCatalogueDetails, useCatalogueText } from '../../tools/catalogue-text';
import { useSiteMessages } from '../i18n';

/** The tool with its share bar and guide, once its code and ToolFrame's have loaded. */
function ToolSlot({ toolId, module }: { toolId: string; module: Promise<ToolModule> }) {
  const { ToolFrame } = use(loadToolFrame(useLocale()));
  return <ToolFrame toolId={toolId} module={module} />;
}

export function ToolPage() {
  const { toolId = '' } = useParams();
  const tool = getTool(toolId);
  if (!tool) {
    return (
      <>
        <NotFoundPage />
        <PageHydrated />
      </>
    );
  }
  return <ToolPageFor key={tool.id} tool={tool} />;
}

/**
 * A tool's page. Its category's descriptions and tags (the lead and the related cards) are a
 * chunk of their own, preloaded with the page (routes.tsx), so other categories' text is not.
 */
function ToolPageFor({ tool }: { tool: ToolEntry }) {
  const t = useSiteMessages();
  const locale = useLocale();
  const text = useCatalogueText();
  const details = useCatalogueDetails([tool.category]);
  const info = categories.find((c) => c.id === tool.category);
  const category = info ? { id: info.id, label: text.category(info).label } : undefined;
  const { name, description } = details.tool(tool);
  const module = loadToolModule(tool.id);
  // The guide's words come after the page's (at hydration, or with the tool on a client-side visit).
  preloadToolGuide(tool.id, locale);
  const related = toolsInCategory(tool.category).filter((t) => t.id !== tool.id);

  return (
    <>
      <PageMeta title={name} description={description} path={`/tools/${tool.id}`} />
      <nav aria-label={t('breadcrumb')}>
        <ol className={styles.breadcrumb}>
          <li>
            <Link href="/" variant="subtle">
              {t('navHome')}
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li>
            <Link href="/tools" variant="subtle">
              {t('navTools')}
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li aria-current="page">{name}</li>
        </ol>
      </nav>
      <div className={styles.pageHeader}>
        <h1 className={styles.title}>{name}</h1>
        <p className={styles.lead}>{description}</p>
        {category ? (
          <div>
            <Link href={`/tools?category=${category.id}`} variant="subtle">
              {category.label}
            </Link>
          </div>
        ) : null}
      </div>
      {module ? (
        <Suspense fallback={<p className={styles.cardText}>{t('toolLoading', { name })}</p>}>
          <ToolSlot key={tool.id} toolId={tool.id} module={module} />
        </Suspense>
      ) : (
        <Card title={t('toolOnItsWay')} headingLevel={2}>
          <p className={styles.cardText}>
            {t.rich('toolNotReady', { link: (children) => <Link href="/tools">{children}</Link> }, { name })}
          </p>
          <PageHydrated />
        </Card>
      )}
      {related.length > 0 ? (
        <section aria-labelledby="related-tools" className={styles.related}>
          <h2 id="related-tools" className={styles.sectionTitle}>
            {category ? t('moreInCategory', { category: category.label }) : t('moreTools')}
          </h2>
          <Grid min="md" gap="md">
            {related.map((r) => (
              <ToolCard key={r.id} tool={{ ...r, ...details.tool(r) }} />
            ))}
          </Grid>
        </section>
      ) : null}
    </>
  );
}
