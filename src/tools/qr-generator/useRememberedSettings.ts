import { useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { parseSettings, type QrSettings } from './qr-generator';

export const STORAGE_KEY = 'toolshed:qr-generator';

/**
 * Settings (type, size, colours, level, margin, never the content: a WiFi password is a
 * secret) survive reloads in localStorage. They are read after the first render, so the
 * prerendered HTML and hydration agree; settings given as props win over remembered ones.
 */
export function useRememberedSettings(initial: QrSettings, given: Partial<QrSettings>): [QrSettings, Dispatch<SetStateAction<QrSettings>>] {
  const [settings, setSettings] = useState(initial);
  const [loaded, setLoaded] = useState(false);
  const givenRef = useRef(given);

  useEffect(() => {
    let stored: Partial<QrSettings> = {};
    try {
      const raw = localStorage.getItem(STORAGE_KEY);
      if (raw) stored = parseSettings(JSON.parse(raw));
    } catch {
      // Storage blocked (sandboxed frame, privacy mode) or corrupt: the defaults stand.
    }
    setSettings((current) => ({ ...current, ...stored, ...givenRef.current }));
    setLoaded(true);
  }, []);

  useEffect(() => {
    if (!loaded) return;
    try {
      localStorage.setItem(STORAGE_KEY, JSON.stringify(settings));
    } catch {
      // Not remembering is fine; the tool works the same.
    }
  }, [loaded, settings]);

  return [settings, setSettings];
}
