import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, mocked, spyOn, userEvent, waitFor, within } from 'storybook/test';
import HashGenerator from '../../src/tools/hash-generator/HashGenerator';
import { messages } from '../../src/tools/hash-generator/i18n';

/** Digests are checked against published vectors (FIPS 180 examples, RFC 1321, RFC 4231). */
const STORAGE_KEY = 'toolshed:hash-generator';

const meta = {
  title: 'Tools/Hash Generator',
  component: HashGenerator,
  args: { onChange: fn() },
  // The tool's messages load before each story renders (the preview's loader), so nothing suspends.
  parameters: { layout: 'fullscreen', messages: [messages] },
  // Remembered settings would leak from one story into the next.
  beforeEach: () => {
    localStorage.removeItem(STORAGE_KEY);
    return () => localStorage.removeItem(STORAGE_KEY);
  },
} satisfies Meta<typeof HashGenerator>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The digest shown for a label (`<dt>SHA-256</dt><dd><code>…</code>`). */
const digest = (canvasElement: HTMLElement, label: string) => {
  const dt = Array.from(canvasElement.querySelectorAll('dt')).find((el) => el.textContent === label);
  return dt?.nextElementSibling?.querySelector('code')?.textContent;
};

export const Empty: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('tab', { name: 'Text' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('textbox', { name: 'Text to hash' })).toHaveValue('');
    await expect(canvas.getByText('Type or paste text to see its hashes.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Copy All' })).toBeDisabled();
    await expect(canvas.getByRole('checkbox', { name: 'SHA-256' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'SHA3-256' })).not.toBeChecked();
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith({ source: 'text', fileName: null, bytes: 0, format: 'hex', hmac: false, digests: {} }));
  },
};

export const TextHashed: Story = {
  name: 'Text hashed',
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Text to hash' }), 'abc');
    await waitFor(() => expect(digest(canvasElement, 'SHA-256')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'));
    await expect(digest(canvasElement, 'MD5')).toBe('900150983cd24fb0d6963f7d28e17f72');
    await expect(digest(canvasElement, 'SHA-1')).toBe('a9993e364706816aba3e25717850c26c9cd0d89d');
    await expect(digest(canvasElement, 'SHA-384')).toBe('cb00753f45a35e8bb5a03d699ac65007272c32ab0eded1631a8b605a43ff5bed8086072ba1e7cc2358baeca134c825a7');
    await expect(digest(canvasElement, 'SHA-512')).toBe(
      'ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f',
    );
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith(
        expect.objectContaining({ bytes: 3, digests: expect.objectContaining({ md5: '900150983cd24fb0d6963f7d28e17f72' }) }),
      ),
    );
  },
};

export const Base64SHA3: Story = {
  name: 'Base64 output with SHA-3',
  args: { initialText: 'abc', algorithms: 'sha256,sha3-256' },
  play: async ({ canvas, canvasElement }) => {
    // The hashing code loads after the first render.
    await waitFor(() => expect(digest(canvasElement, 'SHA-256')).toBeDefined());
    await expect(digest(canvasElement, 'MD5')).toBeUndefined();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Output format' }), 'base64');
    await expect(digest(canvasElement, 'SHA-256')).toBe('ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0=');
    await expect(digest(canvasElement, 'SHA3-256')).toBe('Ophdp0/iJbIEXBcta9OQvYVfCG4+nVJbRr/iRRFDFTI=');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Output format' }), 'hex-upper');
    await expect(digest(canvasElement, 'SHA3-256')).toBe('3A985DA74FE225B2045C172D6BD390BD855F086E3E9D525B46BFE24511431532');
  },
};

export const Hmac: Story = {
  name: 'HMAC with a key',
  args: { initialText: 'what do ya want for nothing?', hmacKey: 'Jefe', algorithms: 'sha256,sha512' },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('switch', { name: 'HMAC' })).toBeChecked();
    await expect(canvas.getByLabelText('Secret key')).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('heading', { name: 'HMACs' })).toBeVisible();
    // RFC 4231 test case 2.
    await waitFor(() => expect(digest(canvasElement, 'HMAC-SHA-256')).toBe('5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843'));
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ hmac: true })));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Show key' }));
    await expect(canvas.getByRole('textbox', { name: 'Secret key' })).toHaveValue('Jefe');
    await expect(localStorage.getItem(STORAGE_KEY) ?? '').not.toContain('Jefe');
  },
};

