import { useEffect, useEffectEvent, useId, useMemo } from 'react';
import { Bot, Plus } from 'lucide-react';
import { Button } from '../../ui/components/Button';
import { Card } from '../../ui/components/Card';
import { CodeOutput } from '../../ui/components/CodeOutput';
import { Inline, Stack } from '../../ui/components/Layout';
import { StatusBanner } from '../../ui/components/StatusBanner';
import { TextArea } from '../../ui/components/TextArea';
import { useRememberedSettings } from '../../ui/useRememberedSettings';
import { useShareState } from '../share-state';
import {
  AI_CRAWLERS,
  CUSTOM_AGENT,
  DEFAULT_CONFIG,
  ROBOTS_FILENAME,
  agentError,
  aiGroups,
  buildRobotsTxt,
  checkSitemaps,
  configFromProps,
  groupAgent,
  newGroup,
  parseConfig,
  shareInputs,
  type CrawlerGroup,
  type RobotsConfig,
  type Rules,
} from './robots-generator';
import { RobotsTester } from './RobotsTester';
import { GroupEditor } from './GroupEditor';
import { CrawlDelayField, PathFields, PolicySelect } from './RulesFields';
import { robotsWords, useRobotsMessages } from './i18n';
import * as styles from './RobotsGenerator.css';

export interface RobotsGeneratorProps {
  /** `allow` or `disallow`: what all crawlers may fetch by default (embed: `default-policy`). */
  defaultPolicy?: string;
  /** Paths blocked for all crawlers, separated by spaces (embed: `disallow`). */
  disallow?: string;
  /** Exceptions to the blocked paths, separated by spaces (embed: `allow`). */
  allow?: string;
  /** Seconds between requests for all crawlers; 0 for none (embed: `crawl-delay`). */
  crawlDelay?: string | number;
  /** Sitemap URL(s), separated by spaces (embed: `sitemap`). */
  sitemap?: string;
  /** Start with groups blocking AI-training crawlers (embed: `block-ai`). */
  blockAi?: string | boolean;
  /** Called with the file whenever it changes. */
  onChange?: (detail: RobotsGeneratorChange) => void;
}

export interface RobotsGeneratorChange {
  robotsTxt: string;
  /** Crawler-specific groups written to the file (the `*` group not counted). */
  crawlerGroups: number;
  sitemaps: string[];
  /** False while a field has a value that was left out of the file. */
  valid: boolean;
}

export default function RobotsGenerator({ defaultPolicy, disallow, allow, crawlDelay, sitemap, blockAi, onChange }: RobotsGeneratorProps) {
  const t = useRobotsMessages();
  const words = robotsWords(t);
  const baseId = useId();
  const given = configFromProps({ defaultPolicy, disallow, allow, crawlDelay, sitemap, blockAi });
  // robots.txt is public by nature: the whole set of rules is remembered, not only the options.
  const [config, setConfig] = useRememberedSettings<RobotsConfig>('robots-generator', DEFAULT_CONFIG, parseConfig, given);
  const robotsTxt = useMemo(() => buildRobotsTxt(config), [config]);
  useShareState(shareInputs(config));
  const sitemapCheck = checkSitemaps(config.sitemaps, words);
  const agentErrors = config.groups.map((g) => (g.agent === CUSTOM_AGENT ? agentError(g.custom, words) : null));
  const valid = sitemapCheck.errors.length === 0 && agentErrors.every((e) => e === null);
  const crawlerGroups = agentErrors.filter((e) => e === null).length;
  const customAgents = config.groups.filter((g, i) => g.agent === CUSTOM_AGENT && agentErrors[i] === null).map(groupAgent);
  const allAi = AI_CRAWLERS.every((token) => config.groups.some((g) => g.agent === token));

  const reportChange = useEffectEvent((detail: RobotsGeneratorChange) => onChange?.(detail));
  const sitemapKey = sitemapCheck.urls.join('\n');
  useEffect(() => {
    reportChange({ robotsTxt, crawlerGroups, sitemaps: sitemapKey === '' ? [] : sitemapKey.split('\n'), valid });
  }, [robotsTxt, crawlerGroups, sitemapKey, valid]);

  const setAll = (patch: Partial<Rules>) => setConfig((c) => ({ ...c, all: { ...c.all, ...patch } }));
  const setGroup = (id: number, patch: Partial<CrawlerGroup>) =>
    setConfig((c) => ({ ...c, groups: c.groups.map((g) => (g.id === id ? { ...g, ...patch } : g)) }));
  const removeGroup = (id: number) => setConfig((c) => ({ ...c, groups: c.groups.filter((g) => g.id !== id) }));

  return (
    <div className={styles.root}>
      <div className={styles.layout}>
        <Stack gap="lg" className={styles.column}>
          <Card title={t('allCrawlers')} headingLevel={2} description={t('allCrawlersHelp')}>
            <Stack gap="md">
              <div className={styles.pair}>
                <PolicySelect rules={config.all} onChange={setAll} t={t} />
                <CrawlDelayField rules={config.all} onChange={setAll} t={t} />
              </div>
              <div className={styles.pair}>
                <PathFields rules={config.all} onChange={setAll} t={t} hints />
              </div>
            </Stack>
          </Card>

          <Card
            title={t('crawlerRules')}
            headingLevel={2}
            description={t('crawlerRulesHelp')}
          >
            <Stack gap="md">
              {config.groups.length === 0 ? <p className={styles.muted}>{t('noGroups')}</p> : null}
              {config.groups.map((group, index) => (
                <GroupEditor
                  key={group.id}
                  group={group}
                  agentError={agentErrors[index] ?? null}
                  headingId={`${baseId}-group-${group.id}`}
                  onChange={(patch) => setGroup(group.id, patch)}
                  onRemove={() => removeGroup(group.id)}
                  t={t}
                />
              ))}
              <Inline gap="sm">
                <Button icon={Plus} onPress={() => setConfig((c) => ({ ...c, groups: [...c.groups, newGroup(c.groups)] }))}>
                  {t('addCrawler')}
                </Button>
                <Button icon={Bot} onPress={() => setConfig((c) => ({ ...c, groups: aiGroups(c.groups) }))} isDisabled={allAi}>
                  {t('blockAi')}
                </Button>
              </Inline>
            </Stack>
          </Card>

          <Card title={t('sitemaps')} headingLevel={2}>
            <TextArea
              label={t('sitemapUrls')}
              value={config.sitemaps}
              onChange={(sitemaps) => setConfig((c) => ({ ...c, sitemaps }))}
              placeholder={t('sitemapPlaceholder')}
              description={t('sitemapHelp')}
              isInvalid={sitemapCheck.errors.length > 0}
              errorMessage={sitemapCheck.errors.join(' ')}
              minHeight="sm"
              mono
              spellCheck={false}
            />
          </Card>
        </Stack>

        <Stack gap="lg" className={styles.column}>
          <Card title={t('yourFile')} headingLevel={2}>
            <Stack gap="md">
              <CodeOutput label={ROBOTS_FILENAME} value={robotsTxt} filename={ROBOTS_FILENAME} maxHeight="lg" />
              {config.all.policy === 'disallow' ? (
                <StatusBanner tone="warning">{t('blockAllWarning')}</StatusBanner>
              ) : null}
              <p className={styles.muted}>{t('publishHint')}</p>
            </Stack>
          </Card>
          <Card title={t('testUrl')} headingLevel={2} description={t('testUrlHelp')}>
            <RobotsTester robotsTxt={robotsTxt} customAgents={customAgents} t={t} />
          </Card>
        </Stack>
      </div>
    </div>
  );
}
