import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, mocked, spyOn, userEvent, waitFor } from 'storybook/test';
import JwtDecoder, { EXAMPLE_SECRET, EXAMPLE_TOKEN } from '../../src/tools/jwt-decoder/JwtDecoder';
import { messages } from '../../src/tools/jwt-decoder/i18n';

/**
 * Every story pins "now" (2025-06-01 12:00 UTC) and the local time zone (Berlin), so the time
 * window, relative times and screenshots do not depend on when or where the tests run.
 */
const STORAGE_KEY = 'toolshed:jwt-decoder';

const meta = {
  title: 'Tools/JWT Decoder',
  component: JwtDecoder,
  args: { now: Date.UTC(2025, 5, 1, 12, 0, 0), timeZone: 'Europe/Berlin', onChange: fn() },
  // The tool's messages load before each story renders (the preview's loader), so nothing suspends.
  parameters: { layout: 'fullscreen', messages: [messages] },
  // The remembered secret encoding would leak from one story into the next.
  beforeEach: () => {
    localStorage.removeItem(STORAGE_KEY);
    return () => localStorage.removeItem(STORAGE_KEY);
  },
} satisfies Meta<typeof JwtDecoder>;

export default meta;
type Story = StoryObj<typeof meta>;

// RFC 7519 §3.1: HS256, expired since 2011.
const RFC_TOKEN =
  'eyJ0eXAiOiJKV1QiLA0KICJhbGciOiJIUzI1NiJ9.eyJpc3MiOiJqb2UiLA0KICJleHAiOjEzMDA4MTkzODAsDQogImh0dHA6Ly9leGFtcGxlLmNvbS9pc19yb290Ijp0cnVlfQ.dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';

// ES256, signed with the key of this self-signed P-256 certificate.
const CERT = `-----BEGIN CERTIFICATE-----
MIIBhzCCAS2gAwIBAgIUPUg98PLDQ05grLmoO2WLlHyVwWwwCgYIKoZIzj0EAwIw
GDEWMBQGA1UEAwwNdG9vbHNoZWQgdGVzdDAgFw0yNjExMjMxMTEwMjlaGA8yMTI2
MTAzMDExMTAyOVowGDEWMBQGA1UEAwwNdG9vbHNoZWQgdGVzdDBZMBMGByqGSM49
AgEGCCqGSM49AwEHA0IABFk3ws8q2AyBYTX4WHsCklfbn5+61fV5UrqFEvj/D063
TiP4LYUlK/GrIl1v3H0y20Vers1Ad2iyG1bokDV4umCjUzBRMB0GA1UdDgQWBBRU
U2kzpzaoW+XmkfkQ83vHwpcDNTAfBgNVHSMEGDAWgBRUU2kzpzaoW+XmkfkQ83vH
wpcDNTAPBgNVHRMBAf8EBTADAQH/MAoGCCqGSM49BAMCA0gAMEUCIQDAqwrzKge3
UGB0v15KoLrOLbxS9v44i+QTLFOj5YQuqQIgBHpNOdedCUqgjO3lIKFRAaZnfO6U
qgAKbjcqP35/ZvM=
-----END CERTIFICATE-----`;
const CERT_TOKEN =
  'eyJhbGciOiJFUzI1NiIsInR5cCI6IkpXVCIsImtpZCI6ImNlcnQtMSJ9.eyJzdWIiOiJjZXJ0LXVzZXIiLCJpYXQiOjE3MDAwMDAwMDB9.WQItxmzjGlSP1w4fRCq9VlSdRTTH96_hc9MUvElZkDAOnTs01ewyAf5IW76SQqafdKlwxNFqeTyNQxiY4TTASg';

// {"alg":"none","typ":"JWT"} . {"sub":"guest","admin":true} . (empty)
const UNSIGNED_TOKEN = 'eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.eyJzdWIiOiJndWVzdCIsImFkbWluIjp0cnVlfQ.';

const region = (canvas: { getByRole: (role: string, options: { name: string }) => HTMLElement }, name: string) => canvas.getByRole('region', { name });

