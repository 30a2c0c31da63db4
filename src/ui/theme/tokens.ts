/**
 * Raw design tokens. Plain data (no vanilla-extract) so unit tests can check them,
 * e.g. that every text/background pair passes WCAG AA in both themes.
 */

export const colorTokenNames = [
  'background',
  'surface',
  'surfaceAlt',
  'text',
  'textMuted',
  'placeholder',
  'border',
  'borderStrong',
  'accent',
  'accentSolid',
  'accentSolidHover',
  'onAccent',
  'accentSubtle',
  'success',
  'successSubtle',
  'warning',
  'warningSubtle',
  'danger',
  'dangerSolid',
  'dangerSolidHover',
  'onDanger',
  'dangerSubtle',
  'focus',
  'overlay',
] as const;

export type ColorTokenName = (typeof colorTokenNames)[number];
export type ColorTokens = Record<ColorTokenName, string>;

export const lightColors: ColorTokens = {
  background: '#f8fafc',
  surface: '#ffffff',
  surfaceAlt: '#f1f5f9',
  text: '#0f172a',
  textMuted: '#475569',
  // An example in an empty field, not a value: under 40% of the text's contrast, still 4.5:1.
  placeholder: '#657184',
  border: '#e2e8f0',
  borderStrong: '#64748b',
  accent: '#1d4ed8',
  accentSolid: '#2563eb',
  accentSolidHover: '#1d4ed8',
  onAccent: '#ffffff',
  accentSubtle: '#dbeafe',
  success: '#166534',
  successSubtle: '#dcfce7',
  warning: '#92400e',
  warningSubtle: '#fef3c7',
  danger: '#b91c1c',
  dangerSolid: '#dc2626',
  dangerSolidHover: '#b91c1c',
  onDanger: '#ffffff',
  dangerSubtle: '#fee2e2',
  focus: '#2563eb',
  overlay: 'rgba(15, 23, 42, 0.5)',
};

export const darkColors: ColorTokens = {
  background: '#020617',
  surface: '#0f172a',
  surfaceAlt: '#1e293b',
  text: '#f1f5f9',
  textMuted: '#94a3b8',
  placeholder: '#8391a7',
  border: '#1e293b',
  borderStrong: '#64748b',
  accent: '#93c5fd',
  accentSolid: '#60a5fa',
  accentSolidHover: '#93c5fd',
  onAccent: '#020617',
  accentSubtle: '#172554',
  success: '#86efac',
  successSubtle: '#052e16',
  warning: '#fcd34d',
  warningSubtle: '#451a03',
  danger: '#fca5a5',
  dangerSolid: '#f87171',
  dangerSolidHover: '#fca5a5',
  onDanger: '#020617',
  dangerSubtle: '#450a0a',
  focus: '#60a5fa',
  overlay: 'rgba(2, 6, 23, 0.7)',
};

/**
 * Every foreground/background pairing the components use. Text pairs need 4.5:1,
 * UI pairs (control borders, focus ring, bar fills) need 3:1 (WCAG 1.4.3 / 1.4.11).
 */
