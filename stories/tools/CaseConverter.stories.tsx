import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, mocked, spyOn, userEvent, waitFor, within } from 'storybook/test';
import CaseConverter from '../../src/tools/case-converter/CaseConverter';
import { CASES, SAMPLE_TEXT } from '../../src/tools/case-converter/case-converter';
import { messages } from '../../src/tools/case-converter/i18n';

const STORAGE_KEY = 'toolshed:case-converter';

/** Each result is a <pre data-case="{id}"> under a heading named after the case. */
const meta = {
  title: 'Tools/Case Converter',
  component: CaseConverter,
  args: { onChange: fn() },
  // The tool's messages load before each story renders (the preview's loader), so nothing suspends.
  parameters: { layout: 'fullscreen', messages: [messages] },
  // The per-line switch is remembered; it would leak from one story into the next.
  beforeEach: () => {
    localStorage.removeItem(STORAGE_KEY);
    return () => localStorage.removeItem(STORAGE_KEY);
  },
} satisfies Meta<typeof CaseConverter>;

export default meta;
type Story = StoryObj<typeof meta>;

const result = (canvasElement: HTMLElement, id: string) => canvasElement.querySelector(`pre[data-case="${id}"]`)?.textContent;

export const Empty: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('textbox', { name: 'Text to convert' })).toHaveValue('');
    await expect(canvas.getByText('Type or paste text above to see it in all 14 cases.')).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(CASES.map((c) => c.label));
    for (const c of CASES) await expect(canvas.getByRole('button', { name: `Copy ${c.label}` })).toBeDisabled();
    await expect(result(canvasElement, 'camel')).toBe('Nothing to convert yet');
    await expect(canvas.getByRole('button', { name: 'Clear All' })).toBeDisabled();
    await expect(canvas.getByRole('switch', { name: 'Convert each line separately' })).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith(expect.objectContaining({ text: '', perLine: true }));
  },
};

export const Typing: Story = {
  name: 'Typing converts to every case',
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Text to convert' }), 'XMLHttpRequest id2');
    await waitFor(() => expect(result(canvasElement, 'snake')).toBe('xml_http_request_id2'));
    await expect(result(canvasElement, 'lower')).toBe('xmlhttprequest id2');
    await expect(result(canvasElement, 'upper')).toBe('XMLHTTPREQUEST ID2');
    await expect(result(canvasElement, 'title')).toBe('Xml Http Request Id2');
    await expect(result(canvasElement, 'sentence')).toBe('Xml http request id2');
    await expect(result(canvasElement, 'camel')).toBe('xmlHttpRequestId2');
    await expect(result(canvasElement, 'pascal')).toBe('XmlHttpRequestId2');
    await expect(result(canvasElement, 'constant')).toBe('XML_HTTP_REQUEST_ID2');
    await expect(result(canvasElement, 'kebab')).toBe('xml-http-request-id2');
    await expect(result(canvasElement, 'dot')).toBe('xml.http.request.id2');
    await expect(result(canvasElement, 'path')).toBe('xml/http/request/id2');
    await expect(result(canvasElement, 'header')).toBe('Xml-Http-Request-Id2');
    await expect(result(canvasElement, 'alternating')).toBe('xMlHtTpReQuEsT iD2');
    await expect(result(canvasElement, 'inverse')).toBe('xmlhTTPrEQUEST ID2');
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith(
        expect.objectContaining({ text: 'XMLHttpRequest id2', cases: expect.objectContaining({ kebab: 'xml-http-request-id2' }) }),
      ),
    );
  },
};

export const Example: Story = {
  name: 'Example list, one name per line',
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Load Sample' }));
    await expect(canvas.getByRole('textbox', { name: 'Text to convert' })).toHaveValue(SAMPLE_TEXT);
    await waitFor(() =>
      expect(result(canvasElement, 'camel')).toBe('xmlHttpRequest\nuserId\ngetUserByEmail\ntheQuickBrownFoxJumpsOver_2LazyDogs'),
    );
    await expect(result(canvasElement, 'constant')).toBe('XML_HTTP_REQUEST\nUSER_ID\nGET_USER_BY_EMAIL\nTHE_QUICK_BROWN_FOX_JUMPS_OVER_2_LAZY_DOGS');
  },
};

