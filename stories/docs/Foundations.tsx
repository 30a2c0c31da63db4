import { useState, type ReactNode } from 'react';
import { Badge } from '../../src/ui/components/Badge';
import { HEADER_HEIGHT, SIDEBAR_WIDTH, media } from '../../src/site/layout/breakpoints';
import { contrastRatio, formatRatio, wcagLevel, type ContrastUse } from '../../src/ui/theme/contrast';
import { focusRing, themeClass } from '../../src/ui/theme/theme.css';
import { colorTokenNames, contrastPairs, darkTheme, lightTheme, type ColorTokenName, type ThemeTokens } from '../../src/ui/theme/tokens';
import * as s from './foundations.css';

/*
 * The Storybook Foundations pages (stories/docs/Foundations-*.mdx) render these blocks. Every
 * name and value comes from src/ui/theme (tokens.ts and the contract in theme.css.ts) and every
 * sample is drawn through the contract, so changing a token changes these pages.
 * tests/unit/ui/docs.test.tsx renders them and checks that every contract token appears.
 */

const THEMES = [
  ['light', lightTheme],
  ['dark', darkTheme],
] as const satisfies ReadonlyArray<readonly [string, ThemeTokens]>;

const ROOT_PX = 16;

/** `1.5rem` → `24px`; other units are returned as they are. */
export function remToPx(value: string): string {
  const match = /^(-?\d*\.?\d+)rem$/.exec(value);
  return match ? `${Number(match[1]) * ROOT_PX}px` : value;
}

const Code = ({ children }: { children: ReactNode }) => <code className={s.code}>{children}</code>;

/** A table in a scroll box: wide tables scroll sideways on narrow screens, by keyboard too. */
/**
 * One row per token: its name, its value (with the px it makes when `px`), then the cells `after`
 * draws for it (samples through the token, notes).
 */
function TokenRows<T extends Record<string, string>>({
  tokens,
  px = false,
  after,
}: {
  tokens: T;
  px?: boolean;
  after?: (name: keyof T & string, value: string) => ReactNode;
}) {
  return Object.entries(tokens).map(([name, value]) => (
    <tr key={name}>
      <th scope="row">
        <Code>{name}</Code>
      </th>
      {px ? (
        <td className={s.nowrap}>
          <Code>{value}</Code> <span className={s.muted}>{remToPx(value)}</span>
        </td>
      ) : (
        <td>
          <Code>{value}</Code>
        </td>
      )}
      {after?.(name as keyof T & string, value)}
    </tr>
  ));
}

