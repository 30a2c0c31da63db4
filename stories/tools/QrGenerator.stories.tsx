import type { Meta, StoryObj } from '@storybook/react-vite';
import jsQR from 'jsqr';
import { expect, fn, mocked, spyOn, userEvent, waitFor, within } from 'storybook/test';
import QrGenerator from '../../src/tools/qr-generator/QrGenerator';
import { STORAGE_KEY } from '../../src/tools/qr-generator/useRememberedSettings';
import { messages } from '../../src/tools/qr-generator/i18n';

/**
 * Every image check decodes real pixels with jsQR (an independent reader): the on-screen
 * SVG, the downloaded PNG and SVG, and the PNG put on the clipboard.
 */
const meta = {
  title: 'Tools/QR Code Generator',
  component: QrGenerator,
  args: { onChange: fn() },
  // The tool's messages load before each story renders (the preview's loader), so nothing suspends.
  parameters: { layout: 'fullscreen', messages: [messages] },
  // Remembered settings would leak from one story into the next.
  beforeEach: () => {
    localStorage.removeItem(STORAGE_KEY);
    return () => localStorage.removeItem(STORAGE_KEY);
  },
} satisfies Meta<typeof QrGenerator>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const createObjectURL = URL.createObjectURL.bind(URL);

async function decodeBlob(blob: Blob, size: number): Promise<string | undefined> {
  const url = createObjectURL(blob);
  try {
    const img = new Image();
    img.src = url;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = size;
    canvas.height = size;
    const context = canvas.getContext('2d')!;
    context.drawImage(img, 0, 0, size, size);
    return jsQR(context.getImageData(0, 0, size, size).data, size, size)?.data;
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** Reads the QR code shown in the preview. */
/** The preview's content, read back with jsQR. The encoder loads on first use: this waits for the drawing. */
async function decodePreview(canvasElement: HTMLElement): Promise<string | undefined> {
  const svg = await waitFor(() => {
    const drawn = canvasElement.querySelector<SVGSVGElement>('svg[data-testid="qr-image"]');
    if (!drawn) throw new Error('no QR code drawn yet');
    return drawn;
  });
  const markup = new XMLSerializer().serializeToString(svg);
  return decodeBlob(new Blob([markup], { type: 'image/svg+xml' }), Number(svg.getAttribute('width')));
}

const detail = (canvasElement: HTMLElement, term: string) =>
  Array.from(canvasElement.querySelectorAll('dt')).find((dt) => dt.textContent === term)?.nextElementSibling?.textContent;

async function chooseType(canvas: Canvas, label: string) {
  const select = canvas.getByRole('combobox', { name: 'QR code type' }) as HTMLSelectElement;
  const option = Array.from(select.options).find((o) => o.textContent === label);
  await userEvent.selectOptions(select, option?.value ?? label);
}

const typeField = (canvas: Canvas) => canvas.getByRole('combobox', { name: 'QR code type' }) as HTMLSelectElement;

/** No image and no image actions; Copy data stays available while there is valid data. */
const expectNoImage = async (canvas: Canvas, hasData = false) => {
  await expect(canvas.queryByRole('img', { name: 'QR code' })).toBeNull();
  for (const name of ['Download PNG', 'Download SVG', 'Copy Image']) await expect(canvas.getByRole('button', { name })).toBeDisabled();
  if (hasData) await expect(canvas.getByRole('button', { name: 'Copy Data' })).toBeEnabled();
  else await expect(canvas.getByRole('button', { name: 'Copy Data' })).toBeDisabled();
};

// ── One story per type ───────────────────────────────────────────────────────

export const WebsiteUrl: Story = {
  name: 'Website URL (default)',
  play: async ({ canvas, canvasElement, args }) => {
    await expect(typeField(canvas).selectedOptions[0]).toHaveTextContent('Website URL');
    await expect(canvas.getByRole('textbox', { name: 'Website URL' })).toHaveValue('https://example.com');
    await expect(canvas.getByRole('radio', { name: '256 px' })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: 'Foreground' })).toHaveValue('#000000');
    await expect(canvas.getByRole('textbox', { name: 'Background' })).toHaveValue('#ffffff');
    await expect(detail(canvasElement, 'Data')).toBe('https://example.com');
    await expect(detail(canvasElement, 'Size')).toBe('256 × 256 px');
    await expect(detail(canvasElement, 'Code')).toBe('Version 2, 25 × 25 modules (7 px each), error correction M');
    await expect(await decodePreview(canvasElement)).toBe('https://example.com');
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ type: 'url', content: 'https://example.com', size: 256, version: 2, errorCorrection: 'M' }),
    );
  },
};

