import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, mocked, spyOn, userEvent, waitFor, within } from 'storybook/test';
import PasswordGenerator from '../../src/tools/password-generator/PasswordGenerator';
import {
  AMBIGUOUS,
  DEFAULT_SETTINGS,
  PRESETS,
  SIMILAR,
  STORAGE_KEY,
  generatePassword,
  seededRandom,
  type PasswordSettings,
  type RandomSource,
} from '../../src/tools/password-generator/password-generator';
import { messages } from '../../src/tools/password-generator/i18n';

/**
 * Randomness is injected: every story starts from the same seed, so passwords (and the
 * screenshots) are identical run after run. The expected passwords are computed here with
 * the same seed and the pure generator, so the stories check the exact values shown.
 */
const SEED = 20240115;
let seeded = seededRandom(SEED);
const randomSource: RandomSource = (array) => seeded(array);

/** The passwords the component will make, in order, for a sequence of settings. */
function expectedPasswords(...settings: PasswordSettings[]): string[] {
  const source = seededRandom(SEED);
  return settings.map((s) => {
    const result = generatePassword(s, source);
    return result.ok ? result.password : '';
  });
}

const preset = (name: string) => PRESETS.find((p) => p.name === name)!.settings;

const meta = {
  title: 'Tools/Password Generator',
  component: PasswordGenerator,
  args: { onChange: fn(), randomSource },
  // The tool's messages load before each story renders (the preview's loader), so nothing suspends.
  parameters: { layout: 'fullscreen', messages: [messages] },
  beforeEach: () => {
    seeded = seededRandom(SEED);
    localStorage.removeItem(STORAGE_KEY);
  },
} satisfies Meta<typeof PasswordGenerator>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const field = (canvas: Canvas) => canvas.getByLabelText('Password', { selector: 'input' }) as HTMLInputElement;
const recentItems = (canvasElement: HTMLElement) =>
  Array.from(canvasElement.querySelectorAll<HTMLLIElement>('ol li'), (li) => li.firstElementChild?.textContent ?? '');
const tileValue = (canvasElement: HTMLElement, label: string) =>
  Array.from(canvasElement.querySelectorAll('dt')).find((el) => el.textContent === label)?.nextElementSibling?.textContent;

export const Default: Story = {
  name: 'Generated on load',
  play: async ({ canvas, canvasElement, args }) => {
    const [first] = expectedPasswords(DEFAULT_SETTINGS);
    await waitFor(() => expect(field(canvas)).toHaveValue(first));
    await expect(field(canvas)).toHaveAttribute('readonly');
    await expect(field(canvas)).toHaveAttribute('type', 'text');
    // Defaults: length 12, all four types, no exclusions (= the Strong preset).
    await expect(canvas.getByRole('slider', { name: 'Password length' })).toHaveValue('12');
    for (const name of ['Uppercase (A-Z)', 'Lowercase (a-z)', 'Numbers (0-9)', 'Symbols (!@#$…)']) {
      await expect(canvas.getByRole('checkbox', { name })).toBeChecked();
    }
    await expect(canvas.getByRole('checkbox', { name: 'Exclude similar characters' })).not.toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Exclude ambiguous characters' })).not.toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Strong' })).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByRole('meter', { name: 'Strength' })).toHaveAttribute('aria-valuetext', 'Very Strong');
    await expect(canvas.getByRole('meter', { name: 'Strength' })).toHaveAttribute('aria-valuenow', '100');
    await expect(tileValue(canvasElement, 'Entropy (bits)')).toBe('77.5');
    await expect(tileValue(canvasElement, 'Character pool')).toBe('88');
    await expect(recentItems(canvasElement)).toEqual([first]);
    await expect(canvas.getByRole('heading', { name: 'Security Tips' })).toBeVisible();
    for (const tip of ['Use Unique Passwords', 'Enable 2FA', 'Store Safely']) await expect(canvas.getByRole('heading', { name: tip })).toBeVisible();
    // Reported from an effect after the commit that shows the password: waited for, not assumed.
    await waitFor(() => expect(args.onChange).toHaveBeenCalledTimes(1));
    await expect(args.onChange).toHaveBeenLastCalledWith({
      password: first,
      strength: 'Very Strong',
      entropyBits: 77.5,
      settings: DEFAULT_SETTINGS,
      error: null,
    });
  },
};

