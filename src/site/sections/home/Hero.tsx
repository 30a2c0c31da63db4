import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { BookOpen, LayoutGrid, ShieldCheck } from 'lucide-react';
import { PlainButton } from '../../../ui/components/PlainButton';
import { Icon } from '../../../ui/components/Icon';
import { ButtonLink } from '../../../ui/components/Link';
import { PlainSearchField } from '../../../ui/components/PlainSearchField';
import { searchHref } from '../../catalogue-query';
import * as styles from './Hero.css';

/**
 * The home page's opening: what Toolshed is, a tool search, and the two ways onward.
 * The search is a real GET form to /tools, so it still works before the script loads;
 * with the script, a non-blank term navigates in-app and whitespace-only input is ignored.
 */
export function Hero() {
  const navigate = useNavigate();
  const [term, setTerm] = useState('');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const href = searchHref(term);
    if (href) void navigate(href);
  };

  return (
    <section className={styles.hero} aria-labelledby="home-hero-title">
      <p className={styles.eyebrow}>
        <Icon icon={ShieldCheck} size={16} className={styles.eyebrowIcon} />
        Free, private, no sign-up
      </p>
      <h1 id="home-hero-title" className={styles.title}>
        Everyday Tools That Run Right in Your Browser
      </h1>
      <p className={styles.lead}>
        Format JSON, generate strong passwords, make QR codes, count words, convert units and more. Everything happens on
        your device: nothing you type or upload is sent anywhere.
      </p>
      <form role="search" action="/tools" method="get" className={styles.search} onSubmit={submit}>
        <PlainSearchField
          label="Search tools"
          hideLabel
          name="search"
          placeholder="Search tools..."
          value={term}
          onChange={setTerm}
          className={styles.field}
        />
        <PlainButton type="submit" variant="primary" size="lg">
          Search
        </PlainButton>
      </form>
      <div className={styles.actions}>
        <ButtonLink href="/tools" variant="secondary" size="lg" icon={LayoutGrid}>
          Explore All Tools
        </ButtonLink>
        <ButtonLink href="/blog" variant="ghost" size="lg" icon={BookOpen}>
          Read Our Blog
        </ButtonLink>
      </div>
    </section>
  );
}
