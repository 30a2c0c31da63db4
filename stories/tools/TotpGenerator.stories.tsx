import type { Meta, StoryObj } from '@storybook/react-vite';
import { generate } from 'lean-qr';
import { expect, fn, mocked, userEvent, waitFor, within } from 'storybook/test';
import TotpGenerator from '../../src/tools/totp-generator/TotpGenerator';
import { messages } from '../../src/tools/totp-generator/i18n';
import { REMEMBER_KEY, hotp } from '../../src/tools/totp-generator/totp';
import { recordClipboardWrites } from './support';

type Canvas = ReturnType<typeof within>;

const SETTINGS_KEY = 'toolshed:totp-generator';
/** RFC 6238's SHA-1 seed, "12345678901234567890", in Base32. */
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
const RFC_KEY = new TextEncoder().encode('12345678901234567890');
/** 1234567900 s: step 41152263 (RFC 6238's T = 1234567890 is in it), 20 seconds left. */
const NOW = 1_234_567_900_000;
const STEP = 41152263;

/**
 * Every story pins "now", so codes and the ring never move a screenshot. The code is
 * [data-testid="totp-code"], the next one [data-testid="totp-next"], the verification
 * [data-testid="totp-verify"]. Each story starts with nothing remembered.
 */
const meta = {
  title: 'Tools/TOTP Generator',
  component: TotpGenerator,
  args: { now: NOW, onChange: fn() },
  parameters: { layout: 'fullscreen', messages: [messages] },
  beforeEach: () => {
    const clear = () => {
      localStorage.removeItem(REMEMBER_KEY);
      localStorage.removeItem(SETTINGS_KEY);
    };
    clear();
    return clear;
  },
} satisfies Meta<typeof TotpGenerator>;

export default meta;
type Story = StoryObj<typeof meta>;

const secretField = (canvas: Canvas) => canvas.getByRole('textbox', { name: 'Secret or otpauth link' });
const codeOf = (canvas: Canvas) => canvas.findByTestId('totp-code');
/** Every value the page stored, as one string: the secret must not be in it unless remembered. */
const storedText = () => Object.keys(localStorage).map((key) => `${key}=${localStorage.getItem(key)}`).join('\n');
/** Every toolshed-change detail the tool reported, as one string. */
const reported = (onChange: unknown) => JSON.stringify(mocked(onChange as (detail: unknown) => void).mock.calls);

export const Empty: Story = {
  name: 'Nothing entered yet',
  play: async ({ canvas, args }) => {
    await expect(secretField(canvas)).toHaveValue('');
    await expect(canvas.getByText('Enter a secret or an otpauth link to see the code.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Copy Code' })).toBeDisabled();
    await expect(canvas.getByRole('switch', { name: 'Remember on This Device' })).not.toBeChecked();
    await expect(canvas.getByTestId('totp-remember-note')).toHaveTextContent('The secret is not stored.');
    await expect(canvas.getByRole('radio', { name: 'SHA-1' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: '6' })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: 'Period (seconds)' })).toHaveValue('30');
    await expect(args.onChange).toHaveBeenLastCalledWith({ algorithm: 'SHA1', digits: 6, period: 30, showingCode: false, secretError: false, verification: null, remembered: false });
  },
};

export const Code: Story = {
  name: 'A Base32 secret: code, ring, next code, Copy Code',
  args: { secret: 'gezd gnbv gy3t qojq gezd gnbv gy3t qojq', digits: '8' },
  parameters: { visual: { copiedTimer: 'held' } },
  beforeEach: recordClipboardWrites,
  play: async ({ canvas, args }) => {
    // RFC 6238 Appendix B: SHA-1 at T = 1234567890 is 89005924.
    await expect(await codeOf(canvas)).toHaveTextContent('8900 5924');
    await expect(canvas.getByTestId('totp-seconds')).toHaveTextContent('20 seconds left');
    await expect(canvas.getByTestId('totp-ring')).toHaveAttribute('data-left', '20');
    const next = await hotp(RFC_KEY, STEP + 1, 'SHA1', 8);
    await expect(canvas.getByTestId('totp-next')).toHaveTextContent(`${next.slice(0, 4)} ${next.slice(4)}`);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy Code' }));
    await expect(await canvas.findByRole('button', { name: 'Copied!' })).toBeVisible();
    await expect(mocked(navigator.clipboard.writeText)).toHaveBeenLastCalledWith('89005924');
    // The secret is in no event detail and in no storage; the settings are remembered without it.
    await expect(args.onChange).toHaveBeenLastCalledWith({ algorithm: 'SHA1', digits: 8, period: 30, showingCode: true, secretError: false, verification: null, remembered: false });
    await expect(reported(args.onChange)).not.toMatch(/GEZD|gezd|89005924/);
    await waitFor(() => expect(localStorage.getItem(SETTINGS_KEY)).toBe(JSON.stringify({ algorithm: 'SHA1', digits: 8, period: 30 })));
    await expect(storedText()).not.toMatch(/GEZD|gezd/i);
  },
};