function Table({ caption, head, children }: { caption: string; head: string[]; children: ReactNode }) {
  return (
    <div className={`sb-unstyled ${s.scroller}`} tabIndex={0} role="region" aria-label={`${caption}, scrollable`}>
      <table className={s.table}>
        <caption className={s.caption}>{caption}</caption>
        <thead>
          <tr>
            {head.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

function Block({ children }: { children: ReactNode }) {
  return <div className={`sb-unstyled ${s.block}`}>{children}</div>;
}

/** A cell that pins a theme so its samples use that theme's values whatever the page theme is. */
function ThemedCell({ theme, children }: { theme: 'light' | 'dark'; children: ReactNode }) {
  return (
    <td className={`${themeClass} ${s.themedCell}`} data-theme={theme}>
      {children}
    </td>
  );
}

/** Every color token: its swatch and value in light and dark, side by side. */
export function ColorTokens() {
  return (
    <Block>
      <Table caption={`All ${colorTokenNames.length} color tokens (vars.color.*)`} head={['Token', 'Light', 'Dark']}>
        {colorTokenNames.map((name) => (
          <tr key={name}>
            <th scope="row">
              <Code>{name}</Code>
            </th>
            {THEMES.map(([theme, tokens]) => (
              <ThemedCell key={theme} theme={theme}>
                <span className={s.swatchRow}>
                  <span className={s.swatch[name]} aria-hidden="true" />
                  <Code>{tokens.color[name]}</Code>
                </span>
              </ThemedCell>
            ))}
          </tr>
        ))}
      </Table>
    </Block>
  );
}

const levelTone = { AAA: 'success', AA: 'success', Fail: 'danger' } as const;

function PairSample({ fg, bg, use }: { fg: ColorTokenName; bg: ColorTokenName; use: ContrastUse }) {
  return (
    <span className={s.sampleBg[bg]} aria-hidden="true">
      {use === 'text' ? <span className={s.sampleFg[fg]}>Aa</span> : <span className={s.uiBar[fg]} />}
    </span>
  );
}

/** Each foreground/background pair the components use, with its WCAG ratio and level per theme. */
export function ContrastPairs() {
  return (
    <Block>
      <Table
        caption={`${contrastPairs.length} text and UI pairs, computed from the token values (WCAG 2.x)`}
        head={['Foreground on background', 'Needs', 'Light', 'Dark']}
      >
        {contrastPairs.map(({ fg, bg, min }) => {
          const use: ContrastUse = min === 3 ? 'ui' : 'text';
          return (
            <tr key={`${fg}-${bg}`}>
              <th scope="row" className={s.nowrap}>
                <Code>{fg}</Code> on <Code>{bg}</Code>
              </th>
              <td className={s.nowrap}>{use === 'text' ? 'text 4.5:1' : 'UI 3:1'}</td>
              {THEMES.map(([theme, tokens]) => {
                const ratio = contrastRatio(tokens.color[fg], tokens.color[bg]);
                const level = wcagLevel(ratio, use);
                return (
                  <ThemedCell key={theme} theme={theme}>
                    <span className={s.result}>
                      <PairSample fg={fg} bg={bg} use={use} />
                      <span>{formatRatio(ratio)}</span>
                      <Badge tone={levelTone[level]}>{level}</Badge>
                    </span>
                  </ThemedCell>
                );
              })}
            </tr>
          );
        })}
      </Table>
    </Block>
  );
}

/** Font families, the type scale, weights and line heights. */
export function Typography() {
  const t = lightTheme;
  return (
    <Block>
      <Table caption="Font families (vars.font.*)" head={['Token', 'Sample', 'Stack']}>
        {Object.entries(t.font).map(([name, value]) => (
          <tr key={name}>
            <th scope="row">
              <Code>{name}</Code>
            </th>
            <td className={s.fontFamilies[name as keyof typeof t.font]}>Toolshed 0123456789</td>
            <td>
              <Code>{value}</Code>
            </td>
          </tr>
        ))}
      </Table>
      <Table caption="Type scale (vars.fontSize.*), 1rem = 16px" head={['Token', 'Size', 'Sample']}>
        <TokenRows tokens={t.fontSize} px after={(name) => <td className={s.fontSizes[name]}>Free tools in your browser</td>} />
      </Table>
      <Table caption="Font weights (vars.fontWeight.*)" head={['Token', 'Weight', 'Sample']}>
        <TokenRows tokens={t.fontWeight} after={(name) => <td className={s.fontWeights[name]}>Nothing leaves your device</td>} />
      </Table>
      <Table caption="Line heights (vars.lineHeight.*)" head={['Token', 'Value', 'Sample']}>
        <TokenRows
          tokens={t.lineHeight}
          after={(name) => (
            <td>
              <p className={s.lineHeights[name]}>
                Every tool runs in your browser. What you type, paste or upload stays on your device and is never sent to a server.
              </p>
            </td>
          )}
        />
      </Table>
    </Block>
  );
}

/** The spacing scale and control heights. */
export function Spacing() {
  const t = lightTheme;
  return (
    <Block>
      <Table caption="Spacing scale (vars.space.*): gaps, padding, margins" head={['Token', 'Value', 'Size']}>
        <TokenRows
          tokens={t.space}
          px
          after={(name) => (
            <td>
              <span className={`${s.bar} ${s.barWidth[name]}`} aria-hidden="true" />
            </td>
          )}
        />
      </Table>
      <Table caption="Control heights (vars.control.*): buttons, fields; the smallest clears the 24px target size" head={['Token', 'Value', 'Size']}>
        <TokenRows
          tokens={t.control}
          px
          after={(name) => (
            <td>
              <span className={s.controlHeight[name]} aria-hidden="true" />
            </td>
          )}
        />
      </Table>
    </Block>
  );
}

/** Corner radii. */
export function Radii() {
  return (
    <Block>
      <Table caption="Corner radii (vars.radius.*)" head={['Token', 'Value', 'Sample']}>
        <TokenRows
          tokens={lightTheme.radius}
          px
          after={(name) => (
            <td>
              <span className={s.radiusBox[name]} aria-hidden="true" />
            </td>
          )}
        />
      </Table>
    </Block>
  );
}

/** Shadows differ per theme: both side by side. */
export function Shadows() {
  return (
    <Block>
      <div className={s.panels}>
        {THEMES.map(([theme, tokens]) => (
          <section key={theme} className={`${themeClass} ${s.panel}`} data-theme={theme} aria-label={`Shadows, ${theme} theme`}>
            <h3 className={s.panelTitle}>{theme === 'light' ? 'Light' : 'Dark'}</h3>
            <ul className={s.shadowList}>
              {Object.entries(tokens.shadow).map(([name, value]) => (
                <li key={name} className={s.shadowBox[name as keyof typeof tokens.shadow]}>
                  <span>
                    <Code>{name}</Code>
                    <br />
                    <Code>{value}</Code>
                  </span>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </Block>
  );
}

/** A track whose dot slides across at one duration token each time it is pressed (instantly under reduced motion). */
function MotionSample({ name }: { name: keyof ThemeTokens['duration'] }) {
  const [moved, setMoved] = useState(false);
  return (
    <button type="button" className={s.motionTrack} aria-pressed={moved} onClick={() => setMoved(!moved)}>
      <span className={s.visuallyHidden}>Slide at {name}</span>
      <span className={`${s.motionDot[name]} ${moved ? s.moved : ''}`} aria-hidden="true" />
    </button>
  );
}

/** Durations and easing, and what reduced motion does to them. */
export function Motion() {
  const t = lightTheme;
  return (
    <Block>
      <Table caption="Durations (vars.duration.*): press a track to see one" head={['Token', 'Value', 'With reduced motion', 'Sample']}>
        <TokenRows
          tokens={t.duration}
          after={(name) => (
            <>
              <td>
                <Code>0ms</Code>
              </td>
              <td>
                <MotionSample name={name} />
              </td>
            </>
          )}
        />
      </Table>
      <Table caption="Easing (vars.easing.*)" head={['Token', 'Value']}>
        <TokenRows tokens={t.easing} />
      </Table>
    </Block>
  );
}

/** The one focus ring, drawn on a sample control in both themes. */
export function FocusRing() {
  const [width, lineStyle] = focusRing.outline.split(' ');
  return (
    <Block>
      <div className={s.panels}>
        {THEMES.map(([theme, tokens]) => (
          <section key={theme} className={`${themeClass} ${s.panel}`} data-theme={theme} aria-label={`Focus ring, ${theme} theme`}>
            <h3 className={s.panelTitle}>{theme === 'light' ? 'Light' : 'Dark'}</h3>
            <span className={s.focusSample}>Focused control</span>
            <span>
              <Code>{`${width} ${lineStyle} focus (${tokens.color.focus})`}</Code>, offset <Code>{focusRing.outlineOffset}</Code>
            </span>
          </section>
        ))}
      </div>
    </Block>
  );
}

/** Media queries and the fixed layout sizes of the site frame. */
export function Breakpoints() {
  return (
    <Block>
      <Table caption="Breakpoints (src/site/layout/breakpoints.ts), mobile first" head={['Name', 'Media query', 'From']}>
        {Object.entries(media).map(([name, query]) => {
          const minWidth = /min-width:\s*([\d.]+rem)/.exec(query)?.[1] ?? '';
          return (
            <tr key={name}>
              <th scope="row">
                <Code>{name}</Code>
              </th>
              <td>
                <Code>{query}</Code>
              </td>
              <td className={s.nowrap}>
                {minWidth} <span className={s.muted}>{remToPx(minWidth)}</span>
              </td>
            </tr>
          );
        })}
      </Table>
      <Table caption="Layout sizes" head={['Name', 'Value']}>
        <TokenRows tokens={{ HEADER_HEIGHT, SIDEBAR_WIDTH }} px />
      </Table>
    </Block>
  );
}
