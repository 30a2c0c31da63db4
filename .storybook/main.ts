import type { StorybookConfig } from '@storybook/react-vite';

// Storybook renders stories in every locale: keep react-aria's strings for all of them (vite.config.ts).
process.env.TOOLSHED_STORYBOOK = '1';

const config: StorybookConfig = {
  // SB_STORIES narrows the build to some files (relative to this folder), e.g. while working
  // on one component: SB_STORIES=../stories/tools/Calculator.stories.tsx npm run build-storybook
  // The Introduction and Foundations docs pages are MDX (stories/docs); a narrowed build leaves them out.
  stories: process.env.SB_STORIES ? process.env.SB_STORIES.split(',') : ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
};

export default config;
