import { CONTACT_EMAIL, SITE_NAME } from './site-config';

/**
 * The "Stay Updated" e-mail request: Subscribe opens the visitor's mail program with this message
 * to the site's address (nothing leaves the page until they send it themselves).
 */
export function subscribeMailto(email: string): string {
  const subject = `Subscribe to ${SITE_NAME} updates`;
  const body = `Please send news of new ${SITE_NAME} tools and articles to ${email}.`;
  return `mailto:${CONTACT_EMAIL}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
