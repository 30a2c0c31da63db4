import type { Decorator, Preview } from '@storybook/react-vite';
import '../src/ui/theme/fonts';
import { themeClass } from '../src/ui/theme/theme.css';
import { DocsPage } from './DocsPage';
import { storyCanvas } from './preview.css';
import { ThemedDocsContainer } from './ThemedDocsContainer';
import { LocaleProvider, type Catalog } from '../src/i18n/catalog';
import { LOCALE_NAMES, SITE_LOCALES, isSiteLocale, localeDir, type SiteLocale } from '../src/i18n/locales';
import { siteMessages } from '../src/site/i18n';
import { uiMessages } from '../src/ui/i18n';
import { loadCatalogueDetails, loadCatalogueText } from '../src/tools/catalogue-text';
import { forgetWorkerRefusal } from '../src/ui/module-worker';

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

const storyLocale = (globals: Record<string, unknown>): SiteLocale => {
  const locale = globals.locale as string | undefined;
  return isSiteLocale(locale) ? locale : 'en';
};

/**
 * The locale toolbar (issue #31): stories render in the chosen language, and Arabic flips the
 * canvas right to left (`dir` on <html>, as on the site, so portals follow).
 */
const withLocale: Decorator = (Story, context) => {
  const locale = storyLocale(context.globals);
  document.documentElement.lang = locale;
  document.documentElement.dir = localeDir(locale);
  return (
    <LocaleProvider locale={locale}>
      <Story />
    </LocaleProvider>
  );
};

const preview: Preview = {
  // Stories share one page: a story that blocks workers (a host's CSP, stubbed) must not leave them
  // refused for the next (module-worker.ts remembers a refusal for the page).
  beforeEach: () => forgetWorkerRefusal(),
  // The chrome's messages, the catalog's names and the story's own catalogs (`parameters.messages`,
  // e.g. a tool's) load before the story renders, so play functions never meet a suspended story.
  loaders: [
    ({ globals, parameters }) => {
      const locale = storyLocale(globals);
      const own = (parameters.messages ?? []) as Array<Catalog<string>>;
      return Promise.all([siteMessages.load(locale), uiMessages.load(locale), loadCatalogueText(locale), loadCatalogueDetails(locale), ...own.map((catalog) => catalog.load(locale))]).then(() => ({}));
    },
  ],
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
    locale: {
      description: 'Language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: SITE_LOCALES.map((locale) => ({ value: locale, title: LOCALE_NAMES[locale], right: locale })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light', locale: 'en' },
  decorators: [withTheme, withLocale],
  tags: ['autodocs'],
};

export default preview;