export const Verify: Story = {
  name: 'Verify a code: ±1 step window',
  args: { secret: RFC_SECRET },
  play: async ({ canvas, args }) => {
    await expect(await codeOf(canvas)).toHaveTextContent('005 924');
    const field = canvas.getByRole('textbox', { name: 'Verify a code' });
    const status = canvas.getByTestId('totp-verify');
    await userEvent.type(field, '12345');
    await expect(canvas.getByText('Type 6 digits.')).toBeVisible();
    await userEvent.type(field, '6');
    await expect(status).toHaveTextContent('Invalid: not the code of the previous, current or next step.');
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ verification: 'invalid' }));
    await userEvent.clear(field);
    await userEvent.type(field, await hotp(RFC_KEY, STEP + 1, 'SHA1', 6));
    await expect(status).toHaveTextContent('Valid: the code of the next step (+1).');
    await userEvent.clear(field);
    await userEvent.type(field, '005 924');
    await expect(status).toHaveTextContent('Valid: the code of the current step (0).');
    await userEvent.clear(field);
    const previous = await hotp(RFC_KEY, STEP - 1, 'SHA1', 6);
    await userEvent.type(field, `${previous.slice(0, 3)} ${previous.slice(3)}`);
    await expect(status).toHaveTextContent('Valid: the code of the previous step (−1).');
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ verification: 'valid' }));
  },
};

const LINK = 'otpauth://totp/ACME%20Co:jane.doe@example.com?secret=GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQGEZA&issuer=ACME%20Co&algorithm=SHA256&digits=8&period=60';

export const FromLink: Story = {
  name: 'An otpauth link fills every field',
  play: async ({ canvas, args }) => {
    await userEvent.click(secretField(canvas));
    await userEvent.paste(LINK);
    await expect(canvas.getByRole('textbox', { name: 'Issuer' })).toHaveValue('ACME Co');
    await expect(canvas.getByRole('textbox', { name: 'Account' })).toHaveValue('jane.doe@example.com');
    await expect(canvas.getByRole('radio', { name: 'SHA-256' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: '8' })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: 'Period (seconds)' })).toHaveValue('60');
    await expect(canvas.getByText('Filled in from the otpauth link.')).toBeVisible();
    // RFC 6238's SHA-256 seed: at 1234567900 s with a 60 s period the step is 20576131.
    const key = new TextEncoder().encode('12345678901234567890123456789012');
    const expected = await hotp(key, Math.floor(NOW / 1000 / 60), 'SHA256', 8);
    await expect(await codeOf(canvas)).toHaveTextContent(`${expected.slice(0, 4)} ${expected.slice(4)}`);
    await expect(canvas.getByTestId('totp-seconds')).toHaveTextContent('20 seconds left');
    await expect(args.onChange).toHaveBeenLastCalledWith({ algorithm: 'SHA256', digits: 8, period: 60, showingCode: true, secretError: false, verification: null, remembered: false });
    await expect(reported(args.onChange)).not.toMatch(/GEZD|ACME|jane/);
  },
};

export const InvalidSecret: Story = {
  name: 'A secret or link the tool cannot use',
  play: async ({ canvas, args }) => {
    await userEvent.type(secretField(canvas), 'JBSW Y3DP 0189');
    await expect(canvas.getByText('“0”, “1”, “8”, “9” are not Base32 characters. Base32 uses the letters A–Z and the digits 2–7.')).toBeVisible();
    await expect(secretField(canvas)).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Fix the secret above to see the code.')).toBeVisible();
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ showingCode: false, secretError: true }));
    await userEvent.clear(secretField(canvas));
    await userEvent.click(secretField(canvas));
    await userEvent.paste('otpauth://hotp/Example:alice?secret=JBSWY3DPEHPK3PXP&counter=7');
    await expect(
      canvas.getByText('This is an otpauth://hotp link (a counter-based code). This tool makes time-based codes: use an otpauth://totp link.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Copy Code' })).toBeDisabled();
  },
};

