import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, mocked, userEvent, waitFor, within } from 'storybook/test';
import FileEncryptor from '../../src/tools/file-encryptor/FileEncryptor';
import { messages } from '../../src/tools/file-encryptor/i18n';
import { encryptFile } from '../../src/tools/file-encryptor/file-encryptor';

type Canvas = ReturnType<typeof within>;

const PASSPHRASE = 'orbit maple lantern quietly';
const TEXT = 'Quarterly numbers: 1,204 units, 3 returns.\n';

/**
 * Files encrypted here use 1,000 PBKDF2 iterations (the count is stored in each file, so the tool
 * decrypts them like any other); the tool itself writes 600,000 unless `iterations` says otherwise.
 * No story stores anything: each checks that storage and the reported details hold no secret.
 */
const meta = {
  title: 'Tools/File Encryptor',
  component: FileEncryptor,
  args: { iterations: 1_000, onChange: fn() },
  parameters: { layout: 'fullscreen', messages: [messages] },
} satisfies Meta<typeof FileEncryptor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The Upload File button's file input (the only one in the story). */
const fileInput = () => document.querySelector<HTMLInputElement>('input[type=file]')!;
const errorNote = (canvas: Canvas) => canvas.getByTestId('file-encryptor-error');
/** Every value the page stored and every detail it reported, as one string: no passphrase, no file name. */
const leaked = (onChange: unknown) => `${JSON.stringify(mocked(onChange as (detail: unknown) => void).mock.calls)}\n${Object.keys(localStorage).map((key) => localStorage.getItem(key)).join('\n')}`;

async function encrypted(name = 'report.txt', text = TEXT, chunkSize?: number): Promise<File> {
  const blob = await encryptFile(new Blob([text]), name, PASSPHRASE, { iterations: 1_000, ...(chunkSize ? { chunkSize } : {}) });
  return new File([blob], `${name}.enc`, { type: '' });
}

async function upload(canvas: Canvas, file: File) {
  await userEvent.upload(fileInput(), file);
  await expect(await canvas.findByTestId('file-encryptor-file')).toHaveTextContent(file.name);
}

export const Empty: Story = {
  name: 'Nothing chosen yet',
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('radio', { name: 'Encrypt' })).toBeChecked();
    await expect(canvas.getByLabelText('Passphrase', { selector: 'input' })).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('meter', { name: 'Strength' })).toHaveAttribute('aria-valuetext', 'None');
    await expect(canvas.getByTestId('file-encryptor-strength')).toHaveTextContent('Type a passphrase to see how hard it is to guess.');
    await expect(canvas.getByRole('button', { name: 'Encrypt File' })).toBeEnabled();
    await expect(canvas.getByText('Byte Layout and How to Decrypt')).toBeVisible();
    await expect(errorNote(canvas)).toBeEmptyDOMElement();
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith({ mode: 'encrypt', status: 'idle', outputBytes: null, error: null }));
  },
};

export const Missing: Story = {
  name: 'Encrypt pressed without a file, a short passphrase, no confirmation',
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Passphrase', { selector: 'input' }), 'short');
    await expect(canvas.getByRole('meter', { name: 'Strength' })).toHaveAttribute('aria-valuetext', 'Weak');
    await userEvent.click(canvas.getByRole('button', { name: 'Encrypt File' }));
    await waitFor(() => expect(errorNote(canvas)).toHaveTextContent('Choose a file first.'));
    await expect(canvas.getByText('Use at least 8 characters.')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Passphrase', { selector: 'input' }), ' and longer');
    await expect(await canvas.findByText('The passphrases do not match.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Download/ })).toBeNull();
  },
};

export const Encrypted: Story = {
  name: 'Encrypted: name.ext.enc ready to download',
  play: async ({ canvas, args }) => {
    await upload(canvas, new File([TEXT], 'report.txt', { type: 'text/plain' }));
    await expect(canvas.getByTestId('file-encryptor-file')).toHaveTextContent('File: report.txt (43 bytes)');
    await userEvent.type(canvas.getByLabelText('Passphrase', { selector: 'input' }), PASSPHRASE);
    await userEvent.type(canvas.getByLabelText('Confirm passphrase', { selector: 'input' }), PASSPHRASE);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Show Passphrase' }));
    await expect(canvas.getByLabelText('Confirm passphrase', { selector: 'input' })).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('meter', { name: 'Strength' })).toHaveAttribute('aria-valuetext', 'Strong');
    await userEvent.click(canvas.getByRole('button', { name: 'Encrypt File' }));
    // 48 header bytes + the name (10) and its tag + 43 bytes and their tag.
    await expect(await canvas.findByText('report.txt.enc is ready (133 bytes). Keep the passphrase: without it nobody can decrypt the file, not even Toolshed.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Download report.txt.enc' })).toBeVisible();
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith({ mode: 'encrypt', status: 'done', outputBytes: 133, error: null }));
    await expect(leaked(args.onChange)).not.toContain('orbit');
    await expect(leaked(args.onChange)).not.toContain('report.txt');
  },
};

