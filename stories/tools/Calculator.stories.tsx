import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, mocked, spyOn, userEvent, waitFor, within } from 'storybook/test';
import Calculator from '../../src/tools/calculator/Calculator';
import { messages } from '../../src/tools/calculator/i18n';

/**
 * The calculator follows product-spec §4 (digit / point / operator / equals / C / backspace
 * rules), plus DECISIONS.md: memory keys, keyboard, 15 significant digits, "Cannot divide by zero".
 * Keys: digits by their digit; the others by their spoken names (Add, Subtract, Multiply, Divide,
 * Equals, Clear, Backspace, Change sign, Decimal point, "MC, memory clear", …).
 */
const meta = {
  title: 'Tools/Calculator',
  component: Calculator,
  args: { onChange: fn() },
  // The tool's messages load before each story renders (the preview's loader), so nothing suspends.
  parameters: { layout: 'fullscreen', messages: [messages] },
  // The remembered mode and angle unit from one story must not leak into the next.
  beforeEach: () => {
    localStorage.removeItem('toolshed:calculator');
    return () => localStorage.removeItem('toolshed:calculator');
  },
} satisfies Meta<typeof Calculator>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const NAMES: Record<string, string> = {
  '+': 'Add',
  '-': 'Subtract',
  '*': 'Multiply',
  '/': 'Divide',
  '=': 'Equals',
  '.': 'Decimal point',
  C: 'Clear',
  '<': 'Backspace',
  '±': 'Change sign',
};

/** Presses on-screen keys: "12+3=" (< is Backspace, ± changes the sign). */
async function tap(canvas: Canvas, sequence: string) {
  for (const ch of sequence) await userEvent.click(canvas.getByRole('button', { name: NAMES[ch] ?? ch }));
}

const memoryKey = (canvas: Canvas, name: 'MC' | 'MR' | 'M+' | 'M−') => canvas.getByRole('button', { name: new RegExp(`^${name.replace('+', '\\+')},`) });

const display = (canvas: Canvas) => canvas.getByTestId('calculator-display');
const expression = (canvas: Canvas) => canvas.getByTestId('calculator-expression');

export const Ready: Story = {
  name: 'Ready (0)',
  play: async ({ canvas, args }) => {
    await expect(display(canvas)).toHaveTextContent(/^0$/);
    await expect(expression(canvas)).toHaveTextContent(/^$/);
    await expect(memoryKey(canvas, 'MC')).toBeDisabled();
    await expect(memoryKey(canvas, 'MR')).toBeDisabled();
    await expect(memoryKey(canvas, 'M+')).toBeEnabled();
    await expect(canvas.getByText('Your last 10 calculations appear here.')).toBeVisible();
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith({ display: '0', value: 0, expression: '', error: null, memory: null }));
  },
};

export const TypingANumber: Story = {
  name: 'Typing a number',
  play: async ({ canvas, args }) => {
    await tap(canvas, '0012.3.4');
    // The lone 0 is replaced, a second point is ignored, thousands are grouped for reading.
    await expect(display(canvas)).toHaveTextContent(/^12\.34$/);
    await tap(canvas, 'C1234567');
    await expect(display(canvas)).toHaveTextContent(/^1,234,567$/);
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ display: '1234567', value: 1234567 }));
  },
};

export const PendingOperation: Story = {
  name: 'Pending operation shown',
  play: async ({ canvas }) => {
    await tap(canvas, '12+');
    await expect(expression(canvas)).toHaveTextContent(/^12 \+$/);
    await expect(display(canvas)).toHaveTextContent(/^12$/);
    // A second operator straight away replaces the first.
    await tap(canvas, '*');
    await expect(expression(canvas)).toHaveTextContent(/^12 ×$/);
    await tap(canvas, '3');
    await expect(display(canvas)).toHaveTextContent(/^3$/);
    await expect(expression(canvas)).toHaveTextContent(/^12 ×$/);
  },
};

