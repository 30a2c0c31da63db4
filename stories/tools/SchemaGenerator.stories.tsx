import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, mocked, userEvent, waitFor, within } from 'storybook/test';
import SchemaGenerator from '../../src/tools/schema-generator/SchemaGenerator';
import { SAMPLES, buildJsonLd, scriptBlock } from '../../src/tools/schema-generator/schema-generator';
import { messages } from '../../src/tools/schema-generator/i18n';
import { recordClipboardWrites } from './support';

/** The generated block is the CodeOutput region "Script block (HTML)"; the validator's report is the "Report" card. */
const meta = {
  title: 'Tools/Schema Markup Generator',
  component: SchemaGenerator,
  args: { onChange: fn() },
  parameters: { layout: 'fullscreen', messages: [messages] },
} satisfies Meta<typeof SchemaGenerator>;

export default meta;
type Story = StoryObj<typeof meta>;

const blockText = (canvasElement: HTMLElement) => canvasElement.querySelector('pre')?.textContent ?? '';

/** The page a visitor pastes the block into, parsed as a browser parses HTML. */
function parsedScripts(block: string) {
  const doc = new DOMParser().parseFromString(`<!doctype html><html><head>${block}</head><body><p>after</p></body></html>`, 'text/html');
  return { scripts: [...doc.querySelectorAll('script')], body: doc.body.innerHTML };
}

export const Empty: Story = {
  name: 'Article, empty',
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('tab', { name: 'Generate', selected: true })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Type' })).toHaveValue('Article');
    const headline = canvas.getByRole('textbox', { name: 'Headline' });
    await expect(headline).toBeRequired();
    await expect(canvas.getByRole('textbox', { name: 'Description (recommended)' })).not.toBeRequired();
    await expect(canvas.getByText('1 required field is empty: Headline.')).toBeVisible();
    await expect(canvas.getByText('Recommended but empty: Description, Image URL, Author name, Date published, Date modified.')).toBeVisible();
    await expect(blockText(canvasElement)).toBe('<script type="application/ld+json">\n{\n  "@context": "https://schema.org",\n  "@type": "Article"\n}\n</script>');
    await expect(canvas.getByRole('button', { name: 'Clear All' })).toBeDisabled();
    await expect(args.onChange).toHaveBeenCalledWith(expect.objectContaining({ type: 'Article', missing: ['headline'], invalid: [] }));
  },
};

export const ProductSample: Story = {
  name: 'Product sample, then Copy Script',
  parameters: { visual: { copiedTimer: 'held' } },
  beforeEach: recordClipboardWrites,
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Type' }), 'Product');
    await userEvent.click(canvas.getByRole('button', { name: 'Load Sample' }));
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue('Walnut Desk Organizer');
    await expect(canvas.getByRole('combobox', { name: 'Availability (recommended)' })).toHaveValue('InStock');
    const expected = scriptBlock(buildJsonLd('Product', SAMPLES.Product).data);
    await waitFor(() => expect(blockText(canvasElement)).toBe(expected));
    await expect(canvas.getByText('Every required field is filled.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Copy Script' }));
    await expect(await canvas.findByRole('button', { name: 'Copied!' })).toBeVisible();
    await expect(mocked(navigator.clipboard.writeText)).toHaveBeenLastCalledWith(expected);
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ type: 'Product', html: expected, missing: [], invalid: [] }));
  },
};

const HOSTILE = '</script><script>alert("x")</script><!-- & -->';

export const HostileText: Story = {
  name: 'A closing script tag in a value, and an invalid URL',
  args: { type: 'Article', values: JSON.stringify({ fields: { headline: HOSTILE, image: 'example.com/photo.jpg' } }) },
  play: async ({ canvas, canvasElement }) => {
    const image = canvas.getByRole('textbox', { name: 'Image URL (recommended)' });
    await expect(image).toHaveAttribute('aria-invalid', 'true');
    await expect(image).toHaveAccessibleDescription(expect.stringContaining('Enter an absolute address that starts with http:// or https://'));
    await expect(canvas.getByText('1 value is not valid and is left out: Image URL.')).toBeVisible();
    const block = blockText(canvasElement);
    // Parsed as a page parses it: one script element, nothing leaks into the body, and its text is the same data.
    const { scripts, body } = parsedScripts(block);
    await expect(scripts).toHaveLength(1);
    await expect(body).toBe('<p>after</p>');
    await expect(scripts[0]?.type).toBe('application/ld+json');
    await expect(JSON.parse(scripts[0]?.textContent ?? '')).toEqual({ '@context': 'https://schema.org', '@type': 'Article', headline: HOSTILE });
  },
};

