import { SITE_NAME, absoluteUrl } from './site-config';
import { SITE_TAGLINE, cardImagePath, fullTitle } from './social';

export interface PageMetaProps {
  /** Page title without the site name ("JSON Formatter"); the home page passes none. */
  title?: string;
  description: string;
  /** The route path ("/tools/json-formatter"): canonical and og:url. */
  path: string;
  type?: 'website' | 'article';
}

/**
 * Title, description, canonical, Open Graph and Twitter card tags for one page. React 19 hoists
 * these into <head>, on the client and in the prerendered HTML alike.
 */
export function PageMeta({ title, description, path, type = 'website' }: PageMetaProps) {
  const documentTitle = fullTitle(title);
  const url = absoluteUrl(path);
  return (
    <>
      <title>{documentTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      <meta property="og:title" content={documentTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={SITE_NAME} />
      <SocialImageMeta path={path} heading={title ?? SITE_TAGLINE} />
    </>
  );
}

/**
 * The page's social card, drawn at build time by scripts/prerender.mjs for the image these tags
 * name (absolute URLs), with the heading as its alt text. The tags that are the same on every page
 * (size, type, twitter:card) are in the HTML template instead (src/site/brand-assets.ts), to keep
 * them out of every page's script.
 */
export function SocialImageMeta({ path, heading }: { path: string; heading: string }) {
  const image = absoluteUrl(cardImagePath(path));
  return (
    <>
      <meta property="og:image" content={image} />
      <meta property="og:image:alt" content={`${heading} — ${SITE_NAME}`} />
      <meta name="twitter:image" content={image} />
    </>
  );
}