export const Result: Story = {
  name: '0.1 + 0.2 = 0.3',
  play: async ({ canvas, args }) => {
    await tap(canvas, '.1+.2=');
    await expect(display(canvas)).toHaveTextContent(/^0\.3$/);
    await expect(expression(canvas)).toHaveTextContent(/^0\.1 \+ 0\.2 =$/);
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ display: '0.3', value: 0.3, expression: '0.1 + 0.2 =' }));
    // The result starts fresh: a digit replaces it, a point restarts at 0.
    await tap(canvas, '.');
    await expect(display(canvas)).toHaveTextContent(/^0\.$/);
    await tap(canvas, 'C1/3=');
    await expect(display(canvas)).toHaveTextContent(/^0\.333333333333333$/);
  },
};

export const OperatorChain: Story = {
  name: 'Operator chain computes the pending operation',
  play: async ({ canvas }) => {
    await tap(canvas, '5+3*');
    await expect(display(canvas)).toHaveTextContent(/^8$/);
    await expect(expression(canvas)).toHaveTextContent(/^8 ×$/);
    await tap(canvas, '2=');
    await expect(display(canvas)).toHaveTextContent(/^16$/);
    await expect(expression(canvas)).toHaveTextContent(/^8 × 2 =$/);
  },
};

export const DivideByZero: Story = {
  name: 'Cannot divide by zero',
  play: async ({ canvas, args }) => {
    await tap(canvas, '5/0=');
    await expect(display(canvas)).toHaveTextContent(/^Cannot divide by zero$/);
    await expect(expression(canvas)).toHaveTextContent(/^5 ÷ 0 =$/);
    await expect(canvas.getByRole('button', { name: 'Copy result' })).toBeDisabled();
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ error: 'Cannot divide by zero', value: null, display: '' }));
    await waitFor(() => expect(canvas.getAllByRole('status').some((s) => s.textContent === 'Cannot divide by zero')).toBe(true));
  },
};

export const AfterAnError: Story = {
  name: 'The next key after an error starts over',
  play: async ({ canvas }) => {
    await tap(canvas, '5/0=7');
    await expect(display(canvas)).toHaveTextContent(/^7$/);
    await expect(expression(canvas)).toHaveTextContent(/^$/);
    await tap(canvas, '/0+');
    await expect(display(canvas)).toHaveTextContent(/^Cannot divide by zero$/);
    await tap(canvas, '+');
    await expect(display(canvas)).toHaveTextContent(/^0$/);
  },
};

export const Memory: Story = {
  name: 'Memory Keys',
  play: async ({ canvas }) => {
    await tap(canvas, '10');
    await userEvent.click(memoryKey(canvas, 'M+'));
    await expect(canvas.getByText('M = 10')).toBeVisible();
    await tap(canvas, '4');
    await userEvent.click(memoryKey(canvas, 'M−'));
    await expect(canvas.getByText('M = 6')).toBeVisible();
    // C keeps the memory.
    await tap(canvas, 'C');
    await expect(display(canvas)).toHaveTextContent(/^0$/);
    await userEvent.click(memoryKey(canvas, 'MR'));
    await expect(display(canvas)).toHaveTextContent(/^6$/);
    await userEvent.click(memoryKey(canvas, 'MC'));
    await expect(canvas.queryByText(/^M = /)).toBeNull();
    await expect(memoryKey(canvas, 'MR')).toBeDisabled();
    // M+ finishes the number: the next digit starts a new one.
    await tap(canvas, '1250');
    await userEvent.click(memoryKey(canvas, 'M+'));
    await tap(canvas, '2');
    await expect(display(canvas)).toHaveTextContent(/^2$/);
    await expect(canvas.getByText('M = 1,250')).toBeVisible();
  },
};

export const History: Story = {
  name: 'History: reuse a result',
  play: async ({ canvas }) => {
    await tap(canvas, '2+2=3*3=');
    const history = canvas.getByRole('region', { name: 'History' });
    const items = within(history).getAllByRole('listitem');
    await expect(items.map((i) => i.textContent)).toEqual(['3 × 3 = 9', '2 + 2 = 4']);
    await tap(canvas, '+');
    await userEvent.click(within(history).getByRole('button', { name: '2 + 2 = 4' }));
    await expect(display(canvas)).toHaveTextContent(/^4$/);
    await tap(canvas, '=');
    await expect(display(canvas)).toHaveTextContent(/^13$/);
    await expect(within(history).getAllByRole('listitem')).toHaveLength(3);
  },
};

