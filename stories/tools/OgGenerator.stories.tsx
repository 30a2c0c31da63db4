import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { copiesHtml, downloadsFile } from './support';
import { messages } from '../../src/tools/og-generator/i18n';
import english from '../../src/tools/og-generator/messages/en';
import OgGenerator from '../../src/tools/og-generator/OgGenerator';

const STORAGE_KEY = 'toolshed:og-generator';

/** The previews show the image address as text in a placeholder box: nothing is ever fetched. */
const meta = {
  title: 'Tools/Open Graph Generator',
  component: OgGenerator,
  args: { onChange: fn() },
  // The tool's messages load before each story renders (the preview's loader), so nothing suspends.
  parameters: { layout: 'fullscreen', messages: [messages] },
  // Remembered type and card choices would leak from one story into the next.
  beforeEach: () => {
    localStorage.removeItem(STORAGE_KEY);
    return () => localStorage.removeItem(STORAGE_KEY);
  },
} satisfies Meta<typeof OgGenerator>;

export default meta;
type Story = StoryObj<typeof meta>;

const code = (canvasElement: HTMLElement, name = 'Open Graph tags (HTML)') => within(canvasElement).getByRole('region', { name });
const part = (canvasElement: HTMLElement, id: string) => canvasElement.querySelector<HTMLElement>(`[data-testid="${id}"]`)!;

const FILLED = {
  pageTitle: 'How to Care for a Solid Oak Dining Table | Smith & Sons',
  description: 'Oil, wax or lacquer? Our workshop explains how to clean, protect and restore an oak table so it lasts for generations, with a simple yearly routine.',
  url: 'https://www.smith.example/guides/oak-care',
  image: 'https://cdn.smith.example/share/oak-care-1200x630.jpg',
  imageAlt: 'An oak dining table being oiled with a cloth',
  siteName: 'Smith & Sons',
  type: 'article',
};

export const Empty: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('combobox', { name: 'Type' })).toHaveValue('website');
    await expect(canvas.getByRole('textbox', { name: 'Locale' })).toHaveValue('en_US');
    await expect(canvas.getByRole('radio', { name: /Large image/ })).toBeChecked();
    await expect(part(canvasElement, 'facebook-image')).toHaveTextContent('No image');
    await expect(part(canvasElement, 'facebook-card')).toHaveTextContent('Add a title');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      html: '<meta property="og:type" content="website">\n<meta property="og:locale" content="en_US">\n<meta name="twitter:card" content="summary_large_image">',
      type: 'website',
      card: 'summary_large_image',
      invalidFields: [],
    });
  },
};

export const Filled: Story = {
  name: 'Article with image (large card)',
  args: FILLED,
  play: async ({ canvas, canvasElement, args }) => {
    const facebook = part(canvasElement, 'facebook-card');
    await expect(facebook).toHaveTextContent('smith.example');
    await expect(facebook).toHaveTextContent('How to Care for a Solid Oak Dining Table | Smith & Sons');
    // Facebook shows one line of description (about 110 characters).
    await expect(facebook).toHaveTextContent('Oil, wax or lacquer? Our workshop explains how to clean, protect and restore an oak table so it lasts for ...');
    // The image is a labelled placeholder with its address, never an <img> that would be fetched.
    await expect(part(canvasElement, 'facebook-image')).toHaveTextContent('https://cdn.smith.example/share/oak-care-1200x630.jpg');
    await expect(part(canvasElement, 'facebook-image')).toHaveTextContent('Image not loaded: this page never fetches what you type');
    await expect(canvas.getByText(english.imageNote)).toBeVisible();
    await expect(canvasElement.querySelector('img')).toBeNull();
    const x = part(canvasElement, 'x-card');
    await expect(x).toHaveTextContent('smith.example');
    await expect(x).toHaveTextContent('How to Care for a Solid Oak Dining Table | Smith & Sons');
    await expect(canvas.getByText('55 characters · aim for 40–60')).toBeVisible();
    await expect(code(canvasElement)).toHaveTextContent('<meta property="og:type" content="article">');
    await expect(code(canvasElement)).toHaveTextContent('<meta property="og:site_name" content="Smith &amp; Sons">');
    await expect(code(canvasElement)).toHaveTextContent('<meta name="twitter:image:alt" content="An oak dining table being oiled with a cloth">');
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ type: 'article', card: 'summary_large_image', invalidFields: [] }));
  },
};

