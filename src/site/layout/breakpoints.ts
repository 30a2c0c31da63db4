/** Layout breakpoints shared by the header, sidebar and page frame. */
export const HEADER_HEIGHT = '4rem';
export const SIDEBAR_WIDTH = '20rem';

export const media = {
  md: 'screen and (min-width: 48rem)',
  /** From here the sidebar sits beside the content instead of sliding in. */
  lg: 'screen and (min-width: 64rem)',
} as const;