export const ClearHistory: Story = {
  name: 'History cleared',
  play: async ({ canvas }) => {
    await tap(canvas, '6*7=');
    const history = canvas.getByRole('region', { name: 'History' });
    await userEvent.click(within(history).getByRole('button', { name: 'Clear History' }));
    await expect(within(history).queryByRole('list')).toBeNull();
    await expect(within(history).getByText('Your last 10 calculations appear here.')).toBeVisible();
    // Only the history went: the result stays.
    await expect(display(canvas)).toHaveTextContent(/^42$/);
  },
};

export const Backspace: Story = {
  name: 'Backspace',
  play: async ({ canvas }) => {
    await tap(canvas, '123<');
    await expect(display(canvas)).toHaveTextContent(/^12$/);
    await tap(canvas, '<<');
    await expect(display(canvas)).toHaveTextContent(/^0$/);
    await tap(canvas, '4.56<');
    await expect(display(canvas)).toHaveTextContent(/^4\.5$/);
  },
};

export const NegativeNumbers: Story = {
  name: 'Negative numbers (±)',
  play: async ({ canvas }) => {
    await tap(canvas, '5*±3=');
    await expect(display(canvas)).toHaveTextContent(/^-15$/);
    await tap(canvas, '±');
    await expect(display(canvas)).toHaveTextContent(/^15$/);
    await tap(canvas, '-20=');
    await expect(display(canvas)).toHaveTextContent(/^-5$/);
  },
};

export const LongNumbers: Story = {
  name: '15-digit limit and scientific notation',
  play: async ({ canvas }) => {
    await tap(canvas, '1234567890123456');
    await expect(display(canvas)).toHaveTextContent(/^123,456,789,012,345$/);
    await tap(canvas, '*1000=');
    await expect(display(canvas)).toHaveTextContent(/^1\.23456789012345e\+17$/);
    // The number fits on one line.
    const el = display(canvas);
    await expect(el.scrollWidth).toBeLessThanOrEqual(el.clientWidth);
  },
};

export const Keyboard: Story = {
  name: 'Keyboard only',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Display' })).toHaveFocus();
    await userEvent.keyboard('12+3{Enter}');
    await expect(display(canvas)).toHaveTextContent(/^15$/);
    await userEvent.keyboard('{Escape}7*6=');
    await expect(display(canvas)).toHaveTextContent(/^42$/);
    await userEvent.keyboard('{Backspace}');
    await expect(display(canvas)).toHaveTextContent(/^4$/);
    await userEvent.keyboard('/8,0{Enter}'); // a comma is a decimal point too
    await expect(display(canvas)).toHaveTextContent(/^0\.5$/);
    await userEvent.keyboard('c');
    await expect(display(canvas)).toHaveTextContent(/^0$/);
    // Keys typed while a key has focus still count; Enter then presses that key (it is not "=").
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Copy result' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /^M\+,/ })).toHaveFocus();
    await userEvent.keyboard('9{Enter}');
    await expect(canvas.getByText('M = 9')).toBeVisible();
  },
};

export const ClickThenType: Story = {
  name: 'Click a key, then type',
  play: async ({ canvas }) => {
    await tap(canvas, '2');
    await userEvent.keyboard('5-7{Enter}');
    await expect(display(canvas)).toHaveTextContent(/^18$/);
    // Enter after a click is "=", not a second press of the clicked key.
    await tap(canvas, '+');
    await userEvent.keyboard('2{Enter}{Enter}');
    await expect(display(canvas)).toHaveTextContent(/^20$/);
  },
};

export const CopyResult: Story = {
  parameters: { visual: { copiedTimer: 'held' } },
  name: 'Copy result',
  // Headless Chromium denies clipboard reads, so record writes instead of reading them back.
  beforeEach: () => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    return () => writeText.mockRestore();
  },
  play: async ({ canvas }) => {
    await tap(canvas, '1234.5');
    await userEvent.click(canvas.getByRole('button', { name: 'Copy result' }));
    await expect(await canvas.findByRole('button', { name: 'Copied!' })).toBeVisible();
    // The plain number, without the grouping commas, so it pastes into a spreadsheet.
    await expect(mocked(navigator.clipboard.writeText)).toHaveBeenCalledWith('1234.5');
  },
};

