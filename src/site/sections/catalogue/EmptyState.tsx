import { RotateCcw, SearchX } from 'lucide-react';
import { PlainButton } from '../../../ui/components/PlainButton';
import { Icon } from '../../../ui/components/Icon';
import * as styles from './catalogue.css';

/** Shown when nothing matches: the spec's wording and a way back to every tool. */
export function EmptyState({ onClear }: { onClear: () => void }) {
  return (
    <div className={styles.empty}>
      <span className={styles.emptyIcon}>
        <Icon icon={SearchX} size={24} />
      </span>
      <h2 className={styles.emptyTitle}>No tools found</h2>
      <p className={styles.emptyText}>Try adjusting your search terms or browse different categories.</p>
      <PlainButton variant="secondary" icon={RotateCcw} onPress={onClear}>
        Clear Filters
      </PlainButton>
    </div>
  );
}
