import { PageMeta } from '../PageMeta';
import { CallToAction } from '../sections/home/CallToAction';
import { CategoryCards } from '../sections/home/CategoryCards';
import { Hero } from '../sections/home/Hero';
import { PopularTools } from '../sections/home/PopularTools';
import { StatCounters } from '../sections/home/StatCounters';
import { WhyChoose } from '../sections/home/WhyChoose';
import * as styles from '../sections/home/home.css';

export function HomePage() {
  return (
    <>
      <PageMeta
        description="Free online tools that run in your browser: JSON formatter, password and QR code generators, word counter, color palettes and more. Nothing is uploaded, no sign-up."
        path="/"
      />
      <div className={styles.page}>
        <Hero />
        <StatCounters />
        <PopularTools />
        <CategoryCards />
        <WhyChoose />
        <CallToAction />
      </div>
    </>
  );
}
