import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, mocked, spyOn, userEvent, waitFor, within } from 'storybook/test';
import UuidGenerator from '../../src/tools/uuid-generator/UuidGenerator';
import { messages } from '../../src/tools/uuid-generator/i18n';
import { createGenerator, nameBasedUuids } from '../../src/tools/uuid-generator/generate';
import type { NameBased as NameBasedResult } from '../../src/tools/uuid-generator/uuid-generator';
import { recordClipboardWrites } from './support';

const STORAGE_KEY = 'toolshed:uuid-generator';

/** The bytes the pinned crypto.getRandomValues hands out: a fixed sequence, so screenshots never change. */
function pinnedBytes() {
  let state = 7;
  return (length: number) => Uint8Array.from({ length }, () => ((state = (state * 1103515245 + 12345) % 2 ** 31) >>> 16) & 0xff);
}

/**
 * Every story pins the random source (the screen draws through crypto.getRandomValues): v4 values,
 * and so their screenshots, are the same every run. The clock is not pinned (a frozen Date.now
 * stalls the story runner), so the time-based kinds' lists are masked in their screenshots.
 */
function pinRandomness() {
  const bytes = pinnedBytes();
  const random = spyOn(crypto, 'getRandomValues').mockImplementation(<T extends ArrayBufferView | null>(array: T): T => {
    if (array instanceof Uint8Array) array.set(bytes(array.length));
    return array;
  });
  return () => random.mockRestore();
}

/** What the screen shows for the first `count` v4 UUIDs with the pinned randomness. */
const expectedV4 = (count: number) => createGenerator({ now: () => 0, bytes: pinnedBytes() })('v4', count);

const isSorted = (values: string[]) => values.every((value, i) => i === 0 || values[i - 1]! < value);

const valuesOf = (result: NameBasedResult) => (result.ok ? result.values : []);

const meta = {
  title: 'Tools/UUID Generator',
  component: UuidGenerator,
  args: { onChange: fn() },
  parameters: { layout: 'fullscreen', messages: [messages] },
  // Remembered settings would leak from one story into the next.
  beforeEach: () => {
    localStorage.removeItem(STORAGE_KEY);
    const unpin = pinRandomness();
    return () => {
      unpin();
      localStorage.removeItem(STORAGE_KEY);
    };
  },
} satisfies Meta<typeof UuidGenerator>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const output = (canvasElement: HTMLElement) => canvasElement.querySelector('pre code')?.textContent ?? '';
const menu = (canvas: Canvas, name: string) => canvas.getByRole('combobox', { name: new RegExp(`^${name}`) }) as HTMLSelectElement;
/** The value of a `<dt>label</dt><dd>value</dd>` row of the validator. */
const detail = (canvasElement: HTMLElement, label: string) =>
  Array.from(canvasElement.querySelectorAll('dt')).find((dt) => dt.textContent === label)?.nextElementSibling?.textContent;
const announced = (canvas: Canvas, text: string) => waitFor(() => expect(canvas.getAllByRole('status').some((s: HTMLElement) => s.textContent === text)).toBe(true));

