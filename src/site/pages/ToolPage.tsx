import { Suspense, use, useState } from 'react';
import { useParams } from '../router/router';
import { Card } from '../../ui/components/Card';
import { Grid } from '../../ui/components/Layout';
import { Link } from '../../ui/components/Link';
import { categories, getTool, toolsInCategory, type ToolEntry } from '../../tools/catalogue';
import { PageMeta } from '../PageMeta';
import { ToolCard } from '../sections/ToolCard';
import type { ToolModule } from '../../tools/loaders';
import { loadToolFrame, loadToolModule, preloadToolGuide } from '../tool-modules';
import { DeferredSection, PageHydrated } from '../PageHydrated';
import { NotFoundPage } from './NotFoundPage';
import * as styles from './pages.css';
import { useLocale } from '../../i18n/catalog';
import { loadCatalogueDetails, useCatalogueDetails, useCatalogueText } from '../../tools/catalogue-text';
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

/** Each prerendered tool page's description, taken from its HTML before it hydrates (by tool id). */
const prerenderedLeads = new Map<string, string>();

/**
 * Takes the description of the prerendered tool page being hydrated from its HTML: its
 * `<meta name="description">`, which PageMeta writes from the same text as the lead. The first render
 * then needs none of its category's descriptions and tags (1.35 kB gzip for the developer tools in
 * English, 1.9 in Russian); they load after hydration, for the related cards. Returns whether the
 * page had one.
 */
export function takePrerenderedLead(toolId: string, page: Document): boolean {
  const description = page.querySelector('meta[name="description"]')?.getAttribute('content');
  if (!description) return false;
  prerenderedLeads.set(toolId, description);
  return true;
}

/** Whether this render hydrates the prerendered page (rather than writing it, or showing a client-side visit). */
const hydrating = (): boolean => typeof window !== 'undefined' && globalThis.__toolshedHydration?.hydrating === true;

/** The related tools' cards: they need the category's descriptions and tags. */
function RelatedCards({ tool }: { tool: ToolEntry }) {
  const details = useCatalogueDetails([tool.category]);
  return (
    <Grid min="md" gap="md">
      {toolsInCategory(tool.category)
        .filter((r) => r.id !== tool.id)
        .map((r) => (
          <ToolCard key={r.id} tool={{ ...r, ...details.tool(r) }} />
        ))}
    </Grid>
  );
}

/**
 * A tool's page. Hydrating, its lead comes from the prerendered HTML (takePrerenderedLead) and the
 * related cards keep theirs until their category's descriptions, a chunk of their own, have
 * arrived (DeferredSection); shown by a client-side visit, the page waits for that chunk (beside
 * the tool's), so the lead and the cards appear with it.
 */
function ToolPageFor({ tool }: { tool: ToolEntry }) {
  const t = useSiteMessages();
  const locale = useLocale();
  const text = useCatalogueText();
  // Decided once: a later render of the same page (after hydration) keeps its source.
  const [prerendered] = useState(() => (hydrating() ? prerenderedLeads.get(tool.id) : undefined));
  const description = prerendered ?? use(loadCatalogueDetails(locale, [tool.category])).tool(tool).description;
  const info = categories.find((c) => c.id === tool.category);
  const category = info ? { id: info.id, label: text.category(info).label } : undefined;
  const { name } = text.tool(tool);
  const module = loadToolModule(tool.id);
  // The guide's words come after the page's (at hydration, or with the tool on a client-side visit).
  preloadToolGuide(tool.id, locale);
  const hasRelated = toolsInCategory(tool.category).some((r) => r.id !== tool.id);

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
      {hasRelated ? (
        <section aria-labelledby="related-tools" className={styles.related}>
          <h2 id="related-tools" className={styles.sectionTitle}>
            {category ? t('moreInCategory', { category: category.label }) : t('moreTools')}
          </h2>
          <DeferredSection>
            <RelatedCards tool={tool} />
          </DeferredSection>
        </section>
      ) : null}
    </>
  );
}
