import { useState } from 'react';
import { ChevronDown, ChevronUp, Trash2 } from 'lucide-react';
import { Button } from '../../ui/components/Button';
import { Select } from '../../ui/components/Select';
import { TextField } from '../../ui/components/TextField';
import { CRAWLERS, CUSTOM_AGENT, groupAgent, type CrawlerGroup } from './robots-generator';
import { CrawlDelayField, PathFields, PolicySelect } from './RulesFields';
import { crawlerLabel, type RobotsTranslate } from './i18n';
import * as styles from './RobotsGenerator.css';

export interface GroupEditorProps {
  group: CrawlerGroup;
  /** Message for an invalid custom user-agent. */
  agentError: string | null;
  headingId: string;
  onChange: (patch: Partial<CrawlerGroup>) => void;
  onRemove: () => void;
  /** The tool's words in the page's locale. */
  t: RobotsTranslate;
}

/** One crawler's group: who, the default, and (on demand) paths and crawl-delay. */
export function GroupEditor({ group, agentError, headingId, onChange, onRemove, t }: GroupEditorProps) {
  const agentItems = [...CRAWLERS.map((c) => ({ id: c.token, label: crawlerLabel(t, c.token) })), { id: CUSTOM_AGENT, label: t('customAgentOption') }];
  const hasDetails = group.disallow.trim() !== '' || group.allow.trim() !== '' || group.crawlDelay !== null;
  const [open, setOpen] = useState(hasDetails);
  const name = group.agent === CUSTOM_AGENT ? groupAgent(group) || t('customCrawler') : group.agent;
  const detailsId = `${headingId}-details`;
  const expanded = open || hasDetails;

  return (
    <div role="group" aria-labelledby={headingId} className={styles.group}>
      <div className={styles.groupHeader}>
        <h3 id={headingId} className={styles.groupTitle}>
          {/* A user-agent token ("meta-externalagent", or whatever was typed), not our words. */}
          <span data-user-content>{name}</span>
        </h3>
        <Button size="sm" variant="ghost" icon={Trash2} onPress={onRemove} aria-label={t('removeGroup', { name })} />
      </div>
      <div className={styles.pair}>
        <Select label={t('crawler')} items={agentItems} selectedKey={group.agent} onSelectionChange={(agent) => onChange({ agent })} />
        <PolicySelect rules={group} onChange={onChange} t={t} />
        {group.agent === CUSTOM_AGENT ? (
          <TextField
            label={t('userAgent')}
            value={group.custom}
            onChange={(custom) => onChange({ custom })}
            placeholder={t('userAgentPlaceholder')}
            isInvalid={agentError !== null}
            errorMessage={agentError}
            mono
            spellCheck="false"
          />
        ) : null}
      </div>
      <div>
        <Button
          size="sm"
          variant="ghost"
          icon={expanded ? ChevronUp : ChevronDown}
          aria-expanded={expanded}
          aria-controls={expanded ? detailsId : undefined}
          onPress={() => setOpen(!expanded)}
          isDisabled={hasDetails}
        >
          {t('pathsAndDelay')}
        </Button>
      </div>
      {expanded ? (
        <div id={detailsId} className={styles.pair}>
          <PathFields rules={group} onChange={onChange} t={t} />
          <CrawlDelayField rules={group} onChange={onChange} t={t} />
        </div>
      ) : null}
    </div>
  );
}
