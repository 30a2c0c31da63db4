import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, mocked, userEvent, waitFor, within } from 'storybook/test';
import YamlJsonConverter from '../../src/tools/yaml-json-converter/YamlJsonConverter';
import { messages } from '../../src/tools/yaml-json-converter/i18n';
import { SAMPLE_YAML } from '../../src/tools/yaml-json-converter/yaml-json-converter';
import { canceledStory, workingStory, workersBlockedStory } from '../background-work';
import { narrow } from '../narrow';
import { recordClipboardWrites, recordDownloads } from './support';

const STORAGE_KEY = 'toolshed:yaml-json-converter';

/**
 * Input under 100,000 characters converts during render (once the `yaml` package has loaded, at
 * the first input or when there is text); larger input goes to a Worker (or runs in slices where
 * workers are blocked), and past 1,000,000 characters the input is shown read-only.
 */
const meta = {
  title: 'Tools/YAML JSON Converter',
  component: YamlJsonConverter,
  args: { onChange: fn() },
  parameters: { layout: 'fullscreen', messages: [messages] },
  // Remembered settings would leak from one story into the next.
  beforeEach: () => {
    localStorage.removeItem(STORAGE_KEY);
    return () => localStorage.removeItem(STORAGE_KEY);
  },
} satisfies Meta<typeof YamlJsonConverter>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const yamlInput = (canvas: Canvas) => canvas.getByRole('textbox', { name: 'YAML input' });
const jsonInput = (canvas: Canvas) => canvas.getByRole('textbox', { name: 'JSON input' });
/** The text of the result view, line numbers left out. */
const outputText = (canvas: Canvas, name: 'JSON result' | 'YAML result') =>
  Array.from((canvas.getByRole('region', { name }) as HTMLElement).querySelectorAll('div > span:last-child'))
    .filter((el) => !el.closest('[aria-hidden="true"]'))
    .map((el) => el.textContent)
    .join('\n');

const TAB_INDENTED = 'server:\n  host: example.com\n\tport: 8080\n';
const TAB_MESSAGE = 'Invalid YAML at line 3, column 1: Tabs are not allowed as indentation. Indent with spaces.';

/** Block YAML of about 1.1 MB: past the read-only threshold, so it converts in the background. */
const largeYaml = `items:\n${Array.from({ length: 20_000 }, (_, i) => `  - id: ${i}\n    name: Item ${i}\n    tags: [a, b]\n`).join('')}`;
const work = { args: { initialText: largeYaml }, verb: 'Converting', progress: 'Converting your data' };

export const Empty: Story = {
  play: async ({ canvas, args }) => {
    await expect(yamlInput(canvas)).toHaveValue('');
    await expect(canvas.getByRole('heading', { name: 'YAML to JSON' })).toBeVisible();
    await expect(canvas.getByText('Paste YAML, load the sample or upload a file: the JSON appears here.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Clear All' })).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: '2 spaces' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith({ status: 'empty', output: '', documents: 0, error: null });
  },
};

export const SampleConverted: Story = {
  name: 'Sample converted (anchors, merge keys, two documents)',
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Load Sample' }));
    await expect(yamlInput(canvas)).toHaveValue(SAMPLE_YAML);
    await expect(await canvas.findByText('2 documents converted to a JSON array.')).toBeVisible();
    const [first, second] = JSON.parse(outputText(canvas, 'JSON result')) as [{ services: Record<string, Record<string, unknown>> }, unknown];
    await expect(first.services.web).toEqual({ image: 'nginx:1.27', restart: 'unless-stopped', ports: [80, 443], replicas: 3 });
    await expect(first.services.admin?.note).toBe('Internal only.\nReachable through the VPN.\n');
    await expect(second).toEqual({ release: '2.4.0', date: '2026-11-28' });
    await waitFor(() => expect(mocked(args.onChange!).mock.lastCall?.[0]).toMatchObject({ status: 'ok', documents: 2, error: null }));
  },
};

export const TabIndentation: Story = {
  name: 'A tab used as indentation: line and column',
  args: { initialText: TAB_INDENTED },
  play: async ({ canvas, args }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Cannot convert');
    await expect(alert).toHaveTextContent(TAB_MESSAGE);
    await expect(canvas.getByText('Fix the problem in the input to see the result.')).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'JSON result' })).toBeNull();
    await expect(args.onChange).toHaveBeenLastCalledWith({ status: 'error', output: '', documents: 0, error: TAB_MESSAGE });
  },
};

export const Notes: Story = {
  name: 'Converted with notes (an unknown tag, .inf)',
  args: { initialText: 'limit: .inf\nwhen: !date 2026-11-28\n' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('1 document converted to JSON.')).toBeVisible();
    await expect(canvas.getByText('Line 2, column 7: Unresolved tag: !date')).toBeVisible();
    await expect(canvas.getByText('1 number (.inf or .nan) has no JSON form and became null.')).toBeVisible();
    await expect(JSON.parse(outputText(canvas, 'JSON result'))).toEqual({ limit: null, when: '2026-11-28' });
  },
};

export const SwappedToYaml: Story = {
  name: 'Swap: the JSON back to YAML, 4 spaces',
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Load Sample' }));
    await expect(await canvas.findByText('2 documents converted to a JSON array.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Swap' }));
    await expect(canvas.getByRole('heading', { name: 'JSON to YAML' })).toBeVisible();
    await expect((jsonInput(canvas) as HTMLTextAreaElement).value.startsWith('[\n  {\n    "defaults": {')).toBe(true);
    await expect(await canvas.findByText('Converted to YAML.')).toBeVisible();
    await expect(outputText(canvas, 'YAML result').startsWith('- defaults:\n    image: nginx:1.27\n    restart: unless-stopped')).toBe(true);
    await userEvent.click(canvas.getByRole('radio', { name: '4 spaces' }));
    await waitFor(() => expect(outputText(canvas, 'YAML result').startsWith('- defaults:\n      image: nginx:1.27\n      restart: unless-stopped')).toBe(true));
    await expect(canvas.getByText('Spaces per level in the YAML.')).toBeVisible();
    await expect(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}')).toMatchObject({ direction: 'json-to-yaml', indent: 4 });
  },
};

