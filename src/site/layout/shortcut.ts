/** What the browser says about its platform: `navigator.userAgentData.platform` where it exists, else `navigator.platform`. */
export interface PlatformHints {
  userAgentData?: { platform?: string };
  platform?: string;
}

/** macOS, iOS and iPadOS, where the palette's shortcut is ⌘K; everywhere else it is Ctrl K. */
export function isApplePlatform(nav: PlatformHints | undefined): boolean {
  const platform = nav?.userAgentData?.platform || nav?.platform || '';
  return /^(mac|iphone|ipad|ipod)/i.test(platform);
}

/** The shortcut as shown on the key cap (and, so that what is read matches what is seen, in the button's name). */
export function paletteShortcut(apple: boolean): string {
  return apple ? '⌘K' : 'Ctrl K';
}
