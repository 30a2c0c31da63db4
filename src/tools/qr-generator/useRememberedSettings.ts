import type { Dispatch, SetStateAction } from 'react';
import { useRememberedSettings as useStoredSettings } from '../../ui/useRememberedSettings';
import { parseSettings, type QrSettings } from './qr-generator';

export const STORAGE_KEY = 'toolshed:qr-generator';

/** Type, size, colours, level, margin survive reloads; never the content (a WiFi password is a secret). */
export function useRememberedSettings(initial: QrSettings, given: Partial<QrSettings>): [QrSettings, Dispatch<SetStateAction<QrSettings>>] {
  return useStoredSettings('qr-generator', initial, (stored) => parseSettings(stored), given);
}
