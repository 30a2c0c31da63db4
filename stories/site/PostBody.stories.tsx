import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, mocked, spyOn, userEvent, waitFor } from 'storybook/test';
import { body as jsonBody } from '../../src/site/content/posts/debugging-json-errors';
import { body as embedBody } from '../../src/site/content/posts/embed-tools-on-your-site';
import { body as readabilityBody } from '../../src/site/content/posts/rewriting-a-product-page-for-readability';
import { PostBody } from '../../src/site/sections/blog/PostBody';
import { withSiteRouter } from './support';

const meta = {
  title: 'Site/Blog/PostBody',
  component: PostBody,
  decorators: [withSiteRouter],
  args: { body: jsonBody },
} satisfies Meta<typeof PostBody>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Tutorial: Story = {
  name: 'Paragraphs, headings, list, code and links',
  play: async ({ canvas, canvasElement }) => {
    const headings = canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    await expect(headings).toEqual([
      'Read the Position, Not Just the Message',
      'The Usual Suspects',
      'When Valid JSON Still Looks Wrong',
      'JSON Inside Other Formats',
      'Format for Reading, Minify for Sending',
    ]);
    await expect(canvasElement.querySelectorAll('ol > li')).toHaveLength(6);
    await expect(canvas.getByRole('region', { name: 'Invalid JSON (JSON)' })).toHaveTextContent('"tools": 29,');
    // Inline code renders as <code>, never as HTML.
    await expect(canvas.getByText('9007199254740993').tagName).toBe('CODE');
    const link = canvas.getByRole('link', { name: 'JSON Formatter' });
    await expect(link).toHaveAttribute('href', '/tools/json-formatter');
    await userEvent.click(link);
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent('/tools/json-formatter'));
  },
};

export const CaseStudy: Story = {
  name: 'Before and after quotes',
  args: { body: readabilityBody },
  play: async ({ canvasElement }) => {
    const captions = Array.from(canvasElement.querySelectorAll('figcaption')).map((c) => c.textContent);
    await expect(captions).toEqual(['Before', 'After']);
    await expect(canvasElement.querySelectorAll('blockquote')[1]).toHaveTextContent(/^Our stoneware mugs are thrown by hand/);
  },
};

export const CopyCode: Story = {
  parameters: { visual: { copiedTimer: 'held' } },
  name: 'Copy a code block',
  args: { body: embedBody },
  beforeEach: () => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    return () => writeText.mockRestore();
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getAllByRole('button', { name: 'Copy' })[0]!);
    await expect(await canvas.findByRole('button', { name: 'Copied!' })).toBeVisible();
    await expect(mocked(navigator.clipboard.writeText)).toHaveBeenCalledWith(
      '<script type="module" src="https://toolshed.dev/embed/v1/toolshed.js"></script>',
    );
  },
};