export const Empty: Story = {
  play: async ({ canvas, args }) => {
    const field = canvas.getByRole('textbox', { name: 'Encoded token (JWT)' });
    await expect(field).toHaveValue('');
    await expect(field).toHaveAttribute('placeholder', 'Paste a token: eyJhbGciOi…');
    await expect(canvas.getByText(/the token and keys never leave this page and are not stored/)).toBeVisible();
    await expect(region(canvas, 'Header (JSON)')).toHaveTextContent('The decoded header appears here.');
    await expect(canvas.getByRole('button', { name: 'Copy Payload' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Clear All' })).toBeDisabled();
    await expect(canvas.queryByRole('heading', { name: 'Verify Signature' })).toBeNull();
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith({ status: 'empty', error: null, header: null, payload: null, alg: null, time: null, signature: null }));
  },
};

export const ExampleVerified: Story = {
  name: 'Example: signature verified',
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Load Sample' }));
    await expect(canvas.getByRole('textbox', { name: 'Encoded token (JWT)' })).toHaveValue(EXAMPLE_TOKEN);
    await expect(await canvas.findByRole('textbox', { name: 'Secret' })).toHaveValue(EXAMPLE_SECRET);
    await expect(await canvas.findByText('Signature verified')).toBeVisible();
    await expect(canvas.getByText('The signature matches this secret (HS256).')).toBeVisible();
    await expect(canvas.getByText((_, el) => el?.tagName === 'P' && el.textContent === 'Algorithm: HS256 (HMAC with SHA-256)')).toBeVisible();
    await expect(region(canvas, 'Header (JSON)')).toHaveTextContent('{ "alg": "HS256", "typ": "JWT" }');
    await expect(region(canvas, 'Payload (JSON)')).toHaveTextContent('"name": "Ada Lovelace"');
    await expect(canvas.getByText('Valid time window')).toBeVisible();
    await expect(canvas.getByText('Expires in 75 years.')).toBeVisible();
    await expect(canvas.getByText('2100-01-01 00:00:00 UTC')).toBeVisible();
    await expect(canvas.getByText('Local: Jan 1, 2100, 1:00:00 AM GMT+1')).toBeVisible();
    await expect(canvas.getAllByText('5 months ago')).toHaveLength(2);
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ status: 'decoded', alg: 'HS256', time: 'valid', signature: 'verified', header: { alg: 'HS256', typ: 'JWT' } })),
    );
  },
};

export const InvalidSignature: Story = {
  name: 'Invalid signature (wrong secret)',
  args: { token: EXAMPLE_TOKEN, secret: EXAMPLE_SECRET },
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByText('Signature verified')).toBeVisible();
    const secret = canvas.getByRole('textbox', { name: 'Secret' });
    await userEvent.clear(secret);
    await userEvent.type(secret, 'guess');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Invalid signature');
    await expect(canvas.getByText(/does not match this secret/)).toBeVisible();
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ signature: 'invalid' })));
  },
};

export const Expired: Story = {
  name: 'Expired (RFC 7519 example, Base64 key missing)',
  args: { token: RFC_TOKEN },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Expired', { exact: true })).toBeVisible();
    await expect(canvas.getByText('Expired 14 years ago.')).toBeVisible();
    await expect(canvas.getByText('2011-03-22 18:43:00 UTC')).toBeVisible();
    await expect(await canvas.findByText('Enter the secret to verify the signature.')).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Secret encoding' }), 'base64');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Secret' }), 'AyM1SysPpbyDfgZld3umj1qzKObwVMkoqQ-EstJQLr_T-1qS0gZH75aKtMN3Yj0iPS4hcgUuTwjAzZr1Z9CAow');
    await expect(await canvas.findByText('Signature verified')).toBeVisible();
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ time: 'expired', signature: 'verified' })));
    await expect(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}')).toEqual({ secretEncoding: 'base64' });
  },
};