export const WholeText: Story = {
  name: 'Whole text as one phrase',
  args: { initialText: 'user id\nfirst name' },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(result(canvasElement, 'camel')).toBe('userId\nfirstName');
    await userEvent.click(canvas.getByRole('switch', { name: 'Convert each line separately' }));
    await waitFor(() => expect(result(canvasElement, 'camel')).toBe('userIdFirstName'));
    await expect(result(canvasElement, 'kebab')).toBe('user-id-first-name');
    // Letter-by-letter cases keep the line break either way.
    await expect(result(canvasElement, 'upper')).toBe('USER ID\nFIRST NAME');
    await expect(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}')).toEqual({ perLine: false });
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ perLine: false }));
  },
};

export const Copied: Story = {
  parameters: { visual: { copiedTimer: 'held' } },
  args: { initialText: 'Hello world' },
  // Headless Chromium denies clipboard reads, so record writes instead of reading them back.
  beforeEach: () => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    return () => writeText.mockRestore();
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy snake_case' }));
    await expect(await canvas.findByRole('button', { name: 'Copied!' })).toBeVisible();
    await expect(mocked(navigator.clipboard.writeText)).toHaveBeenLastCalledWith('hello_world');
    await waitFor(() => expect(canvas.getAllByRole('status').some((s) => s.textContent === 'Copied!')).toBe(true));
  },
};

const LONG = 'The quickBrown fox_jumps-over 12 lazy dogs. '.repeat(60);

export const LongText: Story = {
  name: 'Long text shows a preview',
  args: { initialText: LONG },
  beforeEach: () => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    return () => writeText.mockRestore();
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(/Your text is 2,640 characters long/)).toBeVisible();
    const shown = result(canvasElement, 'kebab')!;
    await expect(shown.endsWith('…')).toBe(true);
    await expect(shown.length).toBeLessThan(2_002);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy kebab-case' }));
    const copied = mocked(navigator.clipboard.writeText).mock.calls[0]?.[0] ?? '';
    // The whole text: 60 × "the-quick-brown-fox-jumps-over-12-lazy-dogs" joined by "-".
    await expect(copied.length).toBe(60 * 43 + 59);
    await expect(copied.startsWith(shown.slice(0, -1))).toBe(true);
  },
};

export const Keyboard: Story = {
  name: 'Keyboard only',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Text to convert' })).toHaveFocus();
    await userEvent.keyboard('first name');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Clear All' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Load Sample' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('switch', { name: 'Convert each line separately' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Copy lower case' })).toHaveFocus();
    await waitFor(() => expect(result(canvasElement, 'pascal')).toBe('FirstName'));
  },
};

export const Arabic: Story = {
  name: 'Arabic (right to left)',
  globals: { locale: 'ar' },
  args: { initialText: 'user id\nfirst name' },
  play: async ({ canvas, canvasElement }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(canvas.getByRole('textbox', { name: 'النص المراد تحويله' })).toHaveValue('user id\nfirst name');
    await expect(canvas.getByRole('heading', { level: 2, name: 'النص المحوَّل' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: 'أحرف كبيرة' })).toBeVisible();
    await expect(canvas.getByText('متغيرات JavaScript')).toBeVisible();
    // The results are Latin identifiers: each reads left to right inside the right-to-left page.
    await expect(result(canvasElement, 'camel')).toBe('userId\nfirstName');
    await expect(result(canvasElement, 'upper')).toBe('USER ID\nFIRST NAME');
    await expect(canvasElement.querySelector('pre[data-case="camel"]')).toHaveAttribute('dir', 'auto');
    await userEvent.click(canvas.getByRole('switch', { name: 'تحويل كل سطر على حدة' }));
    await waitFor(() => expect(result(canvasElement, 'kebab')).toBe('user-id-first-name'));
    await expect(canvas.getByRole('button', { name: 'نسخ snake_case' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'نسخ أحرف صغيرة' })).toBeEnabled();
  },
};