export const PlainTextUnicode: Story = {
  name: 'Plain Text (UTF-8)',
  args: { type: 'text', text: 'Grüße aus Köln — 東京 🙂 Привет' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('textbox', { name: 'Text' })).toHaveValue('Grüße aus Köln — 東京 🙂 Привет');
    await expect(await decodePreview(canvasElement)).toBe('Grüße aus Köln — 東京 🙂 Привет');
  },
};

export const WifiNetwork: Story = {
  name: 'WiFi Network',
  args: { type: 'wifi', fields: { wifi: { ssid: 'Home;Net', password: 'correct horse', security: 'WPA', hidden: false } } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('radio', { name: 'WPA/WPA2/WPA3' })).toBeChecked();
    await expect(detail(canvasElement, 'Data')).toBe('WIFI:T:WPA;S:Home\\;Net;P:correct horse;;');
    await expect(await decodePreview(canvasElement)).toBe('WIFI:T:WPA;S:Home\\;Net;P:correct horse;;');
  },
};

export const WifiOpenHidden: Story = {
  name: 'WiFi Network: open and hidden',
  args: { type: 'wifi', fields: { wifi: { ssid: 'Cafe', password: 'secret99', security: 'WPA', hidden: false } } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'None (open)' }));
    await expect(canvas.queryByRole('textbox', { name: 'Password' })).toBeNull();
    await userEvent.click(canvas.getByRole('switch', { name: 'Hidden network' }));
    await waitFor(() => expect(detail(canvasElement, 'Data')).toBe('WIFI:T:nopass;S:Cafe;H:true;;'));
    await expect(await decodePreview(canvasElement)).toBe('WIFI:T:nopass;S:Cafe;H:true;;');
  },
};

export const WifiShortPassword: Story = {
  name: 'WiFi Network: password too short',
  args: { type: 'wifi', fields: { wifi: { ssid: 'Home', password: 'abc', security: 'WPA', hidden: false } } },
  play: async ({ canvas }) => {
    const password = canvas.getByRole('textbox', { name: 'Password' });
    await expect(password).toHaveAccessibleDescription('WPA passwords are 8 to 63 characters.');
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Fix the highlighted field to see the QR code.')).toBeVisible();
    await expectNoImage(canvas);
  },
};

export const Email: Story = {
  args: { type: 'email', fields: { email: { email: 'ann@example.com', subject: 'Hello & welcome', body: 'See you\nat 10' } } },
  play: async ({ canvasElement }) => {
    const expected = 'mailto:ann@example.com?subject=Hello%20%26%20welcome&body=See%20you%0D%0Aat%2010';
    await expect(detail(canvasElement, 'Data')).toBe(expected);
    await expect(await decodePreview(canvasElement)).toBe(expected);
  },
};

export const Sms: Story = {
  name: 'SMS',
  args: { type: 'sms', fields: { sms: { phone: '+1 555 0100', message: 'Running late, 10 min' } } },
  play: async ({ canvasElement }) => {
    await expect(await decodePreview(canvasElement)).toBe('sms:+15550100?body=Running%20late%2C%2010%20min');
  },
};

export const PhoneNumber: Story = {
  args: { type: 'phone', text: '+44 20 7946 0958' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('textbox', { name: 'Phone number' })).toHaveValue('+44 20 7946 0958');
    await expect(await decodePreview(canvasElement)).toBe('tel:+442079460958');
  },
};

export const Location: Story = {
  args: { type: 'location', fields: { location: { latitude: '48.8584', longitude: '2.2945' } } },
  play: async ({ canvasElement }) => {
    await expect(await decodePreview(canvasElement)).toBe('geo:48.8584,2.2945');
  },
};

export const ContactCard: Story = {
  args: {
    type: 'contact',
    fields: { contact: { firstName: 'Zoë', lastName: 'Øster', phone: '+45 12 34 56 78', email: 'zoe@example.dk', organization: 'Ærø ApS', url: 'https://example.dk' } },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('textbox', { name: 'Website' })).toHaveValue('https://example.dk');
    const expected = [
      'BEGIN:VCARD',
      'VERSION:3.0',
      'N:Øster;Zoë;;;',
      'FN:Zoë Øster',
      'ORG:Ærø ApS',
      'TEL:+45 12 34 56 78',
      'EMAIL:zoe@example.dk',
      'URL:https://example.dk',
      'END:VCARD',
    ].join('\r\n');
    await expect(await decodePreview(canvasElement)).toBe(expected);
  },
};

