import { Suspense, use } from 'react';
import { useParams } from 'react-router-dom';
import { Card } from '../../ui/components/Card';
import { Grid } from '../../ui/components/Layout';
import { Link } from '../../ui/components/Link';
import { categories, getTool, toolsInCategory } from '../../tools/catalogue';
import { PageMeta } from '../PageMeta';
import { ToolCard } from '../sections/ToolCard';
import type { ToolModule } from '../../tools/loaders';
import { loadToolFrame, loadToolModule } from '../tool-modules';
import { PageHydrated } from '../PageHydrated';
import { NotFoundPage } from './NotFoundPage';
import * as styles from './pages.css';

/** The tool with its share bar and guide, once its code and ToolFrame's have loaded. */
function ToolSlot({ toolId, module }: { toolId: string; module: Promise<ToolModule> }) {
  const { ToolFrame } = use(loadToolFrame());
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
  const category = categories.find((c) => c.id === tool.category);
  const module = loadToolModule(tool.id);
  const related = toolsInCategory(tool.category).filter((t) => t.id !== tool.id);

  return (
    <>
      <PageMeta title={tool.name} description={tool.description} path={`/tools/${tool.id}`} />
      <nav aria-label="Breadcrumb">
        <ol className={styles.breadcrumb}>
          <li>
            <Link href="/" variant="subtle">
              Home
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li>
            <Link href="/tools" variant="subtle">
              Tools
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li aria-current="page">{tool.name}</li>
        </ol>
      </nav>
      <div className={styles.pageHeader}>
        <h1 className={styles.title}>{tool.name}</h1>
        <p className={styles.lead}>{tool.description}</p>
        {category ? (
          <div>
            <Link href={`/tools?category=${category.id}`} variant="subtle">
              {category.label}
            </Link>
          </div>
        ) : null}
      </div>
      {module ? (
        <Suspense fallback={<p className={styles.cardText}>Loading {tool.name}…</p>}>
          <ToolSlot key={tool.id} toolId={tool.id} module={module} />
        </Suspense>
      ) : (
        <Card title="This Tool Is on Its Way" headingLevel={2}>
          <p className={styles.cardText}>
            {tool.name} is in our catalogue but its screen is not ready in this build. <Link href="/tools">Browse the tools you can use today</Link>.
          </p>
          <PageHydrated />
        </Card>
      )}
      {related.length > 0 ? (
        <section aria-labelledby="related-tools" className={styles.related}>
          <h2 id="related-tools" className={styles.sectionTitle}>
            More {category?.label ?? 'tools'}
          </h2>
          <Grid min="md" gap="md">
            {related.map((t) => (
              <ToolCard key={t.id} tool={t} />
            ))}
          </Grid>
        </section>
      ) : null}
    </>
  );
}
