import type { ReactNode } from 'react';
import { CodeOutput } from '../../ui/components/CodeOutput';
import { Link } from '../../ui/components/Link';
import { StatusBanner } from '../../ui/components/StatusBanner';
import { catalogue, categories } from '../../tools/catalogue';
import { PageMeta } from '../PageMeta';
import { SITE_ORIGIN } from '../site-config';
import * as styles from './ApiDocsPage.css';

export const EMBED_SCRIPT_URL = `${SITE_ORIGIN}/embed/toolshed.js`;
export const elementName = (id: string) => `toolshed-${id}`;

const SCRIPT_TAG = `<script type="module" src="${EMBED_SCRIPT_URL}"></script>`;

const QUICK_START = `${SCRIPT_TAG}

<toolshed-json-formatter></toolshed-json-formatter>`;

const THEME_EXAMPLE = `<!-- Follows the visitor's system setting -->
<toolshed-color-picker></toolshed-color-picker>

<!-- Always light, or always dark -->
<toolshed-color-picker theme="light"></toolshed-color-picker>
<toolshed-color-picker theme="dark"></toolshed-color-picker>`;

const INITIAL_EXAMPLE = `<toolshed-word-counter initial-text="Paste your draft here to count its words."></toolshed-word-counter>`;

const EVENT_EXAMPLE = `document.addEventListener('toolshed-change', (event) => {
  // event.target is the element, e.g. <toolshed-word-counter>
  console.log(event.target.localName, event.detail);
});`;

const SIZE_EXAMPLE = `toolshed-word-counter {
  display: block;
  max-width: 48rem;
  margin-block: 2rem;
}`;

const CSP_EXAMPLE = `Content-Security-Policy:
  script-src 'self' ${SITE_ORIGIN};
  style-src 'self' ${SITE_ORIGIN};
  font-src 'self' ${SITE_ORIGIN};
  img-src 'self' data: blob:`;

const SECTIONS = [
  { id: 'quick-start', title: 'Quick start' },
  { id: 'elements', title: 'Element names' },
  { id: 'attributes', title: 'Attributes' },
  { id: 'events', title: 'Events' },
  { id: 'styling', title: 'Styling and size' },
  { id: 'security', title: 'CSP and CORS' },
  { id: 'loading', title: 'Loading and browser support' },
] as const;

