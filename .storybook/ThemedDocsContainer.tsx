import { DocsContainer, type DocsContainerProps } from '@storybook/addon-docs/blocks';
import { useEffect, useState, type PropsWithChildren } from 'react';
import { GLOBALS_UPDATED } from 'storybook/internal/core-events';
import { themes } from 'storybook/theming';
import { themeClass } from '../src/ui/theme/theme.css';

type ThemeName = 'light' | 'dark';

interface GlobalsStoreLike {
  store?: { userGlobals?: { get?: () => Record<string, unknown> } };
}

const themeOf = (globals: Record<string, unknown> | undefined): ThemeName => (globals?.theme === 'dark' ? 'dark' : 'light');

/**
 * Docs pages follow the toolbar's theme switch like the stories do: Storybook's own docs chrome
 * switches between its light and dark themes, and <html> gets the design system's theme so the
 * Foundations and tool usage blocks render with the same tokens as the components.
 */
export function ThemedDocsContainer({ children, context }: PropsWithChildren<DocsContainerProps>) {
  const [theme, setTheme] = useState<ThemeName>(() => themeOf((context as unknown as GlobalsStoreLike).store?.userGlobals?.get?.()));

  useEffect(() => {
    const update = ({ globals }: { globals: Record<string, unknown> }) => setTheme(themeOf(globals));
    context.channel.on(GLOBALS_UPDATED, update);
    return () => context.channel.off(GLOBALS_UPDATED, update);
  }, [context.channel]);

  useEffect(() => {
    const root = document.documentElement;
    root.classList.add(themeClass);
    root.setAttribute('data-theme', theme);
  }, [theme]);

  return (
    <DocsContainer context={context} theme={theme === 'dark' ? themes.dark : themes.light}>
      {children}
    </DocsContainer>
  );
}
