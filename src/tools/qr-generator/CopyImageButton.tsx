import { Check, Image } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { copyBlob } from '../../ui/clipboard';
import { Button } from '../../ui/components/Button';
import { COPIED_MS } from '../../ui/components/CopyButton';
import { LiveRegion, useAnnouncer } from '../../ui/components/LiveRegion';
import { hiddenLabel, label as labelClass, labels } from '../../ui/components/CopyButton.css';

export interface CopyImageButtonProps {
  /** Builds the image at press time; null when it cannot be drawn. */
  image: () => Blob | null;
  isDisabled?: boolean;
  className?: string;
}

/**
 * Puts an image on the clipboard and confirms like CopyButton ("Copied!" for 2 s, announced).
 * CopyButton only copies text, hence this local twin. Failures are only logged (§8).
 */
export function CopyImageButton({ image, isDisabled, className }: CopyImageButtonProps) {
  const [copied, setCopied] = useState(false);
  const [message, announce] = useAnnouncer();
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = async () => {
    const blob = image();
    if (!blob || !(await copyBlob(blob))) return;
    setCopied(true);
    announce('Copied!');
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      setCopied(false);
      announce('');
    }, COPIED_MS);
  };

  return (
    <>
      <Button icon={copied ? Check : Image} isDisabled={isDisabled} onPress={copy} className={className}>
        <span className={labels}>
          <span className={copied ? hiddenLabel : labelClass} aria-hidden={copied || undefined}>
            Copy image
          </span>
          <span className={copied ? labelClass : hiddenLabel} aria-hidden={!copied || undefined}>
            Copied!
          </span>
        </span>
      </Button>
      <LiveRegion message={message} />
    </>
  );
}
