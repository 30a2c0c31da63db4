import type { Decorator, Preview } from '@storybook/react-vite';
import '../src/ui/theme/fonts';
import { themeClass } from '../src/ui/theme/theme.css';
import { DocsPage } from './DocsPage';
import { storyCanvas } from './preview.css';
import { ThemedDocsContainer } from './ThemedDocsContainer';

type ThemeName = 'light' | 'dark';

/**
 * The theme lives on <html> so portals (popovers, dialogs, tooltips) are themed too.
 * The test-runner flips `data-theme` after the light screenshot to take the dark one.
 */
const withTheme: Decorator = (Story, context) => {
  const theme = (context.globals.theme as ThemeName | undefined) ?? 'light';
  const root = document.documentElement;
  root.classList.add(themeClass);
  root.setAttribute('data-theme', theme);
  return (
    <div className={storyCanvas}>
      <Story />
    </div>
  );
};

const preview: Preview = {
  parameters: {
    layout: 'fullscreen',
    a11y: { test: 'error' },
    controls: { expanded: true },
    backgrounds: { disable: true },
    docs: { container: ThemedDocsContainer, page: DocsPage },
    options: {
      // Where a newcomer starts, the foundations in reading order, then the layers from the
      // smallest part up. Storybook reads this statically: keep it a literal.
      storySort: {
        order: [
          'Introduction',
          'Foundations',
          ['Color', 'Typography', 'Spacing and sizing', 'Radii and shadows', 'Motion', 'Focus ring', 'Breakpoints'],
          'UI',
          'Site',
          'Tools',
        ],
      },
    },
  },
  globalTypes: {
    theme: {
      description: 'Color theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  decorators: [withTheme],
  tags: ['autodocs'],
};

export default preview;