export const FaqRows: Story = {
  name: 'FAQ page: add, reorder and remove questions',
  args: { type: 'FAQPage' },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByText('1 required field is empty: Question 1: Question.')).toBeVisible();
    const first = within(canvas.getByRole('group', { name: 'Question 1' }));
    await userEvent.type(first.getByRole('textbox', { name: 'Question' }), 'Do you ship abroad?');
    await userEvent.type(first.getByRole('textbox', { name: 'Answer' }), 'Yes, worldwide.');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Question' }));
    const second = within(canvas.getByRole('group', { name: 'Question 2' }));
    await expect(second.getByRole('textbox', { name: 'Question' })).toHaveFocus();
    await userEvent.keyboard('Is there a warranty?');
    await expect(canvas.getByText('1 required field is empty: Question 2: Answer.')).toBeVisible();
    await userEvent.type(second.getByRole('textbox', { name: 'Answer' }), 'Two years.');
    await userEvent.click(canvas.getByRole('button', { name: 'Move Question 2 up' }));
    // Focus follows the moved question.
    await expect(canvas.getByRole('button', { name: 'Move Question 1 up' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Move Question 1 down' })).toHaveFocus();
    const names = () => (JSON.parse(blockText(canvasElement).split('\n').slice(1, -1).join('\n')) as { mainEntity: { name: string }[] }).mainEntity.map((q) => q.name);
    await waitFor(() => expect(names()).toEqual(['Is there a warranty?', 'Do you ship abroad?']));
    await userEvent.click(canvas.getByRole('button', { name: 'Add Question' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Question 3' }));
    await expect(canvas.queryByRole('group', { name: 'Question 3' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Add Question' })).toHaveFocus();
    await expect(canvas.getByText('Every required field is filled.')).toBeVisible();
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ type: 'FAQPage', missing: [] }));
  },
};

export const Validator: Story = {
  name: 'Validate: the sample names the missing properties',
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Validate' }));
    // The tab's code loads after the tool starts (on idle or the first focus or press).
    await expect(await canvas.findByText('Paste JSON-LD to see which properties are missing.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Load Sample' }));
    await expect(await canvas.findByText('2 items checked: 1 required property is missing.')).toBeVisible();
    const product = within(canvas.getByRole('article', { name: 'Item 1: Product' }));
    await expect(product.getByText('Checked as Product.')).toBeVisible();
    await expect(product.getByText('At @graph[0]')).toBeVisible();
    await expect(product.getByRole('heading', { level: 4, name: 'Missing Required Properties' })).toBeVisible();
    await expect(product.getByText('offers.priceCurrency')).toBeVisible();
    const crumbs = within(canvas.getByRole('article', { name: 'Item 2: BreadcrumbList' }));
    await expect(crumbs.getByText('Every required property is present.')).toBeVisible();
    await expect(crumbs.getByText('itemListElement[1].item')).toBeVisible();
  },
};

export const ValidatorJsonError: Story = {
  name: 'Validate: a JSON error with line and column',
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Validate' }));
    const field = await canvas.findByRole('textbox', { name: 'JSON-LD or script block' });
    await userEvent.click(field);
    await userEvent.paste('{\n  "@type": "Article",\n  "headline": "A"\n  "author": "B"\n}');
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Not valid JSON');
    await expect(alert).toHaveTextContent(/Line 4, column 3: /);
  },
};

export const German: Story = {
  name: 'German: an event with a decimal comma',
  globals: { locale: 'de' },
  args: { type: 'Event', values: JSON.stringify({ fields: { name: 'Jazzabend', startDate: '2026-12-12T19:30', locationName: 'Blaue Halle', price: '12,50', priceCurrency: 'eur' } }) },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('combobox', { name: 'Typ' })).toHaveValue('Event');
    await expect(canvas.getByRole('textbox', { name: 'Preis (empfohlen)' })).toHaveValue('12,50');
    await expect(canvas.getByText('Alle Pflichtfelder sind ausgefüllt.')).toBeVisible();
    const data = JSON.parse(blockText(canvasElement).split('\n').slice(1, -1).join('\n')) as { offers: unknown };
    await expect(data.offers).toEqual({ '@type': 'Offer', price: 12.5, priceCurrency: 'EUR' });
    await expect(canvas.getByRole('button', { name: 'Skript kopieren' })).toBeEnabled();
  },
};
