import { Swatch } from './Swatch';
import * as styles from './ColorPicker.css';

/** "Palette from ■ #3b82f6": reminds the user which colour a tab is about. */
export function CurrentColor({ hex, prefix }: { hex: string; prefix: string }) {
  return (
    <p className={styles.current}>
      <span className={styles.currentChip}>
        <Swatch hex={hex} />
      </span>
      <span>
        {prefix} <span className={styles.code} dir="ltr">{hex}</span>
      </span>
    </p>
  );
}
