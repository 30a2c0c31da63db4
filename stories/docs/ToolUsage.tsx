import { Source } from '@storybook/addon-docs/blocks';
import { ElementReference } from '../../src/site/pages/ApiDocsLater';
import { toolApis } from '../../src/tools/apis';
import { catalogue } from '../../src/tools/catalogue';
import { withDetails } from '../../src/tools/catalogue-details';
import { componentName, elementSnippet, reactSnippet } from './tool-usage';
import * as s from './tool-usage.css';

/**
 * "Use it" on every tool's docs page (.storybook/DocsPage.tsx): the React import and the
 * `<toolshed-{id}>` element, with the attribute and event reference the /docs/api page uses.
 */
export function ToolUsage({ id }: { id: string }) {
  const tool = catalogue.find((entry) => entry.id === id);
  const api = toolApis.find((entry) => entry.id === id)?.api;
  if (!tool || !api) return null;
  return (
    <div className={s.usage}>
      <p className={`sb-unstyled ${s.lead}`}>{withDetails(tool).description}</p>
      <h2 id="use-it-in-react">Use It in React</h2>
      <p>
        The component is exported as <code>{componentName(id)}</code> from <code>toolshed/tools</code>. Its props are the
        tool&rsquo;s starting values (camelCase of the attributes below, each optional) and <code>onChange</code> receives
        the same <code>detail</code> as the element&rsquo;s event.
      </p>
      <Source code={reactSnippet(id, api)} language="tsx" />
      <h2 id="use-it-on-any-page">Use it on any page</h2>
      <p>
        Load the embed script once, then place <code>{`<toolshed-${id}>`}</code>. It renders in its own shadow root;
        attributes set its starting values and <code>theme</code> pins light or dark. See <a href="/docs/api" target="_top">/docs/api</a>{' '}
        for theming, CSP and loading.
      </p>
      <Source code={elementSnippet(id, api)} language="html" />
      <div className={`sb-unstyled ${s.reference}`}>
        <ElementReference id={id} name={tool.name} api={api} />
      </div>
    </div>
  );
}
