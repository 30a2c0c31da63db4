import { Check } from 'lucide-react';
import { Button as AriaButton } from 'react-aria-components';
import { readableTextOn } from './color-picker';
import * as styles from './ColorPicker.css';

const INK = { white: '#ffffff', black: '#000000' } as const;

/**
 * Paints a colour with an SVG fill attribute: the site and embed run under a CSP without
 * inline styles, and an attribute also renders correctly in the prerendered HTML.
 */
export function Swatch({ hex, className }: { hex: string; className?: string }) {
  return (
    <svg className={className ?? styles.swatchFill} viewBox="0 0 1 1" preserveAspectRatio="none" aria-hidden="true" focusable="false">
      <rect width="1" height="1" fill={hex} />
    </svg>
  );
}

export interface SwatchButtonProps {
  hex: string;
  /** Accessible name, e.g. "Blue #3b82f6". */
  label: string;
  onPress: () => void;
  /** Marks the swatch of the current colour (a check in black or white, whichever reads). */
  isSelected?: boolean;
  className?: string;
}

export function SwatchButton({ hex, label, onPress, isSelected, className }: SwatchButtonProps) {
  return (
    <AriaButton
      aria-label={label}
      aria-pressed={isSelected === undefined ? undefined : isSelected}
      onPress={onPress}
      className={className ? `${styles.swatchButton} ${className}` : styles.swatchButton}
    >
      <Swatch hex={hex} />
      {isSelected ? <Check className={styles.swatchMark} color={INK[readableTextOn(hex)]} size={20} strokeWidth={3} aria-hidden="true" /> : null}
    </AriaButton>
  );
}