export const CertificateVerified: Story = {
  name: 'ES256 verified with an X.509 certificate',
  args: { token: CERT_TOKEN, publicKey: CERT },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Signature verified')).toBeVisible();
    await expect(canvas.getByText('The signature matches this X.509 certificate (ES256).')).toBeVisible();
    await expect(canvas.getByText('No expiry')).toBeVisible();
    const key = canvas.getByRole('textbox', { name: 'Public key' });
    await userEvent.clear(key);
    await userEvent.type(key, '{{"kty":"RSA","n":"AQAB","e":"AQAB"}');
    await expect(await canvas.findByText('ES256 needs an EC P-256 public key; this is an RSA key.')).toBeVisible();
  },
};

export const Unsigned: Story = {
  name: 'Unsigned token (alg: none)',
  args: { token: UNSIGNED_TOKEN },
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByText('Unsigned token (alg: none)')).toBeVisible();
    await expect(canvas.getByText(/anyone can change its contents/)).toBeVisible();
    await expect(region(canvas, 'Signature (Base64URL)')).toHaveTextContent('No signature: this token is unsigned.');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ alg: 'none', signature: 'unsigned', time: 'no-time-limit' })));
  },
};

export const Malformed: Story = {
  name: 'Malformed token',
  args: { token: `${EXAMPLE_TOKEN.slice(0, 52)}*${EXAMPLE_TOKEN.slice(53)}` },
  play: async ({ canvas, args }) => {
    const field = canvas.getByRole('textbox', { name: 'Encoded token (JWT)' });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('Payload: not valid Base64URL at character 16 ("*").');
    await expect(region(canvas, 'Payload (JSON)')).toHaveTextContent('The decoded payload appears here.');
    await userEvent.clear(field);
    await userEvent.type(field, 'abc.def');
    await expect(await canvas.findByText('The token has 2 parts; a JWT has 3 (header.payload.signature).')).toBeVisible();
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ status: 'error', error: 'The token has 2 parts; a JWT has 3 (header.payload.signature).' })));
  },
};

export const Copied: Story = {
  parameters: { visual: { copiedTimer: 'held' } },
  name: 'Copy Payload',
  args: { token: EXAMPLE_TOKEN },
  // Headless Chromium denies clipboard reads, so record writes instead of reading them back.
  beforeEach: () => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    return () => writeText.mockRestore();
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy Payload' }));
    await expect(await canvas.findByRole('button', { name: 'Copied!' })).toBeVisible();
    const copied = mocked(navigator.clipboard.writeText).mock.calls[0]?.[0];
    await expect(JSON.parse(copied ?? '')).toMatchObject({ sub: '1234567890', exp: 4102444800 });
    await expect(copied?.split('\n')[1]).toBe('  "iss": "https://auth.example.com",');
  },
};

export const Arabic: Story = {
  name: 'Arabic: claims and a verified signature, right to left',
  globals: { locale: 'ar' },
  args: { token: EXAMPLE_TOKEN, secret: EXAMPLE_SECRET },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('textbox', { name: 'الرمز المرمّز (JWT)' })).toHaveValue(EXAMPLE_TOKEN);
    await expect(await canvas.findByText('تم التحقق من التوقيع')).toBeVisible();
    await expect(canvas.getByText('التوقيع مطابق لهذا المفتاح السري (HS256).')).toBeVisible();
    await expect(canvas.getByText((_, el) => el?.tagName === 'P' && el.textContent === 'الخوارزمية: HS256 (HMAC مع SHA-256)')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'المطالبات' })).toBeVisible();
    await expect(canvas.getByText('ضمن فترة الصلاحية')).toBeVisible();
    // Intl words the distance; Chromium may write the digits the Arabic-Indic way.
    await expect(canvas.getByText(/^تنتهي صلاحيته خلال (75|٧٥) سنة\.$/)).toBeVisible();
    await expect(canvas.getByText('المُصدِر')).toBeVisible();
    await expect(canvas.getByText('https://auth.example.com')).toHaveAttribute('dir', 'ltr');
    await expect(region(canvas, 'الحمولة (JSON)')).toHaveTextContent('"name": "Ada Lovelace"');
    // The change event stays the same in every language.
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ status: 'decoded', alg: 'HS256', time: 'valid', signature: 'verified' })));
    await expect(canvas.getByRole('textbox', { name: 'المفتاح السري' })).toHaveValue(EXAMPLE_SECRET);
  },
};
