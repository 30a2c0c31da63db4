import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { CataloguePage } from '../../src/site/pages/CataloguePage';
import { withSiteRouter } from './support';
import { catalogue } from '../../src/tools/catalogue';

const ALL = catalogue.length;
const inCategory = (id: string) => catalogue.filter((tool) => tool.category === id).length;
import { catalogueMessages } from '../../src/site/sections/catalogue/i18n';

const meta = {
  title: 'Site/Pages/Catalogue',
  component: CataloguePage,
  decorators: [withSiteRouter],
  parameters: { messages: [catalogueMessages], route: '/tools' },
} satisfies Meta<typeof CataloguePage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** RAC builds the tab collection in a second render pass: wait until one tab is focusable. */
const tabsReady = (canvas: Canvas) =>
  waitFor(() => expect(canvas.getAllByRole('tab').filter((tab) => tab.getAttribute('tabindex') === '0')).toHaveLength(1));
const resultLine = (canvas: Canvas) => canvas.getByRole('status');
const cardNames = (canvas: Canvas) => canvas.queryAllByRole('heading', { level: 2 }).map((h) => h.textContent);
const location = (canvas: Canvas) => canvas.getByTestId('location').textContent;

export const AllTools: Story = {
  name: 'All tools',
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'All Tools' })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search tools' })).toHaveAttribute('placeholder', 'Search tools...');
    await tabsReady(canvas);
    await expect(canvas.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'All Tools',
      'Productivity',
      'Text Tools',
      'Design',
      'Developer',
      'SEO',
      'Security',
    ]);
    await expect(canvas.getByRole('tab', { name: 'All Tools' })).toHaveAttribute('aria-selected', 'true');
    await expect(resultLine(canvas)).toHaveTextContent(`${ALL} tools found`);
    await expect(cardNames(canvas)).toHaveLength(ALL);
    await expect(canvas.getByRole('link', { name: 'Secure Notes' })).toHaveAttribute('href', '/tools/secure-notes');
    await waitFor(() => expect(document.title).toBe('All Tools — Toolshed'));
  },
};

export const SearchFromUrl: Story = {
  name: 'Search read from the URL',
  parameters: { route: '/tools?search=password' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Search tools' })).toHaveValue('password');
    await expect(resultLine(canvas)).toHaveTextContent(/^2 tools found for "password"$/);
    await expect(cardNames(canvas)).toEqual(['Password Generator', 'Password Strength Checker']);
  },
};

export const CategoryFromUrl: Story = {
  name: 'Category read from the URL',
  parameters: { route: '/tools?category=design' },
  play: async ({ canvas }) => {
    await tabsReady(canvas);
    await expect(canvas.getByRole('tab', { name: 'Design' })).toHaveAttribute('aria-selected', 'true');
    await expect(resultLine(canvas)).toHaveTextContent(`${inCategory('design')} tools found in Design`);
    await expect(cardNames(canvas)).toEqual(catalogue.filter((tool) => tool.category === 'design').map((tool) => tool.name));
    await expect(cardNames(canvas).slice(0, 5)).toEqual(['Color Palette Generator', 'Gradient Generator', 'QR Code Generator', 'Image Resizer', 'Favicon Generator']);
  },
};

export const SingularResult: Story = {
  name: 'One result: singular wording',
  parameters: { route: '/tools?search=jwt&category=developer' },
  play: async ({ canvas }) => {
    await tabsReady(canvas);
    await expect(resultLine(canvas)).toHaveTextContent(/^1 tool found for "jwt" in Developer$/);
    await expect(cardNames(canvas)).toEqual(['JWT Decoder']);
  },
};

export const UnknownCategory: Story = {
  name: 'Unknown category falls back to All Tools',
  parameters: { route: '/tools?category=games' },
  play: async ({ canvas }) => {
    await tabsReady(canvas);
    await expect(canvas.getByRole('tab', { name: 'All Tools' })).toHaveAttribute('aria-selected', 'true');
    await expect(resultLine(canvas)).toHaveTextContent(`${ALL} tools found`);
  },
};