export const Default: Story = {
  name: 'Default: five UUID v4',
  play: async ({ canvas, canvasElement, args }) => {
    const values = expectedV4(5);
    await waitFor(() => expect(output(canvasElement)).toBe(values.join('\n')));
    for (const value of values) await expect(value).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    await expect(menu(canvas, 'Type').selectedOptions[0]).toHaveTextContent('UUID v4 (random)');
    await expect(canvas.getByText('122 random bits: the usual choice.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'How many' })).toHaveValue('5');
    await expect(canvas.getByRole('switch', { name: 'Uppercase' })).not.toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Hyphens' })).toBeChecked();
    await expect(canvas.getByRole('region', { name: 'UUIDs' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Copy Details' })).toBeDisabled();
    await expect(args.onChange).toHaveBeenLastCalledWith({
      version: 'v4',
      count: 5,
      uppercase: false,
      hyphens: true,
      namespace: 'dns',
      values,
      error: null,
      check: null,
    });
    await announced(canvas, 'Generated 5 UUIDs.');
  },
};

export const SortableUppercase: Story = {
  name: 'v7, upper case without hyphens',
  args: { version: 'v7', count: '4', uppercase: 'true', hyphens: 'false' },
  // The time at the front of each value changes from run to run.
  parameters: { visual: { mask: ['pre'] } },
  play: async ({ canvas, canvasElement, args }) => {
    await waitFor(() => expect(output(canvasElement).split('\n')).toHaveLength(4));
    const values = output(canvasElement).split('\n');
    // Within one millisecond and across them the counter under the time keeps them in order.
    await expect(isSorted(values)).toBe(true);
    for (const value of values) await expect(value).toMatch(/^[0-9A-F]{12}7[0-9A-F]{3}[89AB][0-9A-F]{15}$/);
    await expect(canvas.getByText('Starts with the time in milliseconds, so new IDs sort last; ideal for database keys.')).toBeVisible();
    await expect(canvas.getByRole('switch', { name: 'Uppercase' })).toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Hyphens' })).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ version: 'v7', count: 4, uppercase: true, hyphens: false, values }));
    // Hyphens back on: the same values, regrouped, not new ones.
    await userEvent.click(canvas.getByRole('switch', { name: 'Hyphens' }));
    await expect(output(canvasElement)).toBe(values.map((v) => `${v.slice(0, 8)}-${v.slice(8, 12)}-${v.slice(12, 16)}-${v.slice(16, 20)}-${v.slice(20)}`).join('\n'));
    await userEvent.click(canvas.getByRole('switch', { name: 'Hyphens' }));
  },
};

export const Ulids: Story = {
  name: 'ULIDs: Generate New and Copy',
  args: { version: 'ulid', count: 3, uppercase: true },
  // The time at the front of each value changes from run to run.
  parameters: { visual: { copiedTimer: 'held', mask: ['pre'] } },
  beforeEach: recordClipboardWrites,
  play: async ({ canvas, canvasElement, args }) => {
    await waitFor(() => expect(output(canvasElement).split('\n')).toHaveLength(3));
    const first = output(canvasElement).split('\n');
    for (const value of first) await expect(value).toMatch(/^[0-7][0-9A-HJKMNP-TV-Z]{25}$/);
    const hyphens = canvas.getByRole('switch', { name: 'Hyphens' });
    await expect(hyphens).toBeDisabled();
    await expect(canvas.getByText('ULIDs have no hyphens.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Generate New ULIDs' }));
    await waitFor(() => expect(output(canvasElement)).not.toBe(first.join('\n')));
    const second = output(canvasElement).split('\n');
    // The next three sort after the first three, even within the same millisecond.
    await expect(isSorted([...first, ...second])).toBe(true);
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ version: 'ulid', count: 3, values: second }));
    await announced(canvas, 'Generated 3 ULIDs.');
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
    await expect(await canvas.findByRole('button', { name: 'Copied!' })).toBeVisible();
    await expect(mocked(navigator.clipboard.writeText)).toHaveBeenLastCalledWith(second.join('\n'));
  },
};

export const NameBased: Story = {
  name: 'v5 from names, custom namespace',
  args: { version: 'v5', names: 'example.com\nexample.org' },
  play: async ({ canvas, canvasElement, args }) => {
    const dns = valuesOf(nameBasedUuids('dns', 'example.com\nexample.org'));
    await waitFor(() => expect(output(canvasElement)).toBe(dns.join('\n')));
    await expect(dns[0]).toBe('cfbff0d1-9375-5685-968c-48ce8b15ae17');
    await expect(canvas.queryByRole('textbox', { name: 'How many' })).toBeNull();
    await expect(canvas.getByText('A v5 UUID is fixed by its namespace and name: change them for new ones.')).toBeVisible();
    await userEvent.selectOptions(menu(canvas, 'Namespace'), 'custom');
    const custom = canvas.getByRole('textbox', { name: 'Namespace UUID' });
    await expect(await canvas.findByText('Enter the namespace as a UUID, e.g. 6ba7b810-9dad-11d1-80b4-00c04fd430c8.')).toBeVisible();
    await expect(canvas.getByText('Fix the settings above to see UUIDs.')).toBeVisible();
    await userEvent.type(custom, '6ba7b811-9dad-11d1-80b4-00c04fd430c8');
    const url = valuesOf(nameBasedUuids('url', 'example.com\nexample.org'));
    await waitFor(() => expect(output(canvasElement)).toBe(url.join('\n')));
    await expect(custom).not.toHaveAttribute('aria-invalid', 'true');
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ version: 'v5', namespace: '6ba7b811-9dad-11d1-80b4-00c04fd430c8', values: url, error: null }));
    const names = canvas.getByRole('textbox', { name: 'Names' });
    await userEvent.clear(names);
    await expect(await canvas.findByText('Type a name, e.g. example.com.')).toBeVisible();
    await userEvent.type(names, 'www.example.com');
    // RFC 9562's own v5 example is in the DNS namespace; this is the URL one's.
    await waitFor(() => expect(output(canvasElement)).toBe(valuesOf(nameBasedUuids('url', 'www.example.com')).join('\n')));
  },
};