export const InvalidJson: Story = {
  name: 'Invalid JSON: line and column',
  args: { direction: 'json-to-yaml', initialText: '{\n  "name": "Ada",\n  "city": \n}' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/Invalid JSON at line 4, column 1: /);
  },
  parameters: { visual: { disable: true } },
};

export const AliasProblems: Story = {
  name: 'An alias with no anchor',
  args: { initialText: 'base: &base {image: nginx}\nweb: *bsae\n' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Line 2, column 6: the alias *bsae refers to no anchor. Define &bsae before the alias.');
  },
  parameters: { visual: { disable: true } },
};

export const CopyAndDownload: Story = {
  name: 'Copy and Download data.yaml',
  args: { direction: 'json-to-yaml', initialText: '{"name": "toolshed", "tags": ["yaml", "json"]}' },
  beforeEach: () => {
    const clipboard = recordClipboardWrites();
    const downloads = recordDownloads();
    return () => {
      clipboard();
      downloads();
    };
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Download data.yaml' }));
    const anchors = mocked(HTMLAnchorElement.prototype.click).mock.contexts as HTMLAnchorElement[];
    await expect(anchors.map((a) => a.download)).toEqual(['data.yaml']);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
    await expect(await canvas.findByRole('button', { name: 'Copied!' })).toBeVisible();
    await expect(mocked(navigator.clipboard.writeText)).toHaveBeenCalledWith('name: toolshed\ntags:\n  - yaml\n  - json\n');
  },
  parameters: { visual: { copiedTimer: 'held' } },
};

export const UploadJsonFile: Story = {
  name: 'Upload a .json file: the direction follows it',
  beforeEach: recordDownloads,
  play: async ({ canvas, canvasElement }) => {
    const picker = canvasElement.querySelector<HTMLInputElement>('input[type=file]')!;
    await userEvent.upload(picker, new File(['{"id":1,"tags":["a","b"]}'], 'export.json', { type: 'application/json' }), { applyAccept: false });
    await expect(await canvas.findByRole('heading', { name: 'JSON to YAML' })).toBeVisible();
    await expect(await canvas.findByRole('region', { name: 'YAML result' })).toBeVisible();
    await expect(outputText(canvas, 'YAML result')).toBe('id: 1\ntags:\n  - a\n  - b\n');
  },
  parameters: { visual: { disable: true } },
};

export const Large: Story = {
  name: 'Large YAML (Worker, read-only input, virtualised result)',
  args: { initialText: largeYaml },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('1 document converted to JSON.', {}, { timeout: 60_000 })).toBeVisible();
    await expect(canvasElement.querySelector('[data-ran-on]')).toHaveAttribute('data-ran-on', 'worker');
    await expect(canvas.queryByRole('textbox', { name: 'YAML input' })).toBeNull();
    await expect(canvas.getByRole('region', { name: 'YAML input (read-only)' })).toBeVisible();
    const region = canvas.getByRole('region', { name: 'JSON result' });
    // Only the rows in view are in the DOM, not 160,000 lines.
    await expect(region.querySelectorAll('[aria-hidden="true"]').length).toBeLessThan(100);
  },
};

export const Converting: Story = { ...workingStory(work) };

export const Cancelled: Story = { ...canceledStory(work) };

export const WorkersBlocked: Story = workersBlockedStory('converted on the page in slices', { initialText: largeYaml.slice(0, largeYaml.lastIndexOf('\n  - ', 150_000) + 1) }, '1 document converted to JSON.');

export const Keyboard: Story = {
  name: 'Keyboard only',
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(yamlInput(canvas)).toHaveFocus();
    await userEvent.keyboard('a: 1{Enter}b: x');
    await expect(await canvas.findByText('1 document converted to JSON.')).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Load Sample' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Swap' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('heading', { name: 'JSON to YAML' })).toBeVisible();
    await expect(await canvas.findByText('Converted to YAML.')).toBeVisible();
    await expect(outputText(canvas, 'YAML result')).toBe('a: 1\nb: x\n');
  },
  parameters: { visual: { disable: true } },
};

export const Narrow: Story = {
  name: 'Narrow (320px)',
  args: { initialText: SAMPLE_YAML },
  decorators: [narrow],
  play: async ({ canvas, canvasElement }) => {
    // The summary is right under the input, before the result card.
    const summary = await canvas.findByText('2 documents converted to a JSON array.');
    const root = canvasElement.querySelector<HTMLElement>('[data-ran-on]')!;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    await expect(summary.getBoundingClientRect().top).toBeLessThan(canvas.getByRole('heading', { name: 'Result' }).getBoundingClientRect().top);
  },
};

export const Arabic: Story = {
  name: 'Arabic (right to left): a tab used as indentation',
  globals: { locale: 'ar' },
  args: { initialText: TAB_INDENTED },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'من YAML إلى JSON' })).toBeVisible();
    await expect(await canvas.findByRole('alert')).toHaveTextContent('YAML غير صالح في السطر 3، العمود 1: لا يُسمح بعلامات الجدولة للمسافة البادئة. استخدم المسافات.');
    await expect(canvas.getByRole('radio', { name: 'مسافتان' })).toBeChecked();
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  },
};