export const SummaryCard: Story = {
  name: 'Summary card',
  args: FILLED,
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: /Summary/ }));
    await expect(canvas.getByText('X (Twitter), summary card')).toBeVisible();
    await expect(code(canvasElement)).toHaveTextContent('<meta name="twitter:card" content="summary">');
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ card: 'summary' }));
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEY)).toContain('"card":"summary"'));
  },
};

export const Typing: Story = {
  name: 'Typing updates the previews',
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Title' }), 'Oak & "Ash" <Tables>');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Page URL' }), 'https://smith.example/');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Image URL' }), 'https://smith.example/og.png');
    await expect(part(canvasElement, 'x-card')).toHaveTextContent('Oak & "Ash" <Tables>');
    await expect(part(canvasElement, 'x-image')).toHaveTextContent('https://smith.example/og.png');
    await expect(code(canvasElement)).toHaveTextContent('<meta property="og:title" content="Oak &amp; &quot;Ash&quot; &lt;Tables&gt;">');
    await expect(canvas.getByText('Too short')).toBeVisible();
    await waitFor(() => expect(canvas.getAllByRole('status').some((region) => region.textContent?.startsWith('Title: too short'))).toBe(true));
  },
};

export const Invalid: Story = {
  name: 'Invalid URLs, locale and username',
  args: { url: 'smith.example/oak', image: '/images/share.png', locale: 'en-GB', twitterSite: 'smith sons' },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('textbox', { name: 'Page URL' })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('textbox', { name: 'Image URL' })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getAllByText('Enter a full address starting with https:// (for example https://example.com/page).')).toHaveLength(2);
    await expect(canvas.getByText('Use language_TERRITORY, for example en_US, fr_FR or pt_BR.')).toBeVisible();
    await expect(canvas.getByText('Enter an X username such as @toolshed: up to 15 letters, digits or underscores.')).toBeVisible();
    await expect(code(canvasElement)).not.toHaveTextContent('og:url');
    await expect(part(canvasElement, 'facebook-image')).toHaveTextContent('No image');
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ invalidFields: ['url', 'image', 'locale', 'twitter-site'] }));
  },
};

export const Copied: Story = {
  parameters: { visual: { copiedTimer: 'held' } },
  name: 'Copied',
  args: { pageTitle: 'Oak tables', type: 'product' },
  ...copiesHtml([
    '<meta property="og:type" content="product">',
    '<meta property="og:title" content="Oak tables">',
    '<meta property="og:locale" content="en_US">',
    '<meta name="twitter:card" content="summary_large_image">',
    '<meta name="twitter:title" content="Oak tables">',
  ]),
};

export const Download: Story = {
  name: 'Download og-tags.html',
  args: { pageTitle: 'Oak tables' },
  ...downloadsFile('og-tags.html'),
};

export const Arabic: Story = {
  name: 'Arabic: right to left, summary card',
  globals: { locale: 'ar' },
  args: {
    pageTitle: 'كيف تعتني بطاولة طعام من خشب البلوط الصلب | سميث وأبناؤه',
    description: 'زيت أم شمع أم ورنيش؟ تشرح ورشتنا كيف تنظف طاولة البلوط وتحميها.',
    url: 'https://www.smith.example/guides/oak-care',
    image: 'https://cdn.smith.example/share/oak-care.jpg',
    siteName: 'سميث وأبناؤه',
    locale: 'ar_SA',
    type: 'article',
    card: 'summary',
  },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('heading', { name: 'معاينات التواصل الاجتماعي' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'العنوان' })).toHaveValue('كيف تعتني بطاولة طعام من خشب البلوط الصلب | سميث وأبناؤه');
    await expect(canvas.getByText('56 حرفًا · الأفضل بين 40 و60')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: /ملخص/ })).toBeChecked();
    await expect(canvas.getByText('X (تويتر)، بطاقة ملخص')).toBeVisible();
    await expect(part(canvasElement, 'x-card')).toHaveTextContent('smith.example');
    // Addresses stay left to right inside the right-to-left page.
    await expect(canvas.getByRole('textbox', { name: 'عنوان URL للصفحة' })).toHaveAttribute('dir', 'ltr');
    await expect(code(canvasElement, 'وسوم Open Graph (HTML)')).toHaveTextContent('<meta property="og:locale" content="ar_SA">');
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ type: 'article', card: 'summary', invalidFields: [] }));
  },
};