/** A PNG of `text` as a QR code, drawn in the page: 8 px modules, a 4-module quiet zone. */
async function qrPng(text: string, name: string): Promise<File> {
  const code = generate(text);
  const scale = 8;
  const side = (code.size + 8) * scale;
  const canvas = new OffscreenCanvas(side, side);
  const context = canvas.getContext('2d')!;
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, side, side);
  context.fillStyle = '#000000';
  for (let y = 0; y < code.size; y++) for (let x = 0; x < code.size; x++) if (code.get(x, y)) context.fillRect((x + 4) * scale, (y + 4) * scale, scale, scale);
  return new File([await canvas.convertToBlob({ type: 'image/png' })], name, { type: 'image/png' });
}

async function blankPng(name: string): Promise<File> {
  const canvas = new OffscreenCanvas(64, 64);
  const context = canvas.getContext('2d')!;
  context.fillStyle = '#3b82f6';
  context.fillRect(0, 0, 64, 64);
  return new File([await canvas.convertToBlob({ type: 'image/png' })], name, { type: 'image/png' });
}

const upload = (canvasElement: HTMLElement, file: File) => userEvent.upload(canvasElement.querySelector<HTMLInputElement>('input[type=file]')!, file, { applyAccept: false });

export const QrImage: Story = {
  name: 'A QR image, decoded in the browser',
  play: async ({ canvas, canvasElement }) => {
    const note = canvas.getByTestId('totp-qr-note');
    await upload(canvasElement, await blankPng('blue.png'));
    await waitFor(() => expect(note).toHaveTextContent('No QR code found in blue.png. Try a sharper picture with the whole code in it.'));
    await upload(canvasElement, await qrPng('https://example.com', 'website.png'));
    await waitFor(() => expect(note).toHaveTextContent('The QR code in website.png holds no otpauth://totp link.'));
    await upload(canvasElement, await qrPng('otpauth://totp/Example:alice@example.com?secret=GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ&issuer=Example', 'setup.png'));
    await waitFor(() => expect(note).toHaveTextContent('Read the otpauth link from setup.png.'));
    await expect(secretField(canvas)).toHaveValue('otpauth://totp/Example:alice@example.com?secret=GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ&issuer=Example');
    await expect(canvas.getByRole('textbox', { name: 'Issuer' })).toHaveValue('Example');
    await expect(canvas.getByRole('textbox', { name: 'Account' })).toHaveValue('alice@example.com');
    await expect(await codeOf(canvas)).toHaveTextContent('005 924');
  },
};

export const Remember: Story = {
  name: 'Remember on This Device: stored only while on',
  args: { secret: RFC_SECRET },
  play: async ({ canvas, args }) => {
    await expect(await codeOf(canvas)).toHaveTextContent('005 924');
    await expect(storedText()).not.toContain(RFC_SECRET);
    const remember = canvas.getByRole('switch', { name: 'Remember on This Device' });
    await userEvent.click(remember);
    await waitFor(() => expect(JSON.parse(localStorage.getItem(REMEMBER_KEY) ?? 'null')).toEqual({ secret: RFC_SECRET, issuer: '', account: '' }));
    await expect(canvas.getByTestId('totp-remember-note')).toHaveTextContent('The secret is stored in this browser.');
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ remembered: true }));
    await userEvent.click(remember);
    await expect(localStorage.getItem(REMEMBER_KEY)).toBeNull();
    await expect(storedText()).not.toContain(RFC_SECRET);
    await expect(canvas.getByTestId('totp-remember-note')).toHaveTextContent('The secret is not stored.');
    // On again: the state the screenshot shows.
    await userEvent.click(remember);
    await waitFor(() => expect(localStorage.getItem(REMEMBER_KEY)).toContain(RFC_SECRET));
    await expect(reported(args.onChange)).not.toContain(RFC_SECRET);
  },
};

export const Arabic: Story = {
  name: 'Arabic (right to left)',
  globals: { locale: 'ar' },
  args: { secret: RFC_SECRET },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'المفتاح السري أو رابط otpauth' })).toHaveValue(RFC_SECRET);
    await expect(await codeOf(canvas)).toHaveTextContent('005 924');
    await expect(canvas.getByTestId('totp-seconds')).toHaveTextContent('بقيت 20 ثانية');
    await expect(canvas.getByRole('button', { name: 'نسخ الرمز' })).toBeEnabled();
    // A code typed in Arabic-Indic digits is read as the same code.
    await userEvent.type(canvas.getByRole('textbox', { name: 'التحقق من رمز' }), '٠٠٥٩٢٤');
    await expect(canvas.getByTestId('totp-verify')).toHaveTextContent('صالح: رمز الخطوة الزمنية الحالية (0).');
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  },
};
