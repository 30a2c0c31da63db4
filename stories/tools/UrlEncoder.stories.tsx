import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, mocked, spyOn, userEvent, waitFor, within } from 'storybook/test';
import UrlEncoder from '../../src/tools/url-encoder/UrlEncoder';
import { messages } from '../../src/tools/url-encoder/i18n';

const STORAGE_KEY = 'toolshed:url-encoder';

const meta = {
  title: 'Tools/URL Encoder',
  component: UrlEncoder,
  args: { onChange: fn() },
  // The tool's messages load before each story renders (the preview's loader), so nothing suspends.
  parameters: { layout: 'fullscreen', messages: [messages] },
  // Remembered settings would leak from one story into the next.
  beforeEach: () => {
    localStorage.removeItem(STORAGE_KEY);
    return () => localStorage.removeItem(STORAGE_KEY);
  },
} satisfies Meta<typeof UrlEncoder>;

export default meta;
type Story = StoryObj<typeof meta>;

const output = (canvasElement: HTMLElement, label: string) => canvasElement.querySelector(`pre[aria-label="${label}"]`)?.textContent;

export const Empty: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('tab', { name: 'Encode' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('switch', { name: 'Whole URL' })).not.toBeChecked();
    await expect(canvas.getByRole('textbox', { name: 'Text to encode' })).toHaveValue('');
    await expect(canvas.getByText('The encoded text appears here as you type.')).toBeVisible();
    await expect(args.onChange).toHaveBeenCalledWith({ mode: 'encode', scope: 'component', output: '', error: null });
  },
};

export const Encoding: Story = {
  name: 'Encoding a component, then a whole URL',
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Text to encode' }), 'https://x.dev/?q=crème & co');
    await waitFor(() => expect(output(canvasElement, 'Encoded')).toBe('https%3A%2F%2Fx.dev%2F%3Fq%3Dcr%C3%A8me%20%26%20co'));
    await userEvent.click(canvas.getByRole('switch', { name: 'Whole URL' }));
    await waitFor(() => expect(output(canvasElement, 'Encoded')).toBe('https://x.dev/?q=cr%C3%A8me%20&%20co'));
    await expect(canvas.getByText('On: for a complete address; : / ? & = # and the other characters that shape it are kept (encodeURI).')).toBeVisible();
    await expect(args.onChange).toHaveBeenLastCalledWith({ mode: 'encode', scope: 'url', output: 'https://x.dev/?q=cr%C3%A8me%20&%20co', error: null });
    await waitFor(() => expect(JSON.parse(localStorage.getItem(STORAGE_KEY)!)).toEqual({ mode: 'encode', scope: 'url', plusAsSpace: false }));
  },
};

export const DecodingFormData: Story = {
  name: 'Decoding form data (+ as space), then swapping back',
  args: { mode: 'decode', input: 'q=cr%C3%A8me+br%C3%BBl%C3%A9e', plusAsSpace: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('switch', { name: '+ means space' })).toBeChecked();
    await waitFor(() => expect(output(canvasElement, 'Decoded')).toBe('q=crème brûlée'));
    await userEvent.click(canvas.getByRole('switch', { name: '+ means space' }));
    await waitFor(() => expect(output(canvasElement, 'Decoded')).toBe('q=crème+brûlée'));
    await userEvent.click(canvas.getByRole('button', { name: 'Use Output as Input' }));
    await expect(canvas.getByRole('tab', { name: 'Encode' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(output(canvasElement, 'Encoded')).toBe('q%3Dcr%C3%A8me%2Bbr%C3%BBl%C3%A9e'));
  },
};

export const MalformedEscape: Story = {
  name: 'Malformed % sequence names the position',
  args: { mode: 'decode', input: 'Save 100% now%21' },
  play: async ({ canvas, args }) => {
    const field = canvas.getByRole('textbox', { name: 'Text to decode' }) as HTMLTextAreaElement;
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    const message = 'Malformed escape at position 9: “%” must be followed by two hexadecimal digits, found “% n”. Write a literal % as %25.';
    await expect(canvas.getByText(message)).toBeVisible();
    await expect(canvas.getByText('Fix the input to see the result.')).toBeVisible();
    await expect(args.onChange).toHaveBeenLastCalledWith({ mode: 'decode', scope: 'component', output: '', error: message });
    await userEvent.click(canvas.getByRole('button', { name: 'Select Position 9' }));
    await expect(field).toHaveFocus();
    await expect(field.value.slice(field.selectionStart, field.selectionEnd)).toBe('% n');
  },
};

export const Arabic: Story = {
  name: 'Arabic (right to left): form data decoded',
  globals: { locale: 'ar' },
  args: { mode: 'decode', input: 'q=cr%C3%A8me+br%C3%BBl%C3%A9e', plusAsSpace: true },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('tab', { name: 'فك الترميز' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('textbox', { name: 'النص المراد فك ترميزه' })).toHaveValue('q=cr%C3%A8me+br%C3%BBl%C3%A9e');
    await expect(canvas.getByRole('switch', { name: 'علامة + تعني مسافة' })).toBeChecked();
    await waitFor(() => expect(output(canvasElement, 'بعد فك الترميز')).toBe('q=crème brûlée'));
    await expect(canvas.getByRole('button', { name: 'تحليل الرابط بعد فك ترميزه' })).toBeVisible();
    await expect(args.onChange).toHaveBeenLastCalledWith({ mode: 'decode', scope: 'component', output: 'q=crème brûlée', error: null });
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  },
};

export const ParsedUrl: Story = {
  parameters: { visual: { copiedTimer: 'held' } },
  name: 'URL parsed into parts, value copied',
  // Headless Chromium denies clipboard reads, so record writes instead of reading them back.
  beforeEach: () => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    return () => writeText.mockRestore();
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Parse URL' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Load Sample' }));
    const parts = await canvas.findByRole('region', { name: 'Parts' });
    const part = (label: string) => within(parts).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    await expect(part('Protocol')).toBe('https:');
    await expect(part('Username')).toBe('user');
    await expect(part('Host')).toBe('shop.example.com');
    await expect(part('Port')).toBe('8443');
    await expect(part('Path')).toBe('/search/café menuas written: /search/caf%C3%A9%20menu');
    await expect(part('Fragment')).toBe('reviews (2)as written: #reviews%20(2)');
    const params = canvas.getByRole('region', { name: 'Query Parameters (5)' });
    const rows = within(params).getAllByRole('row').slice(1).map((row) => Array.from(row.querySelectorAll('td'), (td) => td.textContent).slice(0, 3));
    await expect(rows).toEqual([
      ['1', 'q', 'crème brûlée'],
      ['2', 'tag', 'dessert'],
      ['3', 'tag', 'french'],
      ['4', 'empty', '(empty)'],
      ['5', 'flag', '(no value)'],
    ]);
    await userEvent.click(within(params).getByRole('button', { name: 'Copy value of tag (#3)' }));
    await expect(await within(params).findByRole('button', { name: 'Copied!' })).toBeVisible();
    await expect(mocked(navigator.clipboard.writeText)).toHaveBeenCalledWith('french');
  },
};

export const InvalidUrl: Story = {
  name: 'Invalid URL',
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Parse URL' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'URL to parse' }), 'https://shop<1>.example');
    await expect(await canvas.findByText('This is not a valid absolute URL. Check the scheme (https://), the host name and any spaces.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'URL to parse' })).toHaveAttribute('aria-invalid', 'true');
  },
};