export const Decrypted: Story = {
  name: 'An encrypted file: Decrypt selected for it, the original name and bytes back',
  parameters: { visual: { mask: ['[data-testid="file-encryptor-file"]'] } },
  play: async ({ canvas, args }) => {
    await upload(canvas, await encrypted());
    // The mode follows the file's header, read after the file is shown.
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'Decrypt' })).toBeChecked());
    await expect(canvas.getByText('report.txt.enc is a file encrypted with this tool, so Decrypt is selected.')).toBeVisible();
    await expect(canvas.queryByLabelText('Confirm passphrase', { selector: 'input' })).toBeNull();
    await userEvent.type(canvas.getByLabelText('Passphrase', { selector: 'input' }), PASSPHRASE);
    await userEvent.click(canvas.getByRole('button', { name: 'Decrypt File' }));
    await expect(await canvas.findByText('report.txt is ready (43 bytes). Every chunk passed its authentication check.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Download report.txt' })).toBeVisible();
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith({ mode: 'decrypt', status: 'done', outputBytes: 43, error: null }));
    await expect(leaked(args.onChange)).not.toContain('orbit');
  },
};

export const WrongPassphrase: Story = {
  name: 'Decrypt with a wrong passphrase: refused, nothing to download',
  parameters: { visual: { mask: ['[data-testid="file-encryptor-file"]'] } },
  play: async ({ canvas, args }) => {
    await upload(canvas, await encrypted());
    await userEvent.type(canvas.getByLabelText('Passphrase', { selector: 'input' }), 'orbit maple lantern quietly!');
    await userEvent.click(canvas.getByRole('button', { name: 'Decrypt File' }));
    await waitFor(() => expect(errorNote(canvas)).toHaveTextContent('Wrong passphrase, or report.txt.enc was changed. Nothing was decrypted: check the passphrase and try again.'));
    await expect(canvas.queryByRole('button', { name: /^Download/ })).toBeNull();
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith({ mode: 'decrypt', status: 'failed', outputBytes: null, error: 'wrong-passphrase' }));
    // Typing again clears the refusal.
    await userEvent.type(canvas.getByLabelText('Passphrase', { selector: 'input' }), '{Backspace}');
    await expect(errorNote(canvas)).toBeEmptyDOMElement();
    await userEvent.type(canvas.getByLabelText('Passphrase', { selector: 'input' }), '!');
    await userEvent.click(canvas.getByRole('button', { name: 'Decrypt File' }));
    await waitFor(() => expect(errorNote(canvas)).toHaveTextContent('Wrong passphrase'));
  },
};