// ── Choosing and typing ──────────────────────────────────────────────────────

export const TypeMenu: Story = {
  name: 'Type menu',
  play: async ({ canvas }) => {
    await expect(Array.from(typeField(canvas).options).map((o) => o.textContent)).toEqual([
      'Website URL',
      'Plain Text',
      'WiFi Network',
      'Email',
      'SMS',
      'Phone Number',
      'Location',
      'Contact Card',
    ]);
  },
};

export const SwitchingType: Story = {
  name: 'Switching type and typing',
  play: async ({ canvas, canvasElement, args }) => {
    await chooseType(canvas, 'WiFi Network');
    await expect(await canvas.findByText('Enter the network name (SSID) to create a WiFi QR code.')).toBeVisible();
    await expectNoImage(canvas);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Network name (SSID)' }), 'Office');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Password' }), 'p:a;s,s"w\\rd');
    await waitFor(() => expect(detail(canvasElement, 'Data')).toBe('WIFI:T:WPA;S:Office;P:p\\:a\\;s\\,s\\"w\\\\rd;;'));
    await expect(await decodePreview(canvasElement)).toBe('WIFI:T:WPA;S:Office;P:p\\:a\\;s\\,s\\"w\\\\rd;;');
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ type: 'wifi', content: 'WIFI:T:WPA;S:Office;P:p\\:a\\;s\\,s\\"w\\\\rd;;' }));
    // The main text is kept for the types that share it.
    await chooseType(canvas, 'Plain Text');
    await expect(canvas.getByRole('textbox', { name: 'Text' })).toHaveValue('https://example.com');
  },
};

export const Empty: Story = {
  name: 'Empty',
  args: { text: '' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Enter a website URL to create its QR code.')).toBeVisible();
    await expect(detail(canvasElement, 'Data')).toBe('—');
    await expectNoImage(canvas);
  },
};

export const InvalidUrl: Story = {
  name: 'Invalid URL',
  args: { text: 'example.com' },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Website URL' });
    await expect(field).toHaveAccessibleDescription('Enter a full URL, including https:// (for example https://example.com).');
    await expectNoImage(canvas);
    await userEvent.clear(field);
    await userEvent.type(field, 'https://example.com/fixed');
    await expect(await canvas.findByRole('img', { name: 'QR code' })).toBeVisible();
  },
};

export const InvalidLocation: Story = {
  name: 'Location out of range',
  args: { type: 'location', fields: { location: { latitude: '95', longitude: '12,5' } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Latitude' })).toHaveAccessibleDescription(
      'Decimal degrees, -90 to 90 Latitude must be a number from -90 to 90, with a point for decimals.',
    );
    await expect(canvas.getByText('Longitude must be a number from -180 to 180, with a point for decimals.')).toBeVisible();
    await expectNoImage(canvas);
  },
};

export const LongData: Story = {
  name: 'Long data preview (first 100 characters)',
  args: { type: 'text', text: `${'0123456789'.repeat(10)}and more` },
  play: async ({ canvasElement }) => {
    await expect(detail(canvasElement, 'Data')).toBe(`${'0123456789'.repeat(10)}...`);
    await expect(await decodePreview(canvasElement)).toBe(`${'0123456789'.repeat(10)}and more`);
  },
};

export const TooLong: Story = {
  name: 'Too long for a QR code',
  args: { type: 'text', text: 'a'.repeat(1300), errorCorrection: 'H' },
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Too long for a QR code: this content is 1,300 bytes, and at error correction H a QR code holds at most 1,273 bytes. Shorten the content or choose a lower error correction level.',
    );
    await expectNoImage(canvas);
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ content: null, version: null }));
    // A lower level makes room.
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Error correction/ }), 'L');
    await expect(await canvas.findByRole('img', { name: 'QR code' })).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const TooSmall: Story = {
  name: 'Too much data for 128 px',
  args: { type: 'text', text: 'a'.repeat(1000), size: '128' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(/This code is 129 modules wide with its margin: too many for 128 × 128 px\. Choose 256 px or larger\./)).toBeVisible();
    await expectNoImage(canvas, true);
    await userEvent.click(canvas.getByRole('button', { name: 'Use 256 px' }));
    await expect(canvas.getByRole('radio', { name: '256 px' })).toBeChecked();
    await expect(await decodePreview(canvasElement)).toBe('a'.repeat(1000));
  },
};

// ── Appearance ───────────────────────────────────────────────────────────────