export const InvalidKey: Story = {
  name: 'Invalid hex key',
  args: { initialText: 'Hi There', hmacKey: '0b0b0b', keyFormat: 'hex', algorithms: 'sha256' },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(digest(canvasElement, 'HMAC-SHA-256')).toBeDefined());
    const key = canvas.getByLabelText('Secret key');
    await userEvent.type(key, 'g');
    await expect(await canvas.findByText('Enter the key as hex digits (0–9, a–f), two per byte.')).toBeVisible();
    await expect(key).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Fix the key to see the HMACs.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Copy All' })).toBeDisabled();
  },
};

export const NoAlgorithm: Story = {
  name: 'No algorithm chosen',
  args: { initialText: 'abc', algorithms: 'md5' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'MD5' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Choose at least one algorithm.');
    await expect(canvas.getByRole('button', { name: 'Copy All' })).toBeDisabled();
  },
};

export const FileHashed: Story = {
  name: 'File hashed',
  args: { algorithms: 'md5,sha256' },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'File' }));
    await expect(canvas.getByText('Choose a file to see its hashes.')).toBeVisible();
    const input = canvasElement.querySelector<HTMLInputElement>('input[type=file]')!;
    await userEvent.upload(input, new File(['abc'], 'notes.txt', { type: 'text/plain' }));
    await expect(await canvas.findByText('notes.txt · 3 bytes')).toBeVisible();
    await waitFor(() => expect(digest(canvasElement, 'SHA-256')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'));
    // The bar's code loads on demand (issue #31): it may arrive a moment after the digest.
    await expect(await canvas.findByRole('progressbar', { name: 'Hashed notes.txt' })).toHaveAttribute('aria-valuenow', '100');
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith(
        expect.objectContaining({ source: 'file', fileName: 'notes.txt', bytes: 3, digests: { md5: '900150983cd24fb0d6963f7d28e17f72', sha256: expect.any(String) } }),
      ),
    );
  },
};

export const Copied: Story = {
  parameters: { visual: { copiedTimer: 'held' } },
  args: { initialText: 'abc', algorithms: 'md5,sha1' },
  // Headless Chromium denies clipboard reads, so record writes instead of reading them back.
  beforeEach: () => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    return () => writeText.mockRestore();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Copy SHA-1' }));
    await expect(await canvas.findByRole('button', { name: 'Copied!' })).toBeVisible();
    await expect(mocked(navigator.clipboard.writeText)).toHaveBeenLastCalledWith('a9993e364706816aba3e25717850c26c9cd0d89d');
    await userEvent.click(canvas.getByRole('button', { name: 'Copy All' }));
    await expect(mocked(navigator.clipboard.writeText)).toHaveBeenLastCalledWith(
      'MD5:    900150983cd24fb0d6963f7d28e17f72\nSHA-1:  a9993e364706816aba3e25717850c26c9cd0d89d',
    );
  },
};

export const German: Story = {
  name: 'German: text hashed, HMAC key as hex',
  globals: { locale: 'de' },
  args: { algorithms: 'md5,sha256' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'Hashwerte' })).toBeVisible();
    await expect(canvas.getByText('Geben Sie Text ein oder fügen Sie ihn ein, um seine Hashwerte zu sehen.')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Zu hashender Text' }), 'abc');
    await waitFor(() => expect(digest(canvasElement, 'SHA-256')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'));
    await expect(digest(canvasElement, 'MD5')).toBe('900150983cd24fb0d6963f7d28e17f72');
    await expect(canvas.getByRole('button', { name: 'SHA-256 kopieren' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Ausgabeformat' })).toHaveValue('hex');
    await userEvent.click(canvas.getByRole('switch', { name: 'HMAC' }));
    await expect(canvas.getByRole('heading', { name: 'HMAC-Werte' })).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Schlüsselformat' }), 'hex');
    await userEvent.type(canvas.getByLabelText('Geheimer Schlüssel'), 'xyz');
    await expect(await canvas.findByText('Geben Sie den Schlüssel als Hexadezimalziffern ein (0–9, a–f), zwei pro Byte.')).toBeVisible();
    await expect(canvas.getByText('Korrigieren Sie den Schlüssel, um die HMAC-Werte zu sehen.')).toBeVisible();
    await userEvent.clear(canvas.getByLabelText('Geheimer Schlüssel'));
    // RFC 4231's first key, 20 bytes of 0x0b, over "abc" (node:crypto's HMAC).
    await userEvent.type(canvas.getByLabelText('Geheimer Schlüssel'), '0b'.repeat(20));
    await waitFor(() => expect(digest(canvasElement, 'HMAC-SHA-256')).toBe('721e281e92410e545a431eac66267721b917c6beaf08a86d6e4bc67b657b92de'));
    await expect(digest(canvasElement, 'HMAC-MD5')).toBe('15f5389df05c66cdd546147e0f2e8145');
  },
};