export const Paste: Story = {
  name: 'Paste a number (and a non-number)',
  play: async ({ canvas }) => {
    await tap(canvas, 'C');
    await userEvent.paste('1,234.5');
    await expect(display(canvas)).toHaveTextContent(/^1,234\.5$/);
    await userEvent.paste('hello');
    await expect(canvas.getByText('Only a number can be pasted, e.g. 1234.5')).toBeVisible();
    // Nothing is lost.
    await expect(display(canvas)).toHaveTextContent(/^1,234\.5$/);
  },
};

export const InitialValue: Story = {
  name: 'Initial value (embed attribute)',
  args: { initialValue: '2.5' },
  play: async ({ canvas }) => {
    await expect(display(canvas)).toHaveTextContent(/^2\.5$/);
    await tap(canvas, '*4=');
    await expect(display(canvas)).toHaveTextContent(/^10$/);
  },
};

export const Narrow: Story = {
  name: 'Narrow (320px)',
  decorators: [
    (Story) => (
      // Set through CSSOM: the CSP forbids style attributes.
      <div ref={(el) => void el?.style.setProperty('max-width', '320px')}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    await tap(canvas, '9');
    await userEvent.click(memoryKey(canvas, 'M+'));
    await expect(canvas.getByText('M = 9')).toBeVisible();
    await tap(canvas, '123456789*987654321=');
    await expect(display(canvas)).toHaveTextContent(/^1\.21932631112635e\+17$/);
    // The longest results still fit on one line at 320px.
    const el = display(canvas);
    await expect(el.scrollWidth).toBeLessThanOrEqual(el.clientWidth);
    await tap(canvas, 'C1234567890.12345±');
    await expect(display(canvas)).toHaveTextContent(/^-1,234,567,890\.12345$/);
    await expect(el.scrollWidth).toBeLessThanOrEqual(el.clientWidth);
  },
};

// Scientific mode (issue #30): typed expressions, functions, degrees or radians, a reusable history.

const sciInput = (canvas: Canvas) => canvas.getByRole('textbox', { name: 'Expression' });
/** The scientific mode's code loads when the mode is first shown. */
const scientificReady = (canvas: Canvas) => canvas.findByRole('textbox', { name: 'Expression' }, { timeout: 5000 });
const sciResult = (canvas: Canvas) => canvas.getByTestId('scientific-result');

/** Types an expression into the field and presses Enter. */
async function enter(canvas: Canvas, text: string) {
  const field = sciInput(canvas);
  await userEvent.clear(field);
  await userEvent.type(field, text);
  await userEvent.keyboard('{Enter}');
}

export const ScientificMode: Story = {
  name: 'Scientific: switch mode, type, Enter',
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Scientific' }));
    await expect(canvas.getByRole('radio', { name: 'Scientific' })).toBeChecked();
    await expect(await scientificReady(canvas)).toBeVisible();
    // The result follows the text as it is typed; Enter finishes it.
    await userEvent.type(sciInput(canvas), '2+3*4');
    await expect(sciResult(canvas)).toHaveTextContent(/^14$/);
    await userEvent.keyboard('{Enter}');
    await expect(sciInput(canvas)).toHaveValue('14');
    await expect(canvas.getByTestId('scientific-expression')).toHaveTextContent(/^2\+3\*4 =$/);
    await expect(args.onChange).toHaveBeenLastCalledWith({ display: '14', value: 14, expression: '14', error: null, memory: null });
    await enter(canvas, '(2+3)*4');
    await expect(sciResult(canvas)).toHaveTextContent(/^20$/);
    await enter(canvas, '0.1+0.2');
    await expect(sciResult(canvas)).toHaveTextContent(/^0\.3$/);
    // Back to Basic: the keypad calculator as before.
    await userEvent.click(canvas.getByRole('radio', { name: 'Basic' }));
    await expect(display(canvas)).toHaveTextContent(/^0$/);
  },
};

