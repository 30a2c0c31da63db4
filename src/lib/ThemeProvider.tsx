import { useCallback, useState, type ReactNode } from 'react';
import { UNSAFE_PortalProvider } from 'react-aria';
import { themeClass } from '../ui/theme/theme.css';
import { portalContainer, provider } from './ThemeProvider.css';

export type ThemeName = 'light' | 'dark' | 'auto';

export interface ThemeProviderProps {
  /** `light` or `dark` pins the palette; `auto` (the default) follows the visitor's colour scheme. */
  theme?: ThemeName;
  children?: ReactNode;
  className?: string;
}

/**
 * The theme for a React app that uses Toolshed components: sets the token values (light, dark or
 * following `prefers-color-scheme`) on a wrapper element, and renders react-aria's overlays
 * (popovers, dialogs, tooltips) inside that wrapper instead of `document.body`, so they are
 * themed too. Alternative for a whole page: put `themeClass` (and `data-theme`) on `<html>`.
 */
export function ThemeProvider({ theme = 'auto', children, className }: ThemeProviderProps) {
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  // Until the container has mounted (first commit) overlays fall back to the document body.
  const getContainer = useCallback(() => container ?? document.body, [container]);
  return (
    <div
      className={[themeClass, provider, className].filter(Boolean).join(' ')}
      data-theme={theme === 'auto' ? undefined : theme}
    >
      <UNSAFE_PortalProvider getContainer={getContainer}>{children}</UNSAFE_PortalProvider>
      <div ref={setContainer} className={portalContainer} />
    </div>
  );
}