export const SearchSubmit: Story = {
  name: 'Typing filters, submit writes ?search=',
  play: async ({ canvas }) => {
    const field = canvas.getByRole('searchbox', { name: 'Search tools' });
    await userEvent.type(field, 'qr');
    // The grid follows the box as you type; the URL waits for the submit.
    // The QR code generator first; the TOTP generator reads a QR image too.
    await expect(resultLine(canvas)).toHaveTextContent(/^2 tools found for "qr"$/);
    await expect(location(canvas)).toBe('/tools');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(location(canvas)).toBe('/tools?search=qr'));
    await expect(cardNames(canvas)).toEqual(['QR Code Generator', 'TOTP Generator']);
    // The Search button does the same, with the term encoded.
    await userEvent.clear(field);
    await userEvent.type(field, 'hash file');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(location(canvas)).toBe('/tools?search=hash%20file'));
  },
};

export const TabSelection: Story = {
  name: 'Choosing a tab writes ?category=',
  parameters: { route: '/tools?search=password' },
  play: async ({ canvas }) => {
    await tabsReady(canvas);
    await userEvent.click(canvas.getByRole('tab', { name: 'Security' }));
    await waitFor(() => expect(location(canvas)).toBe('/tools?search=password&category=security'));
    await expect(canvas.getByRole('tab', { name: 'Security' })).toHaveAttribute('aria-selected', 'true');
    await expect(resultLine(canvas)).toHaveTextContent('2 tools found for "password" in Security');
    // Arrow keys move through the tabs and each choice is written to the URL.
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(location(canvas)).toBe('/tools?search=password&category=seo'));
    await expect(resultLine(canvas)).toHaveTextContent('0 tools found for "password" in SEO');
    // All Tools takes the category back out of the URL.
    await userEvent.click(canvas.getByRole('tab', { name: 'All Tools' }));
    await waitFor(() => expect(location(canvas)).toBe('/tools?search=password'));
  },
};

export const TextToolsTab: Story = {
  name: 'Text Tools tab',
  play: async ({ canvas }) => {
    await tabsReady(canvas);
    await userEvent.click(canvas.getByRole('tab', { name: 'Text Tools' }));
    await waitFor(() => expect(location(canvas)).toBe('/tools?category=text'));
    await expect(resultLine(canvas)).toHaveTextContent(`${inCategory('text')} tools found in Text Tools`);
    await expect(cardNames(canvas)).toEqual(['Word Counter', 'Case Converter', 'Text Formatter', 'Lorem Ipsum Generator', 'Text Diff']);
  },
};

export const EmptyAndClear: Story = {
  name: 'No tools found, then Clear Filters',
  parameters: { route: '/tools?search=xylophone&category=seo' },
  play: async ({ canvas }) => {
    await tabsReady(canvas);
    await expect(resultLine(canvas)).toHaveTextContent('0 tools found for "xylophone" in SEO');
    await expect(canvas.getByRole('heading', { level: 2, name: 'No tools found' })).toBeVisible();
    await expect(canvas.getByText('Try adjusting your search terms or browse different categories.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear Filters' }));
    await waitFor(() => expect(location(canvas)).toBe('/tools'));
    await expect(canvas.getByRole('searchbox', { name: 'Search tools' })).toHaveValue('');
    await expect(canvas.getByRole('tab', { name: 'All Tools' })).toHaveAttribute('aria-selected', 'true');
    await expect(resultLine(canvas)).toHaveTextContent(`${ALL} tools found`);
  },
};

export const EmptyState: Story = {
  name: 'No tools found',
  parameters: { route: '/tools?search=xylophone' },
  play: async ({ canvas }) => {
    await expect(resultLine(canvas)).toHaveTextContent('0 tools found for "xylophone"');
    await expect(canvas.getByRole('button', { name: 'Clear Filters' })).toBeVisible();
    await expect(canvas.queryAllByRole('article')).toHaveLength(0);
  },
};

export const ClearUnsubmitted: Story = {
  name: 'Clear Filters also clears an unsubmitted search',
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search tools' }), 'zzz');
    await expect(resultLine(canvas)).toHaveTextContent('0 tools found for "zzz"');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear Filters' }));
    await expect(canvas.getByRole('searchbox', { name: 'Search tools' })).toHaveValue('');
    await expect(resultLine(canvas)).toHaveTextContent(`${ALL} tools found`);
    await expect(location(canvas)).toBe('/tools');
  },
};

export const ClearButton: Story = {
  name: 'Clearing the box removes ?search= and keeps the category',
  parameters: { route: '/tools?search=hash&category=security' },
  play: async ({ canvas }) => {
    await tabsReady(canvas);
    await expect(resultLine(canvas)).toHaveTextContent('1 tool found for "hash" in Security');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(location(canvas)).toBe('/tools?category=security'));
    await expect(resultLine(canvas)).toHaveTextContent(`${inCategory('security')} tools found in Security`);
  },
};
