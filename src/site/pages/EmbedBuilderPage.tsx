import { Link } from '../../ui/components/Link';
import { catalogue } from '../../tools/catalogue';
import { ENGLISH_ONLY, PageMeta } from '../PageMeta';
import { EmbedBuilder } from '../sections/embed-builder/EmbedBuilder';
import * as styles from './EmbedBuilderPage.css';

export { builderReady } from '../sections/embed-builder/EmbedBuilder';

/** /embed: the embed builder. A developer page like /docs/api, in English only. */
export function EmbedBuilderPage() {
  return (
    <div className={styles.page} lang="en">
      <PageMeta
        locales={ENGLISH_ONLY}
        title="Embed Builder"
        description={`Put any of Toolshed's ${catalogue.length} free tools on your site: choose a tool and its settings, see it live, and copy a script tag, an iframe or a React component.`}
        path="/embed"
      />
      <header className={styles.header}>
        <h1 className={styles.title}>Embed Builder</h1>
        <p className={styles.lead}>
          Choose a tool and how it starts, see it as your visitors will, and copy the snippet: a script tag, an iframe for editors
          that allow no script, or a React component. Free, no account, nothing sent anywhere. Every attribute is explained in
          the <Link href="/docs/api">Embed API</Link>.
        </p>
      </header>
      <EmbedBuilder />
    </div>
  );
}
