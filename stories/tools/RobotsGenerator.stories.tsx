import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, mocked, spyOn, userEvent, waitFor, within } from 'storybook/test';
import RobotsGenerator from '../../src/tools/robots-generator/RobotsGenerator';
import { messages } from '../../src/tools/robots-generator/i18n';

const STORAGE_KEY = 'toolshed:robots-generator';

const meta = {
  title: 'Tools/Robots.txt Generator',
  component: RobotsGenerator,
  args: { onChange: fn() },
  // The tool's messages load before each story renders (the preview's loader), so nothing suspends.
  parameters: { layout: 'fullscreen', messages: [messages] },
  // The rules are remembered: they would leak from one story into the next.
  beforeEach: () => {
    localStorage.removeItem(STORAGE_KEY);
    return () => localStorage.removeItem(STORAGE_KEY);
  },
} satisfies Meta<typeof RobotsGenerator>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const file = (canvas: Canvas) => canvas.getByRole('region', { name: 'robots.txt' }).textContent;
const group = (canvas: Canvas, name: string) => within(canvas.getByRole('group', { name }));

async function test(canvas: Canvas, url: string, crawler: string) {
  const field = canvas.getByRole('textbox', { name: 'URL or path' });
  await userEvent.clear(field);
  await userEvent.type(field, url);
  await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Test as crawler' }), crawler);
}

export const AllowAll: Story = {
  name: 'Allow everything (default)',
  play: async ({ canvas, args }) => {
    await expect(file(canvas)).toBe('User-agent: *\nDisallow:\n');
    await expect(canvas.getByText('No crawler-specific rules yet.')).toBeVisible();
    await expect(canvas.getByText('Enter a URL or a path to see whether the crawler may fetch it.')).toBeVisible();
    await expect(args.onChange).toHaveBeenLastCalledWith({ robotsTxt: 'User-agent: *\nDisallow:\n', crawlerGroups: 0, sitemaps: [], valid: true });

    await userEvent.type(canvas.getByRole('textbox', { name: 'Disallowed paths' }), '/admin/{enter}/*.pdf$');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Allowed paths' }), '/admin/help/');
    await expect(file(canvas)).toBe('User-agent: *\nAllow: /admin/help/\nDisallow: /admin/\nDisallow: /*.pdf$\n');

    await test(canvas, '/admin/users', '*');
    await expect(canvas.getByText('Blocked')).toBeVisible();
    await expect(canvas.getByText('Line 3, “Disallow: /admin/”, is the longest matching rule in the group for all crawlers (*).')).toBeVisible();
    await test(canvas, 'https://example.com/admin/help/faq', 'Bingbot');
    await expect(canvas.getByText('Allowed')).toBeVisible();
    await expect(canvas.getByText(/^Line 2, “Allow: \/admin\/help\/”/)).toBeVisible();
  },
};

export const BlockAi: Story = {
  name: 'AI crawlers blocked',
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Block AI Crawlers' });
    await userEvent.click(button);
    await expect(button).toBeDisabled();
    const text = file(canvas);
    await expect(text).toContain('User-agent: GPTBot\nDisallow: /\n\nUser-agent: ClaudeBot\nDisallow: /\n\nUser-agent: CCBot\nDisallow: /\n');
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ crawlerGroups: 8, valid: true }));

    await test(canvas, '/blog/post', 'GPTBot');
    await expect(canvas.getByText('Blocked')).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Test as crawler' }), 'Googlebot');
    await expect(canvas.getByText('Allowed')).toBeVisible();
    await expect(canvas.getByText('No rule in the group for all crawlers (*) matches this path, so it is allowed.')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Remove GPTBot' }));
    await expect(file(canvas)).not.toContain('GPTBot');
    await expect(button).toBeEnabled();
  },
};

export const InvalidUserAgent: Story = {
  name: 'Invalid custom user-agent',
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add Crawler' }));
    const googlebot = group(canvas, 'Googlebot');
    await userEvent.selectOptions(googlebot.getByRole('combobox', { name: 'Crawler' }), 'custom');
    const custom = group(canvas, 'Custom crawler');
    const field = custom.getByRole('textbox', { name: 'User-agent' });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(custom.getByText('Enter the crawler’s user-agent token, for example MyCrawler.')).toBeVisible();
    await userEvent.type(field, 'bad bot');
    const bad = group(canvas, 'bad bot');
    await expect(bad.getByText('Use letters, digits, dots, hyphens and underscores only (the product token, without a version).')).toBeVisible();
    await expect(file(canvas)).toBe('User-agent: *\nDisallow:\n');
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ crawlerGroups: 0, valid: false }));
  },
};

