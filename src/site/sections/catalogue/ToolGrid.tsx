import type { DetailedToolEntry } from '../../../tools/catalogue-details';
import { ToolCard } from '../ToolCard';
import * as styles from './catalogue.css';

/** The catalogue's cards. They sit right under the page's h1, so their names are h2s. */
export function ToolGrid({ tools }: { tools: readonly DetailedToolEntry[] }) {
  return (
    <ul className={styles.grid}>
      {tools.map((tool) => (
        <li key={tool.id}>
          <ToolCard tool={tool} headingLevel={2} />
        </li>
      ))}
    </ul>
  );
}
