import { useSyncExternalStore } from 'react';

export type ThemeChoice = 'light' | 'dark';
const KEY = 'toolshed:theme';

/** The user's explicit choice, or null to follow the system (`prefers-color-scheme`). */
export function readThemeChoice(): ThemeChoice | null {
  try {
    const value = localStorage.getItem(KEY);
    return value === 'light' || value === 'dark' ? value : null;
  } catch {
    return null;
  }
}

export function saveThemeChoice(choice: ThemeChoice) {
  try {
    localStorage.setItem(KEY, choice);
  } catch {
    // Private mode or blocked storage: the choice still applies for this page view.
  }
  document.documentElement.setAttribute('data-theme', choice);
  syncThemeColor(choice);
}

/**
 * The browser's UI colour follows the theme in effect. The page carries one `theme-color` per
 * system scheme; a manual choice points both at the chosen theme's colour (each tag keeps its own
 * colour in data-color).
 */
export function syncThemeColor(choice: ThemeChoice | null = readThemeChoice()) {
  const tags = Array.from(document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"][media]'));
  for (const tag of tags) tag.dataset.color ??= tag.content;
  const colorFor = (scheme: ThemeChoice) => tags.find((tag) => tag.media.includes(scheme))?.dataset.color;
  for (const tag of tags) tag.content = (choice ? colorFor(choice) : undefined) ?? tag.dataset.color ?? tag.content;
}

export function effectiveTheme(): ThemeChoice {
  const chosen = readThemeChoice();
  if (chosen) return chosen;
  return typeof matchMedia !== 'undefined' && matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  const media = matchMedia('(prefers-color-scheme: dark)');
  media.addEventListener('change', listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    media.removeEventListener('change', listener);
    window.removeEventListener('storage', listener);
  };
}

/** The theme in effect, kept in sync with the system setting, other tabs and the toggle. */
export function useEffectiveTheme(): ThemeChoice {
  // The server (prerender) cannot know; it renders light and the client corrects on hydration.
  return useSyncExternalStore(subscribe, effectiveTheme, () => 'light');
}

export function chooseTheme(choice: ThemeChoice) {
  saveThemeChoice(choice);
  for (const listener of listeners) listener();
}
