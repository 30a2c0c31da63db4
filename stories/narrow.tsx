import type { Decorator } from '@storybook/react-vite';

/** A phone-width column (20rem), set through CSSOM: the site's CSP forbids style attributes. */
export const narrow: Decorator = (Story) => (
  <div ref={(el) => el?.style.setProperty('max-width', '20rem')}>
    <Story />
  </div>
);
