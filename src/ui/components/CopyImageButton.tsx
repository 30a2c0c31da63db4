import { Check, Image } from 'lucide-react';
import { copyBlob } from '../clipboard';
import { PlainButton } from './PlainButton';
import { copyLabels, useCopyFeedback, type CopyButtonProps } from './CopyButton';
import { LiveRegion } from './LiveRegion';
import { useUiMessages } from '../i18n';

export interface CopyImageButtonProps extends Omit<CopyButtonProps, 'text' | 'label' | 'iconOnly'> {
  /** Builds the image at press time (a PNG travels best); null, or a rejection, when it cannot be drawn. */
  image: () => Blob | null | Promise<Blob | null>;
  /** Button text before copying. Default "Copy Image". */
  label?: string;
}

/**
 * Puts an image on the clipboard and confirms like CopyButton: "Copied!" for COPIED_MS (2 s), announced once.
 *
 * **When to use:** whenever a generated or edited image can be copied (a QR code, a resized image).
 * **Use something else:** `CopyButton` for text.
 *
 * **Accessibility:** a native button (PlainButton) whose label becomes "Copied!" after a successful copy, with a polite
 * live region that announces it once and then clears. With no image nothing happens; a failed
 * drawing or a clipboard that refuses is only logged. Either way the button keeps its label.
 */
export function CopyImageButton({ image, label, copiedLabel, onCopied, ...button }: CopyImageButtonProps) {
  const t = useUiMessages();
  label ??= t('copyImage');
  copiedLabel ??= t('copied');
  const { copied, message, confirm } = useCopyFeedback(copiedLabel, onCopied);
  const copy = async () => {
    let blob: Blob | null;
    try {
      blob = await image();
    } catch (error) {
      console.error('Failed to copy: ', error);
      return false;
    }
    return blob ? copyBlob(blob) : false;
  };

  return (
    <>
      <PlainButton {...button} icon={copied ? Check : Image} onPress={() => confirm(copy)}>
        {copyLabels(copied, label, copiedLabel)}
      </PlainButton>
      <LiveRegion message={message} />
    </>
  );
}