export const CustomLook: Story = {
  name: 'Custom size, colors, level and margin',
  args: { size: '512', foreground: '#1e3a8a', background: '#fef9c3', errorCorrection: 'H', margin: '2' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('radio', { name: '512 px' })).toBeChecked();
    await expect(detail(canvasElement, 'Size')).toBe('512 × 512 px');
    await expect(detail(canvasElement, 'Code')).toBe('Version 3, 29 × 29 modules (15 px each), error correction H');
    const svg = canvasElement.querySelector('svg[data-testid="qr-image"]')!;
    await expect(svg.querySelector('rect')).toHaveAttribute('fill', '#fef9c3');
    await expect(svg.querySelector('path')).toHaveAttribute('fill', '#1e3a8a');
    await expect(svg.querySelector('path')).toHaveAttribute('transform', 'translate(38 38) scale(15)');
    await expect(await decodePreview(canvasElement)).toBe('https://example.com');
  },
};

export const EditingLook: Story = {
  name: 'Changing size, color and margin',
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: '1024 px' }));
    await expect(canvasElement.querySelector('svg[data-testid="qr-image"]')).toHaveAttribute('width', '1024');
    const foreground = canvas.getByRole('textbox', { name: 'Foreground' });
    await userEvent.clear(foreground);
    await userEvent.type(foreground, '7c2d12');
    await waitFor(() => expect(canvasElement.querySelector('svg[data-testid="qr-image"] path')).toHaveAttribute('fill', '#7c2d12'));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Margin (modules)' }), '8');
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ size: 1024, foreground: '#7c2d12', margin: 8 }));
    await expect(await decodePreview(canvasElement)).toBe('https://example.com');
  },
};

export const InvalidHex: Story = {
  name: 'Invalid hex color',
  args: { foreground: '#1e3a8a' },
  play: async ({ canvas, canvasElement }) => {
    const foreground = canvas.getByRole('textbox', { name: 'Foreground' });
    await userEvent.clear(foreground);
    await userEvent.type(foreground, '#12zz');
    await expect(foreground).toHaveAccessibleDescription('Enter a hex color like #1e3a8a.');
    // The last good colour stays in use.
    await expect(canvasElement.querySelector('svg[data-testid="qr-image"] path')).toHaveAttribute('fill', '#1e3a8a');
  },
};

export const LowContrast: Story = {
  name: 'Low contrast warning',
  args: { foreground: '#aaaaaa' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Low contrast (2.3:1): scanners may not read this code. Use a darker foreground or a lighter background.')).toBeVisible();
  },
};

export const Inverted: Story = {
  name: 'Inverted colors warning',
  args: { foreground: '#ffffff', background: '#0f172a' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('The code is lighter than its background. Some scanners cannot read inverted codes.')).toBeVisible();
    await expect(await decodePreview(canvasElement)).toBe('https://example.com');
  },
};

export const Remembered: Story = {
  name: 'Remembered settings',
  beforeEach: () => {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ type: 'text', size: 512, errorCorrection: 'Q', foreground: '#14532d' }));
  },
  args: { foreground: '#000000' },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(canvas.getByRole('radio', { name: '512 px' })).toBeChecked());
    await expect(canvas.getByRole('textbox', { name: 'Text' })).toBeVisible();
    await expect(detail(canvasElement, 'Code')).toMatch(/error correction Q$/);
    // A setting given by the page (prop or embed attribute) wins over the remembered one.
    await expect(canvas.getByRole('textbox', { name: 'Foreground' })).toHaveValue('#000000');
    await userEvent.click(canvas.getByRole('radio', { name: '1024 px' }));
    await waitFor(() => expect(JSON.parse(localStorage.getItem(STORAGE_KEY)!)).toMatchObject({ type: 'text', size: 1024, errorCorrection: 'Q' }));
  },
};

// ── Output ───────────────────────────────────────────────────────────────────

const recordDownloads = () => {
  const url = spyOn(URL, 'createObjectURL').mockImplementation((blob) => createObjectURL(blob));
  const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  return () => {
    url.mockRestore();
    click.mockRestore();
  };
};
const lastDownload = () => {
  const anchor = mocked(HTMLAnchorElement.prototype.click).mock.contexts.at(-1) as HTMLAnchorElement;
  const blob = mocked(URL.createObjectURL).mock.calls.at(-1)?.[0] as Blob;
  return { name: anchor.download, blob };
};

