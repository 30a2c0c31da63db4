import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, mocked, spyOn, userEvent, within } from 'storybook/test';
import UtmBuilder from '../../src/tools/utm-builder/UtmBuilder';
import { messages } from '../../src/tools/utm-builder/i18n';

const STORAGE_KEY = 'toolshed:utm-builder';

const meta = {
  title: 'Tools/UTM Builder',
  component: UtmBuilder,
  args: { onChange: fn() },
  // The tool's messages load before each story renders (the preview's loader), so nothing suspends.
  parameters: { layout: 'fullscreen', messages: [messages] },
  // The lower-case setting is remembered: it would leak from one story into the next.
  beforeEach: () => {
    localStorage.removeItem(STORAGE_KEY);
    return () => localStorage.removeItem(STORAGE_KEY);
  },
} satisfies Meta<typeof UtmBuilder>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const output = (canvas: Canvas) => canvas.getByRole('region', { name: 'Campaign URL' }).textContent;
const field = (canvas: Canvas, param: string) => canvas.getByRole('textbox', { name: new RegExp(`\\(${param}\\)`) });

export const Empty: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('textbox', { name: 'Website URL' })).toHaveValue('');
    // Nothing is flagged before the person starts.
    await expect(canvas.queryByText('Enter the website URL.')).toBeNull();
    await expect(output(canvas)).toBe('Enter a valid website URL to build the campaign URL.');
    await expect(canvas.getByRole('button', { name: 'Copy URL' })).toBeDisabled();
    await expect(canvas.getByRole('rowheader', { name: 'utm_id' })).toBeVisible();
    await expect(args.onChange).toHaveBeenLastCalledWith({ url: null, source: '', medium: '', campaign: '', term: '', content: '', id: '' });
  },
};

export const Built: Story = {
  name: 'Campaign URL built',
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Website URL' }), 'https://shop.example.com/shoes?color=red#reviews');
    // The required fields speak up once the URL is valid.
    await expect(canvas.getByText('Campaign source (utm_source) is required.')).toBeVisible();
    await expect(output(canvas)).toBe('Fill in utm_source and utm_medium to build the campaign URL.');
    await userEvent.type(field(canvas, 'utm_source'), 'news letter');
    await userEvent.type(field(canvas, 'utm_medium'), 'email');
    await userEvent.type(field(canvas, 'utm_campaign'), 'spring & summer');
    await expect(output(canvas)).toBe('https://shop.example.com/shoes?color=red&utm_source=news%20letter&utm_medium=email&utm_campaign=spring%20%26%20summer#reviews');
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ url: 'https://shop.example.com/shoes?color=red&utm_source=news%20letter&utm_medium=email&utm_campaign=spring%20%26%20summer#reviews', campaign: 'spring & summer' }),
    );
  },
};

export const InvalidUrl: Story = {
  name: 'Invalid website URL',
  args: { source: 'google', medium: 'cpc' },
  play: async ({ canvas }) => {
    const url = canvas.getByRole('textbox', { name: 'Website URL' });
    await userEvent.type(url, 'example.com/page');
    await expect(url).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Enter a full URL starting with https:// (for example https://example.com/page).')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Copy URL' })).toBeDisabled();
    await userEvent.clear(url);
    await userEvent.type(url, 'https://example.com/page');
    await expect(url).not.toHaveAttribute('aria-invalid');
    await expect(output(canvas)).toBe('https://example.com/page?utm_source=google&utm_medium=cpc');
  },
};

export const FilledFromTaggedUrl: Story = {
  name: 'Fields filled from a tagged URL',
  play: async ({ canvas }) => {
    const url = canvas.getByRole('textbox', { name: 'Website URL' });
    await userEvent.click(url);
    await userEvent.paste('https://example.com/p?ref=x&utm_source=Google&utm_medium=cpc&utm_term=running%20shoes#top');
    await expect(canvas.getByText('This URL already carries utm_source, utm_medium, utm_term. The fields below replace them.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Fill Fields From URL' }));
    await expect(url).toHaveValue('https://example.com/p?ref=x#top');
    await expect(field(canvas, 'utm_source')).toHaveValue('Google');
    await expect(field(canvas, 'utm_medium')).toHaveValue('cpc');
    await expect(field(canvas, 'utm_term')).toHaveValue('running shoes');
    await expect(await canvas.findByText('Filled 3 fields from the URL.')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Fill Fields From URL' })).toBeNull();

    await userEvent.click(canvas.getByRole('switch', { name: 'Lower-case values' }));
    await expect(output(canvas)).toBe('https://example.com/p?ref=x&utm_source=google&utm_medium=cpc&utm_term=running%20shoes#top');
    await expect(localStorage.getItem(STORAGE_KEY)).toBe('{"lowercase":true}');
  },
};

export const Copied: Story = {
  parameters: { visual: { copiedTimer: 'held' } },
  args: { url: 'https://example.com/', source: 'newsletter', medium: 'email', campaignId: 'q2-17' },
  beforeEach: () => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    return () => writeText.mockRestore();
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy URL' }));
    await expect(await canvas.findByRole('button', { name: 'Copied!' })).toBeVisible();
    await expect(mocked(navigator.clipboard.writeText)).toHaveBeenCalledWith('https://example.com/?utm_source=newsletter&utm_medium=email&utm_id=q2-17');
  },
};

export const Cleared: Story = {
  name: 'Cleared by keyboard',
  args: { url: 'https://example.com/', source: 'a', medium: 'b' },
  play: async ({ canvas }) => {
    const clear = canvas.getByRole('button', { name: 'Clear All' });
    clear.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('textbox', { name: 'Website URL' })).toHaveValue('');
    await expect(field(canvas, 'utm_source')).toHaveValue('');
    await expect(clear).toBeDisabled();
    await expect(await canvas.findByText('Cleared.')).toBeInTheDocument();
    // After clearing, nothing is flagged again until the person types.
    await expect(canvas.queryByText('Campaign source (utm_source) is required.')).toBeNull();
  },
};

export const German: Story = {
  name: 'German: campaign URL built, a required field missing',
  globals: { locale: 'de' },
  args: { url: 'https://example.com/angebote?ref=start#formular', source: 'Newsletter', campaign: 'Frühjahrsaktion 2025' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Kampagne' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Kampagnenquelle (utm_source)' })).toHaveValue('Newsletter');
    await expect(canvas.getByText('Kampagnenmedium (utm_medium) ist erforderlich.')).toBeVisible();
    await expect(canvas.getByText('Füllen Sie utm_medium aus, um die Kampagnen-URL zu erstellen.')).toBeVisible();
    await userEvent.type(field(canvas, 'utm_medium'), 'E-Mail');
    await userEvent.click(canvas.getByRole('switch', { name: 'Werte kleinschreiben' }));
    await expect(canvas.getByRole('region', { name: 'Kampagnen-URL' })).toHaveTextContent(
      'https://example.com/angebote?ref=start&utm_source=newsletter&utm_medium=e-mail&utm_campaign=fr%C3%BChjahrsaktion%202025#formular',
    );
    await expect(canvas.getByRole('columnheader', { name: 'Wofür er dient' })).toBeVisible();
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ source: 'newsletter', medium: 'e-mail', campaign: 'frühjahrsaktion 2025' }));
  },
};