function Section({ id, children }: { id: (typeof SECTIONS)[number]['id']; children: ReactNode }) {
  const title = SECTIONS.find((s) => s.id === id)?.title;
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={styles.section}>
      <h2 id={`${id}-title`} className={styles.heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}

const Code = ({ children }: { children: string }) => <code className={styles.code}>{children}</code>;

export function ApiDocsPage() {
  const categoryLabel = (id: string) => categories.find((c) => c.id === id)?.label ?? id;
  return (
    <div className={styles.page}>
      <PageMeta
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
          module, so it loads without blocking your page and runs after the document is parsed.
        </p>
        <CodeOutput label="Quick start" language="HTML" value={QUICK_START} wrap />
        <p className={styles.text}>
          That is all: no account, no API key, no build step. The <Link href="/blog/embed-tools-on-your-site">embedding
          tutorial</Link> walks through a complete example.
        </p>
      </Section>

      <Section id="elements">
        <p className={styles.text}>
          Every tool’s element is <Code>{'toolshed-{id}'}</Code>, where the id is the last part of the tool’s address on this
          site (<Code>/tools/json-formatter</Code> → <Code>{'<toolshed-json-formatter>'}</Code>). Custom elements need a
          closing tag.
        </p>
        <div className={styles.tableWrap}>
          {/* Focusable so keyboard users can scroll the table sideways on narrow screens. */}
          <div tabIndex={0} role="region" aria-label="Element names, scrollable" className={styles.scroller}>
            <table className={styles.table}>
              <caption className={styles.caption}>All {catalogue.length} tool elements</caption>
              <thead>
                <tr>
                  <th scope="col">Element</th>
                  <th scope="col">Tool</th>
                  <th scope="col">Category</th>
                </tr>
              </thead>
              <tbody>
                {catalogue.map((tool) => (
                  <tr key={tool.id}>
                    <td className={styles.nowrap}>
                      <Code>{`<${elementName(tool.id)}>`}</Code>
                    </td>
                    <th scope="row">
                      <Link href={`/tools/${tool.id}`}>{tool.name}</Link>
                    </th>
                    <td>{categoryLabel(tool.category)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      </Section>

      <Section id="attributes">
        <h3 className={styles.subheading}>
          <Code>theme</Code>
        </h3>
        <p className={styles.text}>
          Without it, a tool follows the visitor’s light or dark system setting (<Code>prefers-color-scheme</Code>). Set{' '}
          <Code>theme="light"</Code> or <Code>theme="dark"</Code> to pin it. Changing the attribute later restyles the tool
          at once; removing it returns to the system setting.
        </p>
        <CodeOutput label="Theme examples" language="HTML" value={THEME_EXAMPLE} wrap />
        <h3 className={styles.subheading}>Initial values</h3>
        <p className={styles.text}>
          Any other attribute becomes one of the tool’s starting values: the attribute name in kebab-case maps to the tool’s
          option in camelCase, so <Code>initial-text</Code> sets <Code>initialText</Code>. They are read once, when the tool
          first appears; after that the visitor is in control. The word counter, for example, can start with text in place:
        </p>
        <CodeOutput label="Initial value example" language="HTML" value={INITIAL_EXAMPLE} wrap />
        <p className={styles.text}>
          <Code>class</Code>, <Code>id</Code>, <Code>style</Code>, <Code>slot</Code>, <Code>hidden</Code>,{' '}
          <Code>tabindex</Code> and <Code>aria-*</Code> or <Code>data-*</Code> attributes are left to you and never passed to
          the tool.
        </p>
      </Section>

      <Section id="events">
        <p className={styles.text}>
          When a tool’s result changes, its element dispatches a <Code>toolshed-change</Code> event (a{' '}
          <Code>CustomEvent</Code>). It <strong>bubbles</strong> and is <strong>composed</strong>, so it crosses the shadow
          root and you can listen on the element, on a container or on the document. Its <Code>detail</Code> is the tool’s
          output: for the word counter, the statistics object (<Code>words</Code>, <Code>characters</Code>,{' '}
          <Code>sentences</Code>, <Code>readingTime</Code> and more).
        </p>
        <CodeOutput label="Listening for toolshed-change" language="JavaScript" value={EVENT_EXAMPLE} wrap />
      </Section>

      <Section id="styling">
        <p className={styles.text}>
          Each tool renders inside an open Shadow DOM with its own stylesheet. Your page’s CSS cannot restyle the tool, and the
          tool’s CSS does not leak into your page. Sizes inside the tool are fixed to a 16 px base, so a large root font size on
          your page does not scale it.
        </p>
        <p className={styles.text}>
          From the outside, the element is yours to place and size. Tools adapt their layout to the width you give them and
          are comfortable from about 20rem wide.
        </p>
        <CodeOutput label="Sizing the element" language="CSS" value={SIZE_EXAMPLE} wrap />
      </Section>

      <Section id="security">
        <h3 className={styles.subheading}>Content Security Policy</h3>
        <p className={styles.text}>
          If your page sends a <Code>Content-Security-Policy</Code>, allow Toolshed’s origin for scripts (the loader and the
          tool code), styles (each tool links one stylesheet inside its shadow root) and fonts (registered with the FontFace
          API). Tools that show generated images (QR codes, resized images, favicons) may use <Code>data:</Code> and{' '}
          <Code>blob:</Code> URLs for them, so allow those in <Code>img-src</Code>.
          Nothing needs <Code>unsafe-inline</Code> or <Code>unsafe-eval</Code>.
        </p>
        <CodeOutput label="Content-Security-Policy header" language="plain text" value={CSP_EXAMPLE} wrap />
        <StatusBanner tone="info" title="One console message under a strict style-src">
          The accessibility library the tools use adds one small inline style rule to your page for touch handling. A strict{' '}
          <Code>style-src</Code> blocks it and the browser logs a CSP report; the tools work the same without it.
        </StatusBanner>
        <h3 className={styles.subheading}>Cross-origin loading (CORS)</h3>
        <p className={styles.text}>
          Module scripts loaded from another origin need CORS. Toolshed serves every file under <Code>/embed/</Code> with{' '}
          <Code>Access-Control-Allow-Origin: *</Code>, so the embed works from any site. If you host the embed files yourself
          on a different origin from your pages, send the same header and serve <Code>.js</Code> files as{' '}
          <Code>text/javascript</Code>.
        </p>
      </Section>

      <Section id="loading">
        <ul className={styles.list}>
          <li>
            The loader is small and defines an element for every tool. A tool’s code and styles download only when its element
            first appears on the page, and are shared by every copy of that tool.
          </li>
          <li>Elements added later, for example by your framework, start working as soon as they are connected.</li>
          <li>Loading the script twice, or two versions of it, does not throw: an element already defined is left alone.</li>
          <li>Removing an element unmounts its tool; moving it within the page keeps its state.</li>
          <li>
            The embed uses custom elements, Shadow DOM and ES modules, supported by current versions of Chrome, Edge, Firefox
            and Safari.
          </li>
        </ul>
      </Section>
    </div>
  );
}
