import { Suspense, use } from 'react';
import { useParams } from 'react-router-dom';
import { Card } from '../../ui/components/Card';
import { Grid } from '../../ui/components/Layout';
import { Link } from '../../ui/components/Link';
import { categories, getTool, toolsInCategory } from '../../tools/catalogue';
import { PageMeta } from '../PageMeta';
import { ToolCard } from '../sections/ToolCard';
import type { ToolGuide } from '../../tools/guide';
import type { ToolModule } from '../../tools/loaders';
import { loadToolModule } from '../tool-modules';
import { PageHydrated } from '../PageHydrated';
import { NotFoundPage } from './NotFoundPage';
import { ShareStateContext } from '../../tools/share-state';
import { secretInputs } from '../../tools/share';
import { ShareBar } from '../share/ShareBar';
import { useShareLink } from '../share/useShareLink';
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

function ToolContent({ toolId, module }: { toolId: string; module: Promise<ToolModule> }) {
  const { default: Tool, guide, api } = use(module);
  const share = useShareLink(toolId, api);
  return (
    <>
      {api ? (
        <ShareBar
          getLink={share.flush}
          isPrivate={share.isPrivate}
          onPrivateChange={share.setPrivate}
          tooLarge={share.tooLarge}
          secrets={secretInputs(api)}
          canShare={api.inputs.some((input) => !input.secret)}
        />
      ) : null}
      <ShareStateContext value={share.report}>
        <Tool key={share.mountKey} {...share.linkProps} />
      </ShareStateContext>
      <PageHydrated />
      {guide ? <Guide guide={guide} /> : null}
    </>
  );
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
          <ToolContent key={tool.id} toolId={tool.id} module={module} />
        </Suspense>
      ) : (
        <Card title="This tool is on its way" headingLevel={2}>
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
