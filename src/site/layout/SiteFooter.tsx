import { NewsletterSignup } from '../sections/NewsletterSignup';
import { Footer } from './Footer';

/** The site's footer with its Stay Updated box: loaded by DeferredFooter as it nears the screen. */
export default function SiteFooter() {
  return <Footer newsletter={<NewsletterSignup variant="footer" headingLevel={2} />} />;
}
