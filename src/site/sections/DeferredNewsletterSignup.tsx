import { lazy, Suspense, useEffect } from 'react';
import type { NewsletterSignupProps } from './NewsletterSignup';

// The footer's "Stay Updated" box is below the fold on every page: its code (the form, the e-mail
// check, the mailto builder, ~1.5 kB gzip) loads once the footer comes within 600 px of the screen,
// not with the page. Until then the prerendered box stays as it is (React leaves a suspended
// boundary's server HTML in place while hydrating), so nothing moves or changes look.
let openGate = () => {};
const near: Promise<void> =
  typeof window === 'undefined' || typeof IntersectionObserver === 'undefined'
    ? Promise.resolve()
    : new Promise((resolve) => {
        openGate = resolve;
      });
const NewsletterSignup = lazy(() => near.then(() => import('./NewsletterSignup')).then((m) => ({ default: m.NewsletterSignup })));

/** NewsletterSignup whose code loads as its place nears the viewport (the page's <footer>). */
export function DeferredNewsletterSignup(props: NewsletterSignupProps) {
  useEffect(() => {
    const footer = document.querySelector('footer');
    if (!footer) return openGate();
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        openGate();
      },
      { rootMargin: '600px' },
    );
    observer.observe(footer);
    return () => observer.disconnect();
  }, []);
  return (
    <Suspense fallback={null}>
      <NewsletterSignup {...props} />
    </Suspense>
  );
}