export const InvalidCount: Story = {
  name: 'Invalid count',
  play: async ({ canvas, canvasElement }) => {
    const before = expectedV4(5).join('\n');
    await waitFor(() => expect(output(canvasElement)).toBe(before));
    const count = canvas.getByRole('textbox', { name: 'How many' });
    await userEvent.clear(count);
    await userEvent.tab();
    await expect(await canvas.findByText('Enter a whole number from 1 to 1,000.')).toBeVisible();
    await expect(count).toHaveAttribute('aria-invalid', 'true');
    // The last good list stays.
    await expect(output(canvasElement)).toBe(before);
  },
};

export const ValidateV7: Story = {
  name: 'Validator: a v7 and its time',
  args: { check: '0192f1a4-7c3e-7b2a-9f41-3c5d8e2a1b60' },
  beforeEach: recordClipboardWrites,
  play: async ({ canvas, canvasElement, args }) => {
    await expect(await canvas.findByText('A valid UUID.', { selector: 'p' })).toBeVisible();
    await expect(detail(canvasElement, 'Type')).toBe('UUID');
    await expect(detail(canvasElement, 'Version')).toBe('7: Unix time, sortable');
    await expect(detail(canvasElement, 'Variant')).toBe('RFC 9562, the standard (10xx)');
    await expect(detail(canvasElement, 'Time (UTC)')).toBe('2024-11-03T10:49:01.758Z');
    await expect(detail(canvasElement, 'Unix time (ms)')).toBe('1730630941758');
    await expect(detail(canvasElement, 'Same bits as a ULID')).toBe('01JBRT8Z1YFCN9YG9WBP72M6V0');
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith(
        expect.objectContaining({ check: { valid: true, type: 'uuid', version: 7, variant: 'rfc', time: '2024-11-03T10:49:01.758Z', error: null } }),
      ),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Copy Details' }));
    await expect(mocked(navigator.clipboard.writeText)).toHaveBeenLastCalledWith(
      [
        'Type: UUID',
        'Version: 7: Unix time, sortable',
        'Variant: RFC 9562, the standard (10xx)',
        'Time (UTC): 2024-11-03T10:49:01.758Z',
        'Unix time (ms): 1730630941758',
        'Standard form: 0192f1a4-7c3e-7b2a-9f41-3c5d8e2a1b60',
        'Same bits as a ULID: 01JBRT8Z1YFCN9YG9WBP72M6V0',
      ].join('\n'),
    );
    // A ULID reads back too.
    const field = canvas.getByRole('textbox', { name: 'UUID or ULID' });
    await userEvent.clear(field);
    await userEvent.type(field, '01ARYZ6S41TSV4RRFFQ69G5FAV');
    await expect(await canvas.findByText('A valid ULID.', { selector: 'p' })).toBeVisible();
    await expect(detail(canvasElement, 'Time (UTC)')).toBe('2016-07-30T22:36:16.385Z');
    await expect(detail(canvasElement, 'Same bits as a UUID')).toBe('01563df3-6481-d676-4c61-efb99302bd5b');
  },
};

export const ValidateInvalid: Story = {
  name: 'Validator: not a UUID',
  args: { check: '6ba7b810-9dad-11d1-80b4-00c04fd430cg' },
  play: async ({ canvas, canvasElement, args }) => {
    const field = canvas.getByRole('textbox', { name: 'UUID or ULID' });
    await expect(await canvas.findByText('“g” (character 36) is not a hex digit: a UUID uses 0–9 and a–f.')).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(canvasElement.querySelector('dl')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Copy Details' })).toBeDisabled();
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ check: expect.objectContaining({ valid: false, type: null }) })));
    await userEvent.clear(field);
    await userEvent.type(field, '6ba7b810-9dad-11d1-80b4');
    await expect(await canvas.findByText('This has 20 digits. A UUID has 32 hex digits (36 characters with hyphens), a ULID 26 characters.')).toBeVisible();
  },
};

export const Arabic: Story = {
  name: 'Arabic (right to left)',
  globals: { locale: 'ar' },
  args: { check: '01ARYZ6S41TSV4RRFFQ69G5FAV' },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(output(canvasElement)).toBe(expectedV4(5).join('\n')));
    await expect(menu(canvas, 'النوع').selectedOptions[0]).toHaveTextContent('UUID v4 (عشوائي)');
    await expect(canvas.getByRole('button', { name: 'إنشاء معرّفات UUID جديدة' })).toBeVisible();
    await expect(await canvas.findByText('معرّف ULID صالح.', { selector: 'p' })).toBeVisible();
    await expect(detail(canvasElement, 'الوقت (UTC)')).toBe('2016-07-30T22:36:16.385Z');
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  },
};
