import { ImageOff, Image as ImageIcon } from 'lucide-react';
import { Icon } from '../../ui/components/Icon';
import { Stack } from '../../ui/components/Layout';
import { FACEBOOK_LIMITS, X_LIMITS, cardPreview, type Card, type CardPreview, type OgFields } from './og-generator';
import type { Translate } from '../../i18n/catalog';
import type { OgGeneratorMessage } from './i18n';
import * as styles from './OgGenerator.css';

/**
 * The image slot: the address as text in a neutral box. Never an <img>: a picture from another site
 * would be a request leaving Toolshed, which the site never makes (its CSP allows images from this
 * site only, img-src 'self' data: blob:). The note under the previews says so on screen.
 */
function ImagePlaceholder({ preview, square = false, testId, t }: { preview: CardPreview; square?: boolean; testId: string; t: Translate<OgGeneratorMessage> }) {
  const className = square ? `${styles.imageBox} ${styles.imageBoxSquare}` : styles.imageBox;
  return (
    <div className={className} data-testid={testId}>
      <Icon icon={preview.image ? ImageIcon : ImageOff} size={square ? 20 : 24} />
      {preview.image ? (
        <>
          {square ? null : <span>{t('imageNotLoaded')}</span>}
          <span className={styles.imageUrl}>{preview.image}</span>
        </>
      ) : (
        <span>{t('noImage')}</span>
      )}
    </div>
  );
}

function Title({ text, t }: { text: string | null; t: Translate<OgGeneratorMessage> }) {
  return <p className={styles.cardTitle}>{text ?? <span className={styles.missing}>{t('addTitle')}</span>}</p>;
}

/** The previews, and a note on why they show the image's address and not the picture. */
export function SocialPreviews({ fields, card, t }: { fields: OgFields; card: Card; t: Translate<OgGeneratorMessage> }) {
  const facebook = cardPreview(fields, FACEBOOK_LIMITS);
  const x = cardPreview(fields, X_LIMITS);
  const summary = card === 'summary';
  return (
    <Stack gap="md">
      <Stack gap="xs">
        <p className={styles.previewLabel}>{t('facebookHeading')}</p>
        <figure className={styles.facebookCard} aria-label={t('facebookPreview')} data-testid="facebook-card">
          <ImagePlaceholder preview={facebook} testId="facebook-image" t={t} />
          <div className={`${styles.cardText} ${styles.facebookText}`}>
            <p className={`${styles.domain} ${styles.domainUpper}`}>{facebook.domain ?? facebook.siteName ?? t('addPageUrl')}</p>
            <Title text={facebook.title} t={t} />
            {facebook.description ? <p className={styles.cardDescription}>{facebook.description}</p> : null}
          </div>
        </figure>
      </Stack>
      <Stack gap="xs">
        <p className={styles.previewLabel}>{t('xHeading', { card })}</p>
        <figure
          className={summary ? `${styles.xCard} ${styles.xCardSummary}` : styles.xCard}
          aria-label={t('xPreview')}
          data-testid="x-card"
        >
          <ImagePlaceholder preview={x} square={summary} testId="x-image" t={t} />
          <div className={styles.cardText}>
            <p className={styles.domain}>{x.domain ?? t('addPageUrl')}</p>
            <Title text={x.title} t={t} />
            {x.description ? <p className={styles.cardDescription}>{x.description}</p> : null}
          </div>
        </figure>
      </Stack>
      <p className={styles.previewNote}>{t('imageNote')}</p>
    </Stack>
  );
}
