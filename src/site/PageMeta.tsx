import { SITE_NAME, absoluteUrl } from './site-config';

export interface PageMetaProps {
  /** Page title without the site name ("JSON Formatter"); the home page passes none. */
  title?: string;
  description: string;
  /** The route path ("/tools/json-formatter"): canonical and og:url. */
  path: string;
  type?: 'website' | 'article';
}

/**
 * Title, description, canonical and Open Graph tags for one page. React 19 hoists these into
 * <head>, on the client and in the prerendered HTML alike.
 */
export function PageMeta({ title, description, path, type = 'website' }: PageMetaProps) {
  const fullTitle = title ? `${title} — ${SITE_NAME}` : `${SITE_NAME} — Free online tools that run in your browser`;
  const url = absoluteUrl(path);
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={SITE_NAME} />
    </>
  );
}
