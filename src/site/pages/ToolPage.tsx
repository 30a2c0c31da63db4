import { Suspense, use } from 'react';
import { useParams } from 'react-router-dom';
import { Badge } from '../../ui/components/Badge';
import { Card } from '../../ui/components/Card';
import { Grid } from '../../ui/components/Layout';
import { Link } from '../../ui/components/Link';
import { categories, getTool, type ToolEntry } from '../../tools/catalogue';
import type { ToolGuide } from '../../tools/guide';
import type { ToolModule } from '../../tools/loaders';
import { NotFoundPage } from './NotFoundPage';
import * as styles from './pages.css';

function Guide({ guide }: { guide: ToolGuide }) {
  return (
    <div className={styles.guide}>
        <Card title="Features" headingLevel={2}>
          <Grid min="sm" gap="md">
            {guide.features.map((f) => (
              <div key={f.title}>
                <h3 className={styles.featureTitle}>{f.title}</h3>
                <p className={styles.cardText}>{f.text}</p>
              </div>
            ))}
          </Grid>
        </Card>
        <Card title="How to use" headingLevel={2}>
          <ol className={styles.stepList}>
            {guide.steps.map((s) => (
              <li key={s.title}>
                <strong>{s.title}.</strong> <span className={styles.cardText}>{s.text}</span>
              </li>
            ))}
          </ol>
        </Card>
    </div>
  );
}

type LoadedTool = ToolModule & { guide?: ToolGuide };
const modules = new Map<string, Promise<LoadedTool>>();

type Loader = NonNullable<ToolEntry['load']>;

/** One import per tool for the page's lifetime, so Suspense sees a stable promise. */
function loadTool(id: string, load: Loader): Promise<LoadedTool> {
  let pending = modules.get(id);
  if (!pending) {
    pending = load();
    modules.set(id, pending);
  }
  return pending;
}

function ToolContent({ id, load }: { id: string; load: Loader }) {
  const { default: Tool, guide } = use(loadTool(id, load));
  return (
    <>
      <Tool />
      {guide ? <Guide guide={guide} /> : null}
    </>
  );
}

export function ToolPage() {
  const { toolId = '' } = useParams();
  const tool = getTool(toolId);
  if (!tool) return <NotFoundPage />;
  const category = categories.find((c) => c.id === tool.category);

  return (
    <>
      <title>{`${tool.name} — Toolshed`}</title>
      <meta name="description" content={tool.description} />
      <nav aria-label="Breadcrumb">
        <ol className={styles.breadcrumb}>
          <li>
            <Link href="/" variant="subtle">
              Home
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li aria-current="page">{tool.name}</li>
        </ol>
      </nav>
      <div className={styles.pageHeader}>
        <h1 className={styles.title}>{tool.name}</h1>
        <p className={styles.lead}>{tool.description}</p>
        <div>{category ? <Badge tone="neutral">{category.label}</Badge> : null}</div>
      </div>
      {tool.load ? (
        <Suspense fallback={<p className={styles.cardText}>Loading {tool.name}…</p>}>
          <ToolContent id={tool.id} load={tool.load} />
        </Suspense>
      ) : (
        <Card title="Not available yet">
          <p className={styles.cardText}>
            {tool.name} is listed in our catalogue and is being built. <Link href="/">See the tools you can use today</Link>.
          </p>
        </Card>
      )}
    </>
  );
}