export const DownloadPng: Story = {
  name: 'Download PNG',
  args: { type: 'text', text: 'Saved as PNG ✓', size: '512' },
  beforeEach: recordDownloads,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Download PNG' }));
    const { name, blob } = lastDownload();
    await expect(name).toMatch(/^qr-code-\d{13}\.png$/);
    await expect(blob.type).toBe('image/png');
    const bitmap = await createImageBitmap(blob);
    await expect([bitmap.width, bitmap.height]).toEqual([512, 512]);
    await expect(await decodeBlob(blob, 512)).toBe('Saved as PNG ✓');
  },
};

export const DownloadSvg: Story = {
  name: 'Download SVG',
  args: { type: 'text', text: 'Saved as SVG ✓', foreground: '#312e81' },
  beforeEach: recordDownloads,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Download SVG' }));
    const { name, blob } = lastDownload();
    await expect(name).toMatch(/^qr-code-\d{13}\.svg$/);
    await expect(blob.type).toBe('image/svg+xml');
    const text = await blob.text();
    await expect(text).toContain('<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"');
    await expect(text).toContain('fill="#312e81"');
    await expect(await decodeBlob(blob, 256)).toBe('Saved as SVG ✓');
  },
};

export const CopyImage: Story = {
  name: 'Copy Image',
  // Headless Chromium denies clipboard access, so record the write instead.
  beforeEach: () => {
    const write = spyOn(navigator.clipboard, 'write').mockResolvedValue(undefined);
    return () => write.mockRestore();
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy Image' }));
    await expect(await canvas.findByRole('button', { name: 'Copied!' })).toBeVisible();
    await waitFor(() => expect(canvas.getAllByRole('status').some((s) => s.textContent === 'Copied!')).toBe(true));
    const item = mocked(navigator.clipboard.write).mock.calls[0]?.[0][0];
    await expect(item?.types).toEqual(['image/png']);
    await expect(await decodeBlob(await item!.getType('image/png'), 256)).toBe('https://example.com');
    // "Copied!" lasts 2 s; end on the settled label so both theme screenshots are stable.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Copy Image' })).toBeVisible(), { timeout: 4000 });
  },
};

export const CopyData: Story = {
  name: 'Copy Data',
  args: { type: 'location', fields: { location: { latitude: '-33.8568', longitude: '151.2153' } } },
  beforeEach: () => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    return () => writeText.mockRestore();
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy Data' }));
    await expect(await canvas.findByRole('button', { name: 'Copied!' })).toBeVisible();
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith('geo:-33.8568,151.2153');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Copy Data' })).toBeVisible(), { timeout: 4000 });
  },
};

export const Keyboard: Story = {
  name: 'Keyboard only',
  play: async ({ canvas, canvasElement }) => {
    await userEvent.tab();
    await expect(typeField(canvas)).toHaveFocus();
    // The browser's own select: arrow keys and type-ahead pick the option.
    await userEvent.selectOptions(typeField(canvas), 'text');
    await expect(typeField(canvas).selectedOptions[0]).toHaveTextContent('Plain Text');
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Text' })).toHaveFocus();
    await userEvent.keyboard('{Control>}a{/Control}Typed by keyboard');
    await waitFor(() => expect(detail(canvasElement, 'Data')).toBe('Typed by keyboard'));
  },
};

export const Narrow: Story = {
  name: 'Narrow (320 px)',
  decorators: [
    (Story) => (
      // CSSOM from a ref: the CSP-safe way to pin a story width without a stylesheet.
      <div ref={(el) => el?.style.setProperty('max-width', '17rem')}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, canvasElement }) => {
    const image = canvas.getByRole('img', { name: 'QR code' });
    await expect(image.getBoundingClientRect().width).toBeLessThanOrEqual(canvasElement.getBoundingClientRect().width);
    await expect(await decodePreview(canvasElement)).toBe('https://example.com');
  },
};

export const Arabic: Story = {
  name: 'Arabic: a location code',
  globals: { locale: 'ar' },
  args: { type: 'location', fields: { location: { latitude: '48.8584', longitude: '2.2945' } } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await decodePreview(canvasElement)).toBe('geo:48.8584,2.2945');
    await expect(canvas.getByRole('combobox', { name: 'نوع رمز QR' })).toHaveValue('location');
    await expect(canvas.getByRole('textbox', { name: 'خط العرض' })).toHaveValue('48.8584');
    await expect(canvas.getByRole('img', { name: 'رمز QR' })).toBeVisible();
    await expect(detail(canvasElement, 'البيانات')).toBe('geo:48.8584,2.2945');
    await expect(detail(canvasElement, 'الحجم')).toBe('256 × 256 بكسل');
    await expect(canvas.getByRole('button', { name: 'تنزيل PNG' })).toBeEnabled();
  },
};
