import { Card } from '../../ui/components/Card';
import { CopyButton } from '../../ui/components/CopyButton';
import { Stack } from '../../ui/components/Layout';
import { PALETTE_STEPS } from './color-picker';
import { CurrentColor } from './CurrentColor';
import { SwatchButton } from './Swatch';
import * as styles from './ColorPicker.css';
import { stepLabel, useColorPickerMessages } from './i18n';

export interface PalettePanelProps {
  hex: string;
  palette: string[];
  onSelect: (hex: string) => void;
}

/** §2 Color Palette: 8 generated colours; a click selects one, Copy shows "Copied!" for 2 s. */
export function PalettePanel({ hex, palette, onSelect }: PalettePanelProps) {
  const t = useColorPickerMessages();
  return (
    <Card title={t('palette')} headingLevel={2}>
      <Stack gap="md">
        <CurrentColor hex={hex} prefix={t('paletteFrom')} />
        <ul className={styles.paletteGrid} aria-label={t('palette')}>
          {palette.map((color, i) => {
            const step = stepLabel(t, PALETTE_STEPS[i]!);
            return (
              // Clamping can repeat a colour, so the step (not the hex) is the key.
              <li key={step} className={styles.paletteItem}>
                <SwatchButton hex={color} label={t('selectStep', { hex: color, step })} onPress={() => onSelect(color)} className={styles.paletteSwatch} />
                <div className={styles.paletteText}>
                  <span className={styles.paletteLabel}>{step}</span>
                  <span className={styles.code} dir="ltr">{color}</span>
                </div>
                <CopyButton size="sm" text={color} label={t('copy')} copiedLabel={t('copied')} />
              </li>
            );
          })}
        </ul>
        <p className={styles.note}>
          {t('paletteNote')}
        </p>
      </Stack>
    </Card>
  );
}