export const contrastPairs: ReadonlyArray<{
  fg: ColorTokenName;
  bg: ColorTokenName;
  min: 4.5 | 3;
}> = [
  ...(['background', 'surface', 'surfaceAlt'] as const).flatMap((bg) => [
    { fg: 'text' as const, bg, min: 4.5 as const },
    { fg: 'textMuted' as const, bg, min: 4.5 as const },
    { fg: 'placeholder' as const, bg, min: 4.5 as const },
    { fg: 'accent' as const, bg, min: 4.5 as const },
    { fg: 'success' as const, bg, min: 4.5 as const },
    { fg: 'warning' as const, bg, min: 4.5 as const },
    { fg: 'danger' as const, bg, min: 4.5 as const },
    { fg: 'borderStrong' as const, bg, min: 3 as const },
    { fg: 'focus' as const, bg, min: 3 as const },
    { fg: 'accentSolid' as const, bg, min: 3 as const },
  ]),
  { fg: 'onAccent', bg: 'accentSolid', min: 4.5 },
  { fg: 'onAccent', bg: 'accentSolidHover', min: 4.5 },
  { fg: 'onDanger', bg: 'dangerSolid', min: 4.5 },
  { fg: 'onDanger', bg: 'dangerSolidHover', min: 4.5 },
  { fg: 'accent', bg: 'accentSubtle', min: 4.5 },
  { fg: 'text', bg: 'accentSubtle', min: 4.5 },
  { fg: 'success', bg: 'successSubtle', min: 4.5 },
  { fg: 'text', bg: 'successSubtle', min: 4.5 },
  { fg: 'warning', bg: 'warningSubtle', min: 4.5 },
  { fg: 'text', bg: 'warningSubtle', min: 4.5 },
  { fg: 'danger', bg: 'dangerSubtle', min: 4.5 },
  { fg: 'text', bg: 'dangerSubtle', min: 4.5 },
];

export const space = {
  none: '0',
  xxs: '0.25rem',
  xs: '0.5rem',
  sm: '0.75rem',
  md: '1rem',
  lg: '1.5rem',
  xl: '2rem',
  xxl: '3rem',
  xxxl: '4rem',
} as const;
export type Space = keyof typeof space;
export const spaceNames = Object.keys(space) as Space[];

export const radii = { sm: '0.25rem', md: '0.5rem', lg: '0.75rem', full: '9999px' } as const;

export const fontSize = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.25rem',
  xxl: '1.5rem',
  xxxl: '2rem',
  display: '2.5rem',
} as const;

export const fontWeight = { regular: '400', medium: '500', semibold: '600', bold: '700' } as const;
export const lineHeight = { tight: '1.25', snug: '1.4', normal: '1.6' } as const;

export const fonts = {
  body: '"Inter Variable", "Inter", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  mono: '"JetBrains Mono Variable", "JetBrains Mono", ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace',
} as const;

/** Control heights; the smallest still clears the 24 px minimum target size (WCAG 2.5.8). */
export const controlSize = { sm: '2rem', md: '2.5rem', lg: '3rem' } as const;

export const durations = { fast: '120ms', normal: '200ms', slow: '320ms' } as const;

export const easing = { standard: 'cubic-bezier(0.2, 0, 0, 1)' } as const;

/** Elevation differs per theme: dark surfaces need darker, denser shadows to read at all. */
export const lightShadows: Record<'sm' | 'md' | 'lg', string> = {
  sm: '0 1px 2px rgba(15, 23, 42, 0.06)',
  md: '0 4px 12px rgba(15, 23, 42, 0.08), 0 1px 3px rgba(15, 23, 42, 0.06)',
  lg: '0 16px 40px rgba(15, 23, 42, 0.16), 0 2px 6px rgba(15, 23, 42, 0.08)',
};

export const darkShadows: typeof lightShadows = {
  sm: '0 1px 2px rgba(0, 0, 0, 0.5)',
  md: '0 4px 12px rgba(0, 0, 0, 0.5), 0 1px 3px rgba(0, 0, 0, 0.4)',
  lg: '0 16px 40px rgba(0, 0, 0, 0.6), 0 2px 6px rgba(0, 0, 0, 0.4)',
};

const sharedTokens = {
  space,
  radius: radii,
  fontSize,
  fontWeight,
  lineHeight,
  font: fonts,
  control: controlSize,
  duration: durations,
  easing,
};

/**
 * The full value of every contract token per theme: theme.css.ts assigns these to the contract,
 * and the Storybook Foundations pages render them, so the docs can never drift from the CSS.
 */
export const lightTheme = { ...sharedTokens, color: lightColors, shadow: lightShadows };
export const darkTheme = { ...sharedTokens, color: darkColors, shadow: darkShadows };
export type ThemeTokens = typeof lightTheme;
