import { Card } from '../../ui/components/Card';
import { CopyButton } from '../../ui/components/CopyButton';
import { Stack } from '../../ui/components/Layout';
import { PALETTE_STEPS } from './color-picker';
import { CurrentColor } from './CurrentColor';
import { SwatchButton } from './Swatch';
import * as styles from './ColorPicker.css';

export interface PalettePanelProps {
  hex: string;
  palette: string[];
  onSelect: (hex: string) => void;
}

/** §2 Color Palette: 8 generated colours; a click selects one, Copy shows "Copied!" for 2 s. */
export function PalettePanel({ hex, palette, onSelect }: PalettePanelProps) {
  return (
    <Card title="Palette" headingLevel={2}>
      <Stack gap="md">
        <CurrentColor hex={hex} prefix="Palette from" />
        <ul className={styles.paletteGrid} aria-label="Palette">
          {palette.map((color, i) => {
            const step = PALETTE_STEPS[i]!.label;
            return (
              // Clamping can repeat a colour, so the step (not the hex) is the key.
              <li key={step} className={styles.paletteItem}>
                <SwatchButton hex={color} label={`Select ${color} (${step})`} onPress={() => onSelect(color)} className={styles.paletteSwatch} />
                <div className={styles.paletteText}>
                  <span className={styles.paletteLabel}>{step}</span>
                  <span className={styles.code}>{color}</span>
                </div>
                <CopyButton size="sm" text={color} label="Copy" copiedLabel="Copied!" />
              </li>
            );
          })}
        </ul>
        <p className={styles.note}>
          Lightness steps stay between 10% and 90%. Selecting a color builds a new palette from it.
        </p>
      </Stack>
    </Card>
  );
}
