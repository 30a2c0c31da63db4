import { use, useState, type ReactNode } from 'react';
import { CodeOutput } from '../../ui/components/CodeOutput';
import { Link } from '../../ui/components/Link';
import { track } from '../../ui/tracked';
import { retryWhenOnline } from '../../ui/when-online';
import { catalogue, categories, getTool, toolsInCategory } from '../../tools/catalogue';
import type { CategoryId } from '../../tools/ids';
import { ENGLISH_ONLY, PageMeta } from '../PageMeta';
import { DeferredSection } from '../PageHydrated';
import { LiveEmbed } from '../sections/LiveEmbed';
import { BASE_PATH } from '../site-config';
import { Code, SCRIPT_TAG, SECTIONS, Section } from './ApiDocsSection';
import * as styles from './ApiDocsPage.css';

const QUICK_START = `${SCRIPT_TAG}

<toolshed-json-formatter></toolshed-json-formatter>`;

// The page's start-up code is what its first screen needs: the header, the quick start and the
// live example's frame. The other sections (ApiDocsLater.tsx) and each category's declarations (one
// chunk per category, from src/tools/api-loaders.ts, as the embed builder loads them) come after
// hydration: the prerendered HTML has all of it, and each part keeps that HTML until its code has
// arrived (DeferredSection). Loaded with the page, they made its own chunk 23.4 kB gzip (2.6 now).
let later: Promise<typeof import('./ApiDocsLater')> | undefined;
const loadLater = () => (later ??= track(retryWhenOnline(() => import('./ApiDocsLater'))));

let ready: Promise<unknown> | undefined;
/** Loads everything below the page's top. A page first rendered in the browser (a visit in the app, a story) waits for it. */
export const apiDocsReady = () => (ready ??= track(loadLater().then((parts) => Promise.all(categories.map((c) => parts.categoryApis(c.id))))));

/** Whether this render writes the page's HTML or hydrates it (rather than showing a client-side visit). */
const prerenderedOrHydrating = (): boolean => typeof window === 'undefined' || globalThis.__toolshedHydration?.hydrating === true;

function Later({ part }: { part: 'WaysSection' | 'MiddleSections' | 'EndSections' }) {
  const Part = use(loadLater())[part];
  return <Part />;
}

function ReferenceCategory({ category }: { category: CategoryId }) {
  const { ElementReferences, categoryApis } = use(loadLater());
  return <ElementReferences tools={toolsInCategory(category)} apis={use(categoryApis(category))} />;
}

export function ApiDocsPage() {
  // Hydrating, each later part keeps its prerendered HTML until its code is in; rendered in the
  // browser, the page waits for all of it first, so it appears whole and a fragment finds its target.
  const [deferred] = useState(prerenderedOrHydrating);
  if (!deferred) use(apiDocsReady());
  const Deferred = deferred ? DeferredSection : Whole;
  return (
    // Developer reference, written in English only: said by lang, and hreflang names no other version.
    <div className={styles.page} lang="en">
      <PageMeta
        locales={ENGLISH_ONLY}
        title="Embed API"
        description={`Embed any of Toolshed's ${catalogue.length} free tools on your site with one script tag: element names, the theme attribute, initial values, the toolshed-change event, CSP and CORS.`}
        path="/docs/api"
      />
      <header className={styles.header}>
        <h1 className={styles.title}>Embed API</h1>
        <p className={styles.lead}>
          Put any of Toolshed’s {catalogue.length} tools on your own pages with one script tag. Each tool is a custom element
          that runs in your visitor’s browser, isolated from your styles, with nothing sent to a server.
        </p>
        {/* Plain anchors: in-page jumps must scroll, not go through the router. */}
        <nav aria-label="On this page">
          <ul className={styles.toc}>
            {SECTIONS.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`} className={styles.tocLink}>
                  {s.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </header>

      <Section id="quick-start">
        <p className={styles.text}>
          Add the script once per page, then place a tool’s element wherever the tool should appear. The script is an ES
          module, so it loads without blocking your page and runs after the document is parsed. It weighs about 2 KB; a
          tool’s code, its styles and a small shared runtime load only when its element first appears (one tool in all is
          between 40 and 70 KB gzipped), and several tools on a page share that runtime.
        </p>
        <CodeOutput label="Quick start" language="HTML" value={QUICK_START} wrap />
        <p className={styles.text}>
          That is all: no account, no API key, no build step. The <Link href="/embed">Embed Builder</Link> writes the snippet
          for you (script, iframe or React) with a tool’s settings and a live preview, and the{' '}
          <Link href="/blog/embed-tools-on-your-site">embedding tutorial</Link> walks through a complete example.
        </p>
      </Section>

      <Deferred>
        <Later part="WaysSection" />
      </Deferred>

      <Section id="try-it">
        <p className={styles.text}>
          This is the word counter as an embed: the loader from <Code>/embed/toolshed.js</Code> and a{' '}
          <Code>{'<toolshed-word-counter>'}</Code> element, in its own shadow root inside this page. Type in it and watch its{' '}
          <Code>toolshed-change</Code> event below.
        </p>
        {/* A build with a chosen set of tools (issue #36) may leave the word counter out. */}
        {getTool('word-counter') ? <LiveEmbed /> : null}
      </Section>

      <Deferred>
        <Later part="MiddleSections" />
      </Deferred>

      <Section id="reference">
        <p className={styles.text}>
          Generated from the same declarations as the element code and the machine-readable{' '}
          <a href={`${BASE_PATH}/embed/custom-elements.json`}>custom-elements.json</a> manifest. Every element also takes <Code>theme</Code> and <Code>lang</Code>.
          Each tool also has a page in the <a href={`${BASE_PATH}/storybook/`}>design system&rsquo;s Storybook</a> with every state it can
          be in and its React import beside its element.
        </p>
        {categories.map((category) => (
          <Deferred key={category.id}>
            <ReferenceCategory category={category.id} />
          </Deferred>
        ))}
      </Section>

      <Deferred>
        <Later part="EndSections" />
      </Deferred>
    </div>
  );
}

const Whole = ({ children }: { children: ReactNode }) => children;
