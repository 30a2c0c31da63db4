import { defineCatalog, useMessages, type Translate } from '../../i18n/catalog';
import { englishNumberText } from '../../i18n/numbers';
import type { HexWords } from './color-picker';
import type { CssColorProblem } from './css-color';
import type en from './messages/en';

/** The color picker's messages, one chunk per locale (loaded with the tool in the page's locale). */
export const messages = defineCatalog(import.meta.glob<{ default: typeof en }>('/src/tools/color-picker/messages/*.ts'));

export type ColorPickerMessage = keyof typeof en;
export const useColorPickerMessages = () => useMessages(messages);

/** The hex field's messages in the page's locale (color-picker.ts keeps English as its default). */
export function hexWords(t: Translate<ColorPickerMessage>): HexWords {
  return {
    empty: t('hex.empty'),
    notADigit: (char) => t('hex.notADigit', { char }),
    shorthand: (digits, full) => t('hex.shorthand', { digits, full }),
    length: (count) => t('hex.length', { count: t.number(count) }),
  };
}

/** "a, b or c" in the page's language (the items are code: they keep their commas). */
export function orList(t: Translate<ColorPickerMessage>, list: readonly string[]): string {
  return list.length < 2 ? list.join('') : t('or', { head: list.slice(0, -1).join(', '), last: list.at(-1)! });
}

/** A problem of the Any Color field in the page's locale (css-color.ts keeps English as its default). */
export function colorProblemWords(t: Translate<ColorPickerMessage>, examples: readonly string[]): (problem: CssColorProblem) => string {
  const or = (list: readonly string[]) => orList(t, list);
  return (problem) => {
    const values: Record<string, string> = { examples: or(examples) };
    for (const [name, value] of Object.entries(problem)) {
      if (name === 'id') continue;
      if (name === 'name') values.name = value === 'a' || value === 'b' ? value : t(`channel.${value as 'red'}`);
      else if (name === 'samples') values.samples = or(value as readonly string[]);
      else if (name === 'spaces') values.spaces = (value as readonly string[]).join(', ');
      else if (name === 'withAlpha') values.withAlpha = value ? 'yes' : 'no';
      else if (name === 'count') values.count = t.number(value as number);
      else values[name] = String(value);
    }
    return t(`css.${problem.id}`, values);
  };
}

/** A palette step's name: "Lightness −20", "Analogous +30°" (a left-to-right mark keeps the sign on the number's left in Arabic). */
export function stepLabel(t: Translate<ColorPickerMessage>, step: { lightness?: number; hue?: number }): string {
  const signed = (n: number) => `${t.locale === 'ar' ? '\u200e' : ''}${n > 0 ? '+' : '\u2212'}${Math.abs(n)}`;
  if (step.lightness !== undefined) return step.lightness === 0 ? t('step.base') : t('step.lightness', { amount: signed(step.lightness) });
  return step.hue === 180 ? t('step.complementary') : t('step.analogous', { amount: signed(step.hue ?? 0) });
}

/** A preset's translated name. */
export const presetName = (t: Translate<ColorPickerMessage>, english: string): string => t(`preset.${english.toLowerCase()}` as ColorPickerMessage);

/** "4.5:1" with the locale's decimal mark; "50%" as the locale writes a percentage. */
export const localRatio = (t: Translate<ColorPickerMessage>, english: string): string => englishNumberText(t.locale, english);
export const localPercent = (t: Translate<ColorPickerMessage>, fraction: number): string => t.number(Math.round(fraction * 100) / 100, { style: 'percent' });
