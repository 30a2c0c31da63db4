import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ApiDocsPage, apiDocsReady } from '../../src/site/pages/ApiDocsPage';
import { catalogue } from '../../src/tools/catalogue';
import { withSiteRouter } from './support';

const meta = {
  title: 'Site/Pages/API Docs',
  component: ApiDocsPage,
  decorators: [withSiteRouter],
  // The page is 22,000 px tall (every element's reference): the screenshot is the first viewport,
  // and the play functions check the rest.
  parameters: { route: '/docs/api', visual: { page: true } },
  // The sections below the live example and every category's declarations are chunks of their own
  // (the site loads them after hydration); a page rendered in the browser waits for them.
  loaders: [async () => ({ ready: await apiDocsReady() })],
} satisfies Meta<typeof ApiDocsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Embed API',
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Embed API');
    await expect(canvasElement).toHaveTextContent('<script type="module" src="https://toolshed.dev/embed/v1/toolshed.js"></script>');
    // One row per catalogue tool, element names derived from the ids.
    const table = canvas.getByRole('table', { name: `All ${catalogue.length} tool elements` });
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(catalogue.length);
    await expect(rows.map((r) => r.querySelector('code')?.textContent)).toEqual(catalogue.map((t) => `<toolshed-${t.id}>`));
    await expect(within(table).getByRole('rowheader', { name: 'JSON Formatter' })).toBeVisible();
    await expect(canvasElement).toHaveTextContent('theme="dark"');
    await expect(canvasElement).toHaveTextContent('toolshed-change');
    await expect(canvasElement).toHaveTextContent('Access-Control-Allow-Origin: *');
    // Every element's reference, in catalogue order: its declarations are chunks the page loads (apiDocsReady).
    const references = [...canvasElement.querySelectorAll('#reference h3[id^="element-"]')].map((h) => h.id);
    await expect(references).toEqual(catalogue.map((t) => `element-${t.id}`));
    await expect(canvas.getByRole('region', { name: 'JSON Formatter attributes, scrollable' })).toHaveTextContent('sort-keys');
    // The live example holds a real <toolshed-word-counter> (loaded from the site's /embed/ on the built site).
    await expect(canvasElement.querySelector('#try-it toolshed-word-counter')).not.toBeNull();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Use It in React' })).toBeVisible();
    await expect(canvasElement).toHaveTextContent("import { WordCounter, JsonFormatter } from 'toolshed/tools';");
    await waitFor(() => expect(document.title).toBe('Embed API — Toolshed'));
  },
};

export const TableOfContents: Story = {
  name: 'On this page links jump to sections',
  play: async ({ canvas, canvasElement }) => {
    const toc = within(canvas.getByRole('navigation', { name: 'On this page' }));
    const links = toc.getAllByRole('link');
    await expect(links.map((l) => l.getAttribute('href'))).toEqual(['#quick-start', '#ways', '#try-it', '#elements', '#attributes', '#events', '#reference', '#styling', '#security', '#loading', '#react']);
    for (const link of links) await expect(canvasElement.querySelector(link.getAttribute('href')!)).not.toBeNull();
    await userEvent.click(toc.getByRole('link', { name: 'Events' }));
    await waitFor(() => expect(window.location.hash).toBe('#events'));
  },
};