export const GenerateNew: Story = {
  name: 'Generate New Password',
  play: async ({ canvas, canvasElement, args }) => {
    const [first, second, third] = expectedPasswords(DEFAULT_SETTINGS, DEFAULT_SETTINGS, DEFAULT_SETTINGS);
    await waitFor(() => expect(field(canvas)).toHaveValue(first));
    await userEvent.click(canvas.getByRole('button', { name: 'Generate New Password' }));
    await expect(field(canvas)).toHaveValue(second);
    await userEvent.click(canvas.getByRole('button', { name: 'Generate New Password' }));
    await expect(field(canvas)).toHaveValue(third);
    // Newest first.
    await expect(recentItems(canvasElement)).toEqual([third, second, first]);
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ password: third }));
  },
};

export const RecentFull: Story = {
  name: 'Recent Passwords capped at 5',
  play: async ({ canvas, canvasElement }) => {
    const expected = expectedPasswords(...Array.from({ length: 7 }, () => DEFAULT_SETTINGS));
    await waitFor(() => expect(field(canvas)).toHaveValue(expected[0]));
    for (let k = 0; k < 6; k++) await userEvent.click(canvas.getByRole('button', { name: 'Generate New Password' }));
    await expect(recentItems(canvasElement)).toEqual(expected.slice(2).reverse());
    await expect(canvas.getAllByRole('button', { name: /^Copy recent password \d$/ })).toHaveLength(5);
  },
};

export const ClearRecent: Story = {
  name: 'Recent Passwords cleared',
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Recent Passwords' })).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Clear All' }));
    // The card is shown only while there are recent passwords; the current one stays.
    await expect(canvas.queryByRole('heading', { name: 'Recent Passwords' })).toBeNull();
    await expect(field(canvas).value).toHaveLength(12);
    await userEvent.click(canvas.getByRole('button', { name: 'Generate New Password' }));
    await expect(canvas.getByRole('heading', { name: 'Recent Passwords' })).toBeVisible();
  },
};

export const Hidden: Story = {
  name: 'Password hidden',
  play: async ({ canvas, canvasElement }) => {
    const [first] = expectedPasswords(DEFAULT_SETTINGS);
    await waitFor(() => expect(field(canvas)).toHaveValue(first));
    await userEvent.click(canvas.getByRole('button', { name: 'Hide password' }));
    await expect(field(canvas)).toHaveAttribute('type', 'password');
    await expect(field(canvas)).toHaveValue(first);
    // Recent entries are masked too, so nothing readable is left on screen.
    await expect(recentItems(canvasElement)).toEqual(['•'.repeat(12)]);
    await expect(canvas.getByRole('button', { name: 'Show password' })).toBeVisible();
  },
};

