import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor } from 'storybook/test';
import { CodeOutput } from '../../src/ui/components/CodeOutput';
import { codeMaxHeights } from '../../src/ui/components/CodeOutput.css';
import { COPIED_MS } from '../../src/ui/clipboard';

const json = JSON.stringify(
  { name: 'toolshed', version: '0.1.0', private: true, tools: ['json-formatter', 'base64', 'uuid'], offline: { cache: 'all', updates: 'weekly' } },
  null,
  2,
);

const longLines = Array.from({ length: 60 }, (_, i) => `${String(i + 1).padStart(2, '0')}  2024-05-0${(i % 9) + 1}T12:00:00Z  INFO  request /api/tools/${i} served in ${(i * 7) % 50} ms`).join('\n');
const longLine = `const token = "${'eyJhbGciOiJIUzI1NiJ9'.repeat(8)}";`;

const meta = {
  title: 'UI/CodeOutput',
  component: CodeOutput,
  args: { label: 'Formatted JSON', value: json, language: 'JSON' },
  argTypes: { maxHeight: { control: 'inline-radio', options: codeMaxHeights } },
  // Headless Chromium denies clipboard reads, so record writes instead of reading them back.
  beforeEach: () => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    return () => writeText.mockRestore();
  },
} satisfies Meta<typeof CodeOutput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithJson: Story = {
  name: 'With JSON',
  args: { filename: 'package.json', mimeType: 'application/json', maxHeight: 'lg' },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Formatted JSON (JSON)' });
    await expect(region).toHaveTextContent('"name": "toolshed"');
    await expect(region).toHaveAttribute('tabindex', '0');
    await expect(canvas.getByText('Formatted JSON')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Copy' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Download' })).toBeEnabled();
  },
};

export const LongContent: Story = {
  name: 'Long content scrolls',
  args: { label: 'Server log', value: longLines, language: undefined, maxHeight: 'sm' },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Server log' });
    await expect(region.scrollHeight).toBeGreaterThan(region.clientHeight);
    // Keyboard users can reach and scroll it.
    await userEvent.tab();
    await userEvent.tab();
    await expect(region).toHaveFocus();
  },
};

export const Empty: Story = {
  args: { value: '', filename: 'output.json' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Formatted JSON (JSON)' })).toHaveTextContent('No output yet.');
    // Nothing to copy or save yet, so the actions are off rather than doing nothing.
    await expect(canvas.getByRole('button', { name: 'Copy' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Download' })).toBeDisabled();
  },
};

export const CustomEmptyText: Story = {
  name: 'Empty, custom text',
  args: { label: 'Hash', value: '', emptyText: 'Type something to see its SHA-256.', language: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Hash' })).toHaveTextContent('Type something to see its SHA-256.');
  },
};

export const NoWrap: Story = {
  name: 'Wrap off',
  args: { label: 'Snippet', value: longLine, language: 'JavaScript', wrap: false },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Snippet (JavaScript)' });
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
  },
};

export const Wrap: Story = {
  name: 'Wrap on',
  args: { label: 'Snippet', value: longLine, language: 'JavaScript', wrap: true },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Snippet (JavaScript)' });
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
  },
};

export const CopyOutput: Story = {
  name: 'Copy',
  args: { copyLabel: 'Copy JSON' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy JSON' }));
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(args.value);
    await expect(canvas.getByRole('button', { name: 'Copied!' })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Copied!'));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Copy JSON' })).toBeVisible(), { timeout: COPIED_MS + 1000 });
  },
};

export const DownloadOutput: Story = {
  name: 'Download',
  args: { filename: 'package.json', mimeType: 'application/json' },
  play: async ({ args, canvas }) => {
    const createObjectURL = spyOn(URL, 'createObjectURL');
    // Stop the real navigation; the anchor's attributes are what the browser would act on.
    const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Download' }));
      await expect(click).toHaveBeenCalledTimes(1);
      const anchor = click.mock.contexts[0];
      await expect(anchor).toBeInstanceOf(HTMLAnchorElement);
      await expect((anchor as HTMLAnchorElement).download).toBe('package.json');
      await expect((anchor as HTMLAnchorElement).href).toMatch(/^blob:/);
      // The temporary anchor is gone again.
      await expect((anchor as HTMLAnchorElement).isConnected).toBe(false);
      const blob = createObjectURL.mock.calls[0]?.[0];
      await expect(blob).toBeInstanceOf(Blob);
      await expect((blob as Blob).type).toBe('application/json');
      await expect(await (blob as Blob).text()).toBe(args.value);
    } finally {
      click.mockRestore();
      createObjectURL.mockRestore();
    }
  },
};