export const ScientificKeys: Story = {
  name: 'Scientific: on-screen keys',
  args: { mode: 'scientific' },
  play: async ({ canvas }) => {
    await scientificReady(canvas);
    const keys = within(canvas.getByRole('group', { name: 'Functions' }));
    const pad = within(canvas.getByRole('group', { name: 'Keypad' }));
    await userEvent.click(pad.getByRole('button', { name: '2' }));
    await userEvent.click(keys.getByRole('button', { name: 'xʸ, power' }));
    await userEvent.click(pad.getByRole('button', { name: '1' }));
    await userEvent.click(pad.getByRole('button', { name: '0' }));
    await expect(sciInput(canvas)).toHaveValue('2^10');
    await expect(sciInput(canvas)).toHaveFocus();
    await userEvent.click(pad.getByRole('button', { name: 'Equals' }));
    await expect(sciResult(canvas)).toHaveTextContent(/^1,024$/);
    await userEvent.click(keys.getByRole('button', { name: 'Clear' }));
    await userEvent.click(keys.getByRole('button', { name: 'Square root' }));
    await userEvent.click(pad.getByRole('button', { name: '2' }));
    await userEvent.keyboard('{Enter}');
    await expect(sciResult(canvas)).toHaveTextContent(/^1\.4142135623731$/);
    await userEvent.click(keys.getByRole('button', { name: 'Backspace' }));
    await expect(sciInput(canvas)).toHaveValue('1.414213562373');
  },
};

export const DegreesRadians: Story = {
  name: 'Scientific: degrees and radians',
  args: { mode: 'scientific', expression: 'sin(30)' },
  play: async ({ canvas }) => {
    await scientificReady(canvas);
    await expect(canvas.getByRole('radio', { name: 'Degrees' })).toBeChecked();
    await expect(sciResult(canvas)).toHaveTextContent(/^0\.5$/);
    await userEvent.click(canvas.getByRole('radio', { name: 'Radians' }));
    await expect(sciResult(canvas)).toHaveTextContent(/^-0\.988031624092862$/);
    await enter(canvas, 'sin(π/6)');
    await expect(sciResult(canvas)).toHaveTextContent(/^0\.5$/);
  },
};

export const ScientificHistory: Story = {
  name: 'Scientific: history reuse',
  args: { mode: 'scientific' },
  play: async ({ canvas }) => {
    await scientificReady(canvas);
    await enter(canvas, '6*7');
    await enter(canvas, '2^3');
    const history = canvas.getByRole('region', { name: 'History' });
    await expect(within(history).getAllByRole('listitem').map((i) => i.textContent)).toEqual(['2^3 = 8', '6*7 = 42']);
    // A result goes in at the caret while typing…
    await userEvent.clear(sciInput(canvas));
    await userEvent.type(sciInput(canvas), '100-');
    await userEvent.click(within(history).getByRole('button', { name: '6*7 = 42' }));
    await expect(sciInput(canvas)).toHaveValue('100-42');
    await expect(sciResult(canvas)).toHaveTextContent(/^58$/);
    // …and the pencil puts the expression back to edit.
    await userEvent.click(within(history).getByRole('button', { name: 'Edit 2^3' }));
    await expect(sciInput(canvas)).toHaveValue('2^3');
    // Keyboard: Tab to an entry and press Enter.
    within(history).getByRole('button', { name: '2^3 = 8' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(sciInput(canvas)).toHaveValue('2^38');
  },
};

export const ScientificClearHistory: Story = {
  name: 'Scientific: history cleared',
  args: { mode: 'scientific' },
  play: async ({ canvas }) => {
    await scientificReady(canvas);
    await enter(canvas, '5!');
    const history = canvas.getByRole('region', { name: 'History' });
    await userEvent.click(within(history).getByRole('button', { name: 'Clear History' }));
    await expect(within(history).queryByRole('list')).toBeNull();
    await expect(within(history).getByText('Your last 20 results appear here. Press Enter to add one.')).toBeVisible();
    await expect(sciResult(canvas)).toHaveTextContent(/^120$/);
  },
};

type ErrorContext = Parameters<NonNullable<Story['play']>>[0];

/** Each message is shown under the field and announced; the result shown before Enter stays. */
async function showsError({ canvas, args }: ErrorContext, expression: string, message: string) {
  await scientificReady(canvas);
  await enter(canvas, '9');
  await userEvent.type(sciInput(canvas), `{Backspace}${expression}`);
  const before = sciResult(canvas).textContent;
  await userEvent.keyboard('{Enter}');
  await expect(canvas.getByText(message, { selector: 'span' })).toBeVisible();
  await expect(sciInput(canvas)).toHaveAttribute('aria-invalid', 'true');
  await expect(sciInput(canvas)).toHaveAccessibleDescription(message);
  await expect(sciResult(canvas)).toHaveTextContent(before ?? '');
  await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ error: message, value: null, display: '' }));
  // Editing the text takes the message away.
  await userEvent.type(sciInput(canvas), '{Backspace}');
  await expect(canvas.queryByText(message, { selector: 'span' })).toBeNull();
}

