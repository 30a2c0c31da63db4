import { ImageOff, Image as ImageIcon } from 'lucide-react';
import { Icon } from '../../ui/components/Icon';
import { Stack } from '../../ui/components/Layout';
import { FACEBOOK_LIMITS, X_LIMITS, cardPreview, type Card, type CardPreview, type OgFields } from './og-generator';
import * as styles from './OgGenerator.css';

/**
 * The image slot: the address as text in a neutral box. Never an <img>: a picture from another site
 * would be a request leaving Toolshed, which the site never makes (its CSP allows images from this
 * site only, img-src 'self' data: blob:). The note under the previews says so on screen.
 */
function ImagePlaceholder({ preview, square = false, testId }: { preview: CardPreview; square?: boolean; testId: string }) {
  const className = square ? `${styles.imageBox} ${styles.imageBoxSquare}` : styles.imageBox;
  return (
    <div className={className} data-testid={testId}>
      <Icon icon={preview.image ? ImageIcon : ImageOff} size={square ? 20 : 24} />
      {preview.image ? (
        <>
          {square ? null : <span>Image not loaded: this page never fetches what you type</span>}
          <span className={styles.imageUrl}>{preview.image}</span>
        </>
      ) : (
        <span>No image</span>
      )}
    </div>
  );
}

/** Why the previews show the image's address and not the picture. */
export const IMAGE_NOTE =
  'The previews show your image’s address, not the picture: Toolshed fetches nothing from other sites, so nobody learns what you preview. Social networks fetch it themselves when the page is shared.';

function Title({ text }: { text: string | null }) {
  return <p className={styles.cardTitle}>{text ?? <span className={styles.missing}>Add a title</span>}</p>;
}

export function SocialPreviews({ fields, card }: { fields: OgFields; card: Card }) {
  const facebook = cardPreview(fields, FACEBOOK_LIMITS);
  const x = cardPreview(fields, X_LIMITS);
  const summary = card === 'summary';
  return (
    <Stack gap="md">
      <Stack gap="xs">
        <p className={styles.previewLabel}>Facebook, LinkedIn and others</p>
        <figure className={styles.facebookCard} aria-label="Facebook-style card preview" data-testid="facebook-card">
          <ImagePlaceholder preview={facebook} testId="facebook-image" />
          <div className={`${styles.cardText} ${styles.facebookText}`}>
            <p className={`${styles.domain} ${styles.domainUpper}`}>{facebook.domain ?? facebook.siteName ?? 'Add a page URL'}</p>
            <Title text={facebook.title} />
            {facebook.description ? <p className={styles.cardDescription}>{facebook.description}</p> : null}
          </div>
        </figure>
      </Stack>
      <Stack gap="xs">
        <p className={styles.previewLabel}>X (Twitter), {summary ? 'summary card' : 'large image card'}</p>
        <figure
          className={summary ? `${styles.xCard} ${styles.xCardSummary}` : styles.xCard}
          aria-label="X card preview"
          data-testid="x-card"
        >
          <ImagePlaceholder preview={x} square={summary} testId="x-image" />
          <div className={styles.cardText}>
            <p className={styles.domain}>{x.domain ?? 'Add a page URL'}</p>
            <Title text={x.title} />
            {x.description ? <p className={styles.cardDescription}>{x.description}</p> : null}
          </div>
        </figure>
      </Stack>
      <p className={styles.previewNote}>{IMAGE_NOTE}</p>
    </Stack>
  );
}
