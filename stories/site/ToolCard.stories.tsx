import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { getTool } from '../../src/tools/catalogue';
import { withDetails, type DetailedToolEntry } from '../../src/tools/catalogue-details';
import { ToolCard } from '../../src/site/sections/ToolCard';
import { withSiteRouter } from './support';

const tool = (id: string): DetailedToolEntry => {
  const entry = getTool(id);
  if (!entry) throw new Error(`No tool ${id}`);
  return withDetails(entry);
};

const meta = {
  title: 'Site/ToolCard',
  component: ToolCard,
  decorators: [withSiteRouter],
  args: { tool: tool('json-formatter'), headingLevel: 3 },
  argTypes: { headingLevel: { control: 'inline-radio', options: [2, 3, 4] } },
} satisfies Meta<typeof ToolCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Popular: Story = {
  name: 'Popular, with more tags than fit',
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'JSON Formatter' })).toBeVisible();
    await expect(canvas.getByText('Popular')).toBeVisible();
    await expect(canvas.getByText(/Validate, format, minify/)).toBeVisible();
    const tags = canvas.getByRole('list', { name: 'Tags' });
    // Four tags: three shown, then "+1" (read as "+1 more").
    await expect(Array.from(tags.querySelectorAll('li')).map((li) => li.textContent)).toEqual(['json', 'format', 'validate', '+1 more']);
    // Exactly one link, named by the tool, covering the card.
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(1);
    await expect(links[0]).toHaveAccessibleName('JSON Formatter');
    await expect(links[0]).toHaveAttribute('href', '/tools/json-formatter');
  },
};

export const WithCategory: Story = {
  name: 'With category, not popular',
  args: { tool: tool('meta-generator'), showCategory: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('SEO')).toBeVisible();
    await expect(canvas.queryByText('Popular')).toBeNull();
    await expect(canvas.getByRole('link')).toHaveAccessibleName('Meta Tag Generator');
  },
};

export const ThreeTags: Story = {
  name: 'Three tags, no +N',
  args: { tool: tool('age-calculator') },
  play: async ({ canvas }) => {
    const items = canvas.getByRole('list', { name: 'Tags' }).querySelectorAll('li');
    await expect(Array.from(items).map((li) => li.textContent)).toEqual(['date', 'birthday', 'age']);
  },
};

export const FiveTags: Story = {
  name: 'Five tags shows +2',
  args: { tool: tool('qr-generator'), headingLevel: 2, showCategory: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'QR Code Generator' })).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Tags' })).toHaveTextContent('qrwifivcard+2 more');
    await expect(canvas.getByText('Design')).toBeVisible();
  },
};

export const Navigates: Story = {
  name: 'Click or Enter opens the tool',
  play: async ({ canvas }) => {
    // A click anywhere on the card lands on the stretched link: what is under the pointer
    // at the description's centre is the link itself.
    const box = canvas.getByText(/Validate, format, minify/).getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    await expect(hit).toBe(canvas.getByRole('link', { name: 'JSON Formatter' }));
    await userEvent.click(hit!);
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent('/tools/json-formatter'));
  },
};

export const KeyboardFocus: Story = {
  name: 'Keyboard focus rings the whole card',
  play: async ({ canvas, canvasElement }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'JSON Formatter' })).toHaveFocus();
    const card = canvasElement.querySelector('article')!;
    await expect(getComputedStyle(card).outlineStyle).toBe('solid');
  },
};