export const CustomCrawler: Story = {
  name: 'Custom crawler with its own rules',
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add Crawler' }));
    await userEvent.selectOptions(group(canvas, 'Googlebot').getByRole('combobox', { name: 'Crawler' }), 'custom');
    await userEvent.type(group(canvas, 'Custom crawler').getByRole('textbox', { name: 'User-agent' }), 'MyCrawler');
    const mine = group(canvas, 'MyCrawler');
    await userEvent.selectOptions(mine.getByRole('combobox', { name: 'Default' }), 'disallow');
    const more = mine.getByRole('button', { name: 'Paths and Crawl-Delay' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    await userEvent.type(mine.getByRole('textbox', { name: 'Allowed paths' }), 'public/');
    await userEvent.type(mine.getByRole('textbox', { name: 'Crawl-delay (seconds)' }), '5');
    await userEvent.tab();
    // Fields with values stay open.
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    await expect(file(canvas)).toBe('User-agent: *\nDisallow:\n\nUser-agent: MyCrawler\nDisallow: /\nAllow: /public/\nCrawl-delay: 5\n');

    await test(canvas, '/public/a.html', 'MyCrawler');
    await expect(canvas.getByText('Allowed')).toBeVisible();
    await test(canvas, '/private', 'MyCrawler');
    await expect(canvas.getByText('Line 5, “Disallow: /”, is the longest matching rule in the group for MyCrawler.')).toBeVisible();
  },
};

export const BlockEverything: Story = {
  name: 'Block everything (warning)',
  args: { defaultPolicy: 'disallow', sitemap: 'https://example.com/sitemap.xml', crawlDelay: '10' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Default' })).toHaveValue('disallow');
    await expect(canvas.getByText(/search engines will drop the whole site/)).toBeVisible();
    await expect(file(canvas)).toBe('User-agent: *\nDisallow: /\nCrawl-delay: 10\n\nSitemap: https://example.com/sitemap.xml\n');
    await test(canvas, '/robots.txt', 'Googlebot-Image');
    await expect(canvas.getByText('/robots.txt itself is always allowed.')).toBeVisible();
  },
};

export const InvalidSitemap: Story = {
  name: 'Invalid sitemap URL',
  play: async ({ canvas, args }) => {
    const field = canvas.getByRole('textbox', { name: 'Sitemap URLs' });
    await userEvent.type(field, 'sitemap.xml');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('“sitemap.xml” is not an absolute http:// or https:// URL.')).toBeVisible();
    await expect(file(canvas)).toBe('User-agent: *\nDisallow:\n');
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ valid: false }));
    await userEvent.clear(field);
    await userEvent.type(field, 'https://example.com/sitemap.xml');
    await expect(field).not.toHaveAttribute('aria-invalid');
    await expect(file(canvas)).toBe('User-agent: *\nDisallow:\n\nSitemap: https://example.com/sitemap.xml\n');
  },
};

export const CopyAndDownload: Story = {
  parameters: { visual: { copiedTimer: 'held' } },
  name: 'Copied and downloaded',
  args: { disallow: '/tmp/' },
  beforeEach: () => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    return () => {
      writeText.mockRestore();
      click.mockRestore();
    };
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
    await expect(await canvas.findByRole('button', { name: 'Copied!' })).toBeVisible();
    await expect(mocked(navigator.clipboard.writeText)).toHaveBeenCalledWith('User-agent: *\nDisallow: /tmp/\n');
    await userEvent.click(canvas.getByRole('button', { name: 'Download' }));
    const anchors = mocked(HTMLAnchorElement.prototype.click).mock.contexts as HTMLAnchorElement[];
    await waitFor(() => expect(anchors).toHaveLength(1));
    await expect(anchors[0]?.download).toBe('robots.txt');
  },
};

export const German: Story = {
  name: 'German: AI crawlers blocked, a URL tested',
  globals: { locale: 'de' },
  args: { disallow: '/admin/', sitemap: 'https://example.com/sitemap.xml', blockAi: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Alle Crawler' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'KI-Crawler blockieren' })).toBeDisabled();
    await expect(canvas.getByRole('group', { name: 'GPTBot' })).toBeVisible();
    await expect(file(canvas)).toContain('User-agent: *\nDisallow: /admin/\n\nUser-agent: Google-Extended\nDisallow: /\n');
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ crawlerGroups: 8, sitemaps: ['https://example.com/sitemap.xml'], valid: true }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'URL oder Pfad' }), '/admin/benutzer');
    await expect(canvas.getByText('Blockiert')).toBeVisible();
    await expect(canvas.getByText('Zeile 2, „Disallow: /admin/“, ist die längste passende Regel in der Gruppe für alle Crawler (*).')).toBeVisible();
    const crawler = canvas.getByRole('combobox', { name: 'Testen als Crawler' });
    await userEvent.selectOptions(crawler, 'ClaudeBot');
    await expect(crawler).toHaveDisplayValue('ClaudeBot (Anthropic-Modelltraining)');
    await expect(canvas.getByText('Zeile 14, „Disallow: /“, ist die längste passende Regel in der Gruppe für ClaudeBot.')).toBeVisible();
  },
};