export const ErrorDivideByZero: Story = {
  name: 'Scientific error: Cannot divide by zero',
  args: { mode: 'scientific' },
  play: (context) => showsError(context, '5/0', 'Cannot divide by zero'),
};

export const ErrorLn: Story = {
  name: 'Scientific error: ln(0)',
  args: { mode: 'scientific' },
  play: (context) => showsError(context, 'ln(0)', 'ln is undefined for 0 and negative numbers'),
};

export const ErrorParenthesis: Story = {
  name: 'Scientific error: Missing closing parenthesis',
  args: { mode: 'scientific' },
  play: (context) => showsError(context, '(2+3', 'Missing closing parenthesis'),
};

export const ErrorTan: Story = {
  name: 'Scientific error: tan(90°)',
  args: { mode: 'scientific' },
  play: (context) => showsError(context, 'tan(90)', 'tan is undefined at 90°'),
};

export const ScientificNarrow: Story = {
  name: 'Scientific: narrow (320px)',
  args: { mode: 'scientific', expression: '123456789*987654321' },
  decorators: Narrow.decorators,
  play: async ({ canvas }) => {
    await scientificReady(canvas);
    await expect(sciResult(canvas)).toHaveTextContent(/^1\.21932631112635e\+17$/);
    const result = sciResult(canvas);
    await expect(result.scrollWidth).toBeLessThanOrEqual(result.clientWidth);
    // No key label is cut.
    for (const key of within(canvas.getByRole('group', { name: 'Functions' })).getAllByRole('button')) {
      await expect(key.scrollWidth).toBeLessThanOrEqual(key.clientWidth);
    }
  },
};

export const German: Story = {
  name: 'German: decimal comma, words and messages',
  globals: { locale: 'de' },
  play: async ({ canvas, args }) => {
    const key = (name: string) => canvas.getByRole('button', { name });
    for (const name of ['0', 'Dezimalkomma', '1', 'Addieren', '0', 'Dezimalkomma', '2', 'Gleich']) await userEvent.click(key(name));
    await expect(key('Dezimalkomma')).toHaveTextContent(/^,$/);
    await expect(display(canvas)).toHaveTextContent(/^0,3$/);
    await expect(expression(canvas)).toHaveTextContent(/^0,1 \+ 0,2 =$/);
    await expect(canvas.getByRole('heading', { name: 'Verlauf' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Verlauf löschen' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Tastatur' })).toBeVisible();
    await expect(canvas.getByText('Ziffern und Dezimalkomma')).toBeVisible();
    await expect(memoryKey(canvas, 'MC')).toHaveAccessibleName('MC, Speicher löschen');
    await expect(canvas.getByRole('radio', { name: 'Wissenschaftlich' })).not.toBeChecked();
    // 1234,5 × 2: grouped with points, the decimal comma kept.
    for (const name of ['1', '2', '3', '4', 'Dezimalkomma', '5', 'Multiplizieren', '2', 'Gleich']) await userEvent.click(key(name));
    await expect(display(canvas)).toHaveTextContent(/^2\.469$/);
    for (const name of ['5', 'Dividieren', '0', 'Gleich']) await userEvent.click(key(name));
    await expect(display(canvas)).toHaveTextContent('Division durch null nicht möglich');
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ error: 'Division durch null nicht möglich', value: null }));
  },
};