export const ShowAgain: Story = {
  name: 'Password shown again',
  play: async ({ canvas, canvasElement }) => {
    const [first] = expectedPasswords(DEFAULT_SETTINGS);
    await waitFor(() => expect(field(canvas)).toHaveValue(first));
    await userEvent.click(canvas.getByRole('button', { name: 'Hide password' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(field(canvas)).toHaveAttribute('type', 'text');
    await expect(recentItems(canvasElement)).toEqual([first]);
  },
};

// Headless Chromium denies clipboard reads, so record writes instead of reading them back.
const mockClipboard = () => {
  const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
  return () => writeText.mockRestore();
};

export const Copied: Story = {
  name: 'Password copied (message for 2 s)',
  beforeEach: mockClipboard,
  play: async ({ canvas }) => {
    const [first] = expectedPasswords(DEFAULT_SETTINGS);
    await waitFor(() => expect(field(canvas)).toHaveValue(first));
    await userEvent.click(canvas.getByRole('button', { name: 'Copy password' }));
    await expect(mocked(navigator.clipboard.writeText)).toHaveBeenCalledWith(first);
    // The visible message (a span); the live region (a div) holds the same words for screen readers.
    const message = canvas.getByText('Password copied to clipboard!', { selector: 'span' });
    await expect(message).toBeVisible();
    // Screen readers hear it from the copy button's live region.
    await waitFor(() => expect(canvas.getAllByRole('status').some((s) => s.textContent === 'Password copied to clipboard!')).toBe(true));
    await new Promise((r) => setTimeout(r, 1500));
    await expect(canvas.getByText('Password copied to clipboard!', { selector: 'span' })).toBeVisible();
    // Gone after 2 s (the screenshot then shows the settled state).
    await waitFor(() => expect(canvas.queryByText('Password copied to clipboard!', { selector: 'span' })).toBeNull(), { timeout: 1500 });
    await expect(canvas.getByRole('button', { name: 'Copy password' })).toBeVisible();
  },
};

export const CopyRecent: Story = {
  name: 'Copy a recent password',
  beforeEach: mockClipboard,
  play: async ({ canvas }) => {
    const [first, second] = expectedPasswords(DEFAULT_SETTINGS, DEFAULT_SETTINGS);
    await waitFor(() => expect(field(canvas)).toHaveValue(first));
    await userEvent.click(canvas.getByRole('button', { name: 'Generate New Password' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Copy recent password 2' }));
    await expect(mocked(navigator.clipboard.writeText)).toHaveBeenLastCalledWith(first);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy recent password 1' }));
    await expect(mocked(navigator.clipboard.writeText)).toHaveBeenLastCalledWith(second);
  },
};

export const NoCharacterTypes: Story = {
  name: 'No character type selected',
  play: async ({ canvas, args }) => {
    await waitFor(() => expect(field(canvas).value).toHaveLength(12));
    for (const name of ['Uppercase (A-Z)', 'Lowercase (a-z)', 'Numbers (0-9)', 'Symbols (!@#$…)']) {
      await userEvent.click(canvas.getByRole('checkbox', { name }));
    }
    await expect(canvas.getByText('Please select at least one character type')).toBeVisible();
    await expect(field(canvas)).toHaveValue('');
    await expect(field(canvas)).toHaveAttribute('aria-invalid', 'true');
    await expect(field(canvas)).toHaveAccessibleDescription('Please select at least one character type');
    await expect(canvas.getByRole('meter', { name: 'Strength' })).toHaveAttribute('aria-valuetext', 'No password');
    await expect(canvas.getByRole('button', { name: 'Generate New Password' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Copy password' })).toBeDisabled();
    // No password, no times: the Time to Crack card says what to do instead.
    const crackCard = canvas.getByRole('heading', { level: 2, name: 'Time to Crack' }).closest('section')!;
    await expect(crackCard.querySelectorAll('dd')).toHaveLength(0);
    await expect(crackCard).toHaveTextContent('Choose at least one character type to get a password.');
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ password: '', error: 'Please select at least one character type' }));
    // Selecting one again makes a password at once.
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Numbers (0-9)' }));
    await expect(field(canvas).value).toMatch(/^\d{12}$/);
    await expect(canvas.queryByText('Please select at least one character type')).toBeNull();
    // Back to the error state for the screenshot.
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Numbers (0-9)' }));
    await expect(canvas.getByText('Please select at least one character type')).toBeVisible();
  },
};

export const PresetBasic: Story = {
  name: 'Preset: Basic (strength Fair)',
  play: async ({ canvas }) => {
    const [, basic] = expectedPasswords(DEFAULT_SETTINGS, preset('Basic'));
    await waitFor(() => expect(field(canvas).value).toHaveLength(12));
    await userEvent.click(canvas.getByRole('button', { name: 'Basic' }));
    await expect(field(canvas)).toHaveValue(basic);
    await expect(basic).toMatch(/^[A-Za-z0-9]{8}$/);
    await expect(canvas.getByRole('button', { name: 'Basic' })).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByRole('button', { name: 'Strong' })).not.toHaveAttribute('aria-current');
    await expect(canvas.getByRole('slider', { name: 'Password length' })).toHaveValue('8');
    await expect(canvas.getByRole('checkbox', { name: 'Symbols (!@#$…)' })).not.toBeChecked();
    await expect(canvas.getByRole('meter', { name: 'Strength' })).toHaveAttribute('aria-valuetext', 'Fair');
  },
};

export const PresetUltraSecure: Story = {
  name: 'Preset: Ultra Secure',
  play: async ({ canvas, canvasElement }) => {
    const [, ultra] = expectedPasswords(DEFAULT_SETTINGS, preset('Ultra Secure'));
    await waitFor(() => expect(field(canvas).value).toHaveLength(12));
    await userEvent.click(canvas.getByRole('button', { name: 'Ultra Secure' }));
    await expect(field(canvas)).toHaveValue(ultra);
    await expect(ultra).toHaveLength(16);
    for (const c of SIMILAR + AMBIGUOUS) await expect(ultra).not.toContain(c);
    await expect(canvas.getByRole('checkbox', { name: 'Exclude similar characters' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Exclude ambiguous characters' })).toBeChecked();
    await expect(tileValue(canvasElement, 'Character pool')).toBe('70');
    await expect(tileValue(canvasElement, 'Entropy (bits)')).toBe('98.1');
    await expect(canvas.getByRole('meter', { name: 'Strength' })).toHaveAttribute('aria-valuetext', 'Very Strong');
  },
};

export const PresetPin: Story = {
  name: 'Preset: PIN (strength Very Weak)',
  play: async ({ canvas, canvasElement }) => {
    const [, pin] = expectedPasswords(DEFAULT_SETTINGS, preset('PIN'));
    await waitFor(() => expect(field(canvas).value).toHaveLength(12));
    await userEvent.click(canvas.getByRole('button', { name: 'PIN' }));
    await expect(field(canvas)).toHaveValue(pin);
    await expect(pin).toMatch(/^\d{6}$/);
    await expect(canvas.getByRole('meter', { name: 'Strength' })).toHaveAttribute('aria-valuetext', 'Very Weak');
    await expect(canvas.getByRole('meter', { name: 'Strength' })).toHaveAttribute('aria-valuenow', '16.67');
    await expect(tileValue(canvasElement, 'Entropy (bits)')).toBe('19.9');
  },
};

export const StrengthWeak: Story = {
  name: 'Strength: Weak',
  args: { initialSettings: { length: 8, uppercase: true, lowercase: true, numbers: false, symbols: false } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(field(canvas).value).toMatch(/^[A-Za-z]{8}$/));
    await expect(canvas.getByRole('meter', { name: 'Strength' })).toHaveAttribute('aria-valuetext', 'Weak');
    await expect(canvas.getByRole('meter', { name: 'Strength' })).toHaveAttribute('aria-valuenow', '50.01');
  },
};

export const StrengthGood: Story = {
  name: 'Strength: Good',
  args: { initialSettings: { length: 10 } },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(field(canvas).value).toHaveLength(10));
    await expect(canvas.getByRole('meter', { name: 'Strength' })).toHaveAttribute('aria-valuetext', 'Good');
    await expect(canvas.getByRole('meter', { name: 'Strength' })).toHaveAttribute('aria-valuenow', '83.35');
    // No preset has these settings.
    await expect(canvasElement.querySelector('[aria-current]')).toBeNull();
  },
};

export const LengthKeyboard: Story = {
  name: 'Length slider (keyboard)',
  play: async ({ canvas, canvasElement: root }) => {
    await waitFor(() => expect(field(canvas).value).toHaveLength(12));
    const thumb = canvas.getByRole('slider', { name: 'Password length' });
    thumb.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(thumb).toHaveValue('13');
    await expect(field(canvas).value).toHaveLength(13);
    await userEvent.keyboard('{End}');
    await expect(field(canvas).value).toHaveLength(50);
    await expect(root.querySelector('output')).toHaveTextContent('50');
    await userEvent.keyboard('{ArrowRight}');
    await expect(thumb).toHaveValue('50');
    await userEvent.keyboard('{Home}');
    await expect(field(canvas).value).toHaveLength(4);
    await expect(thumb).toHaveValue('4');
    // Each committed change is a new password in the list: load, 13, 50, 4.
    await expect(recentItems(root).map((p) => p.length)).toEqual([4, 50, 13, 12]);
  },
};

export const ExcludeSimilar: Story = {
  name: 'Exclude similar characters',
  args: { initialLength: 50 },
  play: async ({ canvas, canvasElement: root }) => {
    await waitFor(() => expect(field(canvas).value).toHaveLength(50));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Exclude similar characters' }));
    await expect(tileValue(root, 'Character pool')).toBe('81');
    for (let k = 0; k < 10; k++) {
      for (const c of SIMILAR) await expect(field(canvas).value).not.toContain(c);
      await userEvent.click(canvas.getByRole('button', { name: 'Generate New Password' }));
    }
  },
};

export const ExcludeAmbiguous: Story = {
  name: 'Exclude ambiguous characters',
  args: { initialLength: 50 },
  play: async ({ canvas, canvasElement: root }) => {
    await waitFor(() => expect(field(canvas).value).toHaveLength(50));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Exclude ambiguous characters' }));
    await expect(tileValue(root, 'Character pool')).toBe('77');
    for (let k = 0; k < 10; k++) {
      for (const c of AMBIGUOUS) await expect(field(canvas).value).not.toContain(c);
      await userEvent.click(canvas.getByRole('button', { name: 'Generate New Password' }));
    }
  },
};

export const EmbedAttributes: Story = {
  name: 'Starting preset and length from attributes',
  // What the embed passes for <toolshed-password-generator initial-preset="pin" initial-length="8">.
  args: { initialPreset: 'pin', initialLength: '8' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(field(canvas).value).toMatch(/^\d{8}$/));
    await expect(canvas.getByRole('slider', { name: 'Password length' })).toHaveValue('8');
    await expect(canvas.getByRole('checkbox', { name: 'Uppercase (A-Z)' })).not.toBeChecked();
  },
};

export const Remembered: Story = {
  name: 'Settings remembered (never passwords)',
  beforeEach: () => {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(preset('Ultra Secure')));
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(field(canvas).value).toHaveLength(16));
    await expect(canvas.getByRole('button', { name: 'Ultra Secure' })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'PIN' }));
    await waitFor(() => expect(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}')).toEqual(preset('PIN')));
    await expect(localStorage.getItem(STORAGE_KEY)).not.toContain(field(canvas).value);
  },
};

export const Keyboard: Story = {
  name: 'Keyboard only',
  play: async ({ canvas }) => {
    const [first, second] = expectedPasswords(DEFAULT_SETTINGS, DEFAULT_SETTINGS);
    await waitFor(() => expect(field(canvas)).toHaveValue(first));
    await userEvent.tab();
    await expect(field(canvas)).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Hide password' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(field(canvas)).toHaveAttribute('type', 'password');
    await userEvent.keyboard(' ');
    await expect(field(canvas)).toHaveAttribute('type', 'text');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Copy password' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Generate New Password' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(field(canvas)).toHaveValue(second);
  },
};

export const Narrow: Story = {
  name: 'Narrow (320px)',
  decorators: [
    (Story) => (
      // A ref, not a style attribute: the lint rule (and the site's CSP) forbid inline styles.
      <div ref={(el) => el?.style.setProperty('max-width', '320px')}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    await waitFor(() => expect(field(canvas).value).toHaveLength(12));
    const settings = canvas.getByRole('heading', { name: 'Settings' }).closest('section')!;
    const password = canvas.getByRole('heading', { name: 'Generated Password' }).closest('section')!;
    // One column: the settings sit below the password card.
    await expect(settings.getBoundingClientRect().top).toBeGreaterThan(password.getBoundingClientRect().bottom);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const CrackTimes: Story = {
  name: 'Time to Crack, from how the password was made',
  play: async ({ canvas, canvasElement }) => {
    const card = canvas.getByRole('heading', { level: 2, name: 'Time to Crack' }).closest('section') ?? canvasElement;
    const times = () => Array.from(card.querySelectorAll('dd'), (dd) => dd.textContent);
    await waitFor(() => expect(field(canvas).value).toHaveLength(12));
    // 12 characters from 88: 88^12 ≈ 2.2 × 10^23 guesses, centuries even at 10 billion a second,
    // beside the spec's "Very Strong" (the checker's zxcvbn would say 2 minutes offline).
    await expect(times()).toEqual(['centuries', 'centuries', 'centuries', 'centuries']);
    await expect(card).toHaveTextContent('12 characters, each one of 88, so someone who knows these settings has at most 88 to the power of 12 passwords to try (77.5 bits, the entropy above).');
    await expect(tileValue(canvasElement, 'Entropy (bits)')).toBe('77.5');
    await expect(within(card as HTMLElement).getByRole('link', { name: 'Password Strength Checker' })).toHaveAttribute('href', '/tools/password-checker');
    // A PIN: 10^6 guesses at 100 an hour, 10 a second, 10,000 a second and 10 billion a second.
    await userEvent.click(canvas.getByRole('button', { name: 'PIN' }));
    await waitFor(() => expect(times()).toEqual(['1 year', '1 day', '2 minutes', 'less than a second']));
    await expect(card).toHaveTextContent('at most 10 to the power of 6 passwords to try (19.9 bits, the entropy above)');
  },
};

export const German: Story = {
  name: 'German: strength, entropy and crack times',
  globals: { locale: 'de' },
  play: async ({ canvas, canvasElement }) => {
    const [first] = expectedPasswords(DEFAULT_SETTINGS);
    await waitFor(() => expect(canvas.getByLabelText('Passwort', { selector: 'input' })).toHaveValue(first));
    await expect(canvas.getByRole('heading', { level: 2, name: 'Erzeugtes Passwort' })).toBeVisible();
    await expect(canvas.getByRole('meter', { name: 'Stärke' })).toHaveAttribute('aria-valuetext', 'Sehr stark');
    await expect(tileValue(canvasElement, 'Entropie (Bit)')).toBe('77,5');
    await expect(canvas.getByRole('checkbox', { name: 'Großbuchstaben (A-Z)' })).toBeChecked();
    const card = canvas.getByRole('heading', { level: 2, name: 'Zeit zum Knacken' }).closest('section') ?? canvasElement;
    const times = () => Array.from(card.querySelectorAll('dd'), (dd) => dd.textContent);
    await expect(times()).toEqual(['Jahrhunderte', 'Jahrhunderte', 'Jahrhunderte', 'Jahrhunderte']);
    // A PIN: 10^6 guesses; German plurals and the decimal comma in the entropy.
    await userEvent.click(canvas.getByRole('button', { name: 'PIN' }));
    await waitFor(() => expect(times()).toEqual(['1 Jahr', '1 Tag', '2 Minuten', 'weniger als eine Sekunde']));
    await expect(card).toHaveTextContent('höchstens 10 hoch 6 Passwörter durchprobieren (19,9 Bit, die Entropie oben)');
    await expect(canvas.getByRole('meter', { name: 'Stärke' })).toHaveAttribute('aria-valuetext', 'Sehr schwach');
  },
};