export const TamperedGerman: Story = {
  name: 'German: a changed bit in chunk 2 is refused',
  globals: { locale: 'de' },
  parameters: { visual: { mask: ['[data-testid="file-encryptor-file"]'] } },
  play: async ({ canvas, args }) => {
    // 64-byte chunks: the flipped byte sits in the second one.
    const file = await encrypted('bericht.txt', TEXT.repeat(4), 64);
    const bytes = new Uint8Array(await file.arrayBuffer());
    bytes[48 + 11 + 16 + 80 + 3]! ^= 0x10;
    await upload(canvas, new File([bytes], 'bericht.txt.enc'));
    // The mode follows the file's header, read after the file is shown.
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'Entschlüsseln' })).toBeChecked());
    await userEvent.type(canvas.getByLabelText('Passphrase', { selector: 'input' }), PASSPHRASE);
    await userEvent.click(canvas.getByRole('button', { name: 'Datei entschlüsseln' }));
    await waitFor(() => expect(errorNote(canvas)).toHaveTextContent('Stück 2 von bericht.txt.enc hat die Authentifizierungsprüfung nicht bestanden: Die Datei wurde verändert, beschädigt oder gekürzt. Nichts wurde entschlüsselt.'));
    await expect(canvas.queryByRole('button', { name: /herunterladen$/ })).toBeNull();
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith({ mode: 'decrypt', status: 'failed', outputBytes: null, error: 'tampered' }));
  },
};

export const NotEncrypted: Story = {
  name: 'Decrypt a file that was not encrypted here',
  args: { mode: 'decrypt' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Decrypt' })).toBeChecked();
    await upload(canvas, new File(['just some text, not encrypted'], 'notes.txt', { type: 'text/plain' }));
    await userEvent.type(canvas.getByLabelText('Passphrase', { selector: 'input' }), PASSPHRASE);
    await userEvent.click(canvas.getByRole('button', { name: 'Decrypt File' }));
    await waitFor(() => expect(errorNote(canvas)).toHaveTextContent('notes.txt was not encrypted with this tool: it does not start with “TOOLSHED”. Choose the .enc file, or switch to Encrypt.'));
  },
};

export const Canceled: Story = {
  name: 'Working past 2 seconds: progress and Cancel, then canceled',
  // Twenty million iterations keep the key derivation busy for seconds, long enough for Cancel.
  args: { iterations: 20_000_000 },
  play: async ({ canvas, args }) => {
    await upload(canvas, new File([TEXT], 'report.txt', { type: 'text/plain' }));
    await userEvent.type(canvas.getByLabelText('Passphrase', { selector: 'input' }), PASSPHRASE);
    await userEvent.type(canvas.getByLabelText('Confirm passphrase', { selector: 'input' }), PASSPHRASE);
    await userEvent.click(canvas.getByRole('button', { name: 'Encrypt File' }));
    await expect(await canvas.findByRole('progressbar', { name: 'Encrypting report.txt' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Encrypt File' })).toBeDisabled();
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancel' }, { timeout: 5_000 }));
    await expect(await canvas.findByText('Canceled after 0 bytes of 43 bytes. Nothing was saved.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Encrypt Again' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Download/ })).toBeNull();
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith({ mode: 'encrypt', status: 'canceled', outputBytes: null, error: null }));
  },
};

export const NoWebCrypto: Story = {
  name: 'A host page without WebCrypto (not HTTPS)',
  args: { webCrypto: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Encryption Is Not Available Here')).toBeVisible();
    await expect(canvas.getByText(/This page is not a secure context \(HTTPS or localhost\)/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Encrypt File' })).toBeDisabled();
  },
};

export const ArabicFormat: Story = {
  name: 'Arabic (right to left): the byte layout open',
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(canvas.getByRole('radio', { name: 'تشفير' })).toBeChecked();
    await userEvent.click(canvas.getByText('بنية البايتات وطريقة فك التشفير'));
    await expect(canvas.getByTestId('file-encryptor-format')).toHaveAttribute('open');
    const table = canvas.getByRole('table', { name: 'بنية بايتات ملف ‎.enc (إصدار التنسيق 1)' });
    await expect(within(table).getAllByRole('row')).toHaveLength(11);
    await expect(within(table).getByText('TOOLSHED', { exact: false })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'تشفير الملف' })).toBeEnabled();
  },
};
