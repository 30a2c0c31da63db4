import { NumberField } from '../../ui/components/NumberField';
import { Select } from '../../ui/components/Select';
import { TextArea } from '../../ui/components/TextArea';
import { CRAWL_DELAY_MAX, validCrawlDelay, type Policy, type Rules } from './robots-generator';
import type { RobotsTranslate } from './i18n';

const POLICIES: Policy[] = ['allow', 'disallow'];

export interface RulesFieldProps {
  rules: Rules;
  onChange: (patch: Partial<Rules>) => void;
  /** The tool's words in the page's locale. */
  t: RobotsTranslate;
}

export function PolicySelect({ rules, onChange, t }: RulesFieldProps) {
  return (
    <Select
      label={t('policy')}
      items={POLICIES.map((id) => ({ id, label: t(`policy.${id}`) }))}
      selectedKey={rules.policy}
      onSelectionChange={(key) => onChange({ policy: key as Policy })}
      description={t('policyHelp')}
    />
  );
}

export function CrawlDelayField({ rules, onChange, t }: RulesFieldProps) {
  return (
    <NumberField
      label={t('crawlDelay')}
      minValue={0}
      maxValue={CRAWL_DELAY_MAX}
      step={1}
      value={rules.crawlDelay ?? Number.NaN}
      onChange={(value) => onChange({ crawlDelay: validCrawlDelay(value) })}
      description={t('crawlDelayHelp')}
    />
  );
}

/** Disallowed and allowed path lists; `hints` shows example paths as placeholders. */
export function PathFields({ rules, onChange, t, hints = false }: RulesFieldProps & { hints?: boolean }) {
  return (
    <>
      <TextArea
        label={t('disallowed')}
        value={rules.disallow}
        onChange={(disallow) => onChange({ disallow })}
        placeholder={hints ? t('disallowedPlaceholder') : undefined}
        description={t('disallowedHelp')}
        minHeight="sm"
        mono
        spellCheck={false}
      />
      <TextArea
        label={t('allowed')}
        value={rules.allow}
        onChange={(allow) => onChange({ allow })}
        placeholder={hints ? t('allowedPlaceholder') : undefined}
        description={t('allowedHelp')}
        minHeight="sm"
        mono
        spellCheck={false}
      />
    </>
  );
}
