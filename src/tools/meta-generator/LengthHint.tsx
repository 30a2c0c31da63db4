import { useEffect, useEffectEvent, useRef } from 'react';
import { Badge } from '../../ui/components/Badge';
import type { LengthRating } from '../seo-html';
import { lengthHint } from './MetaGenerator.css';

type Rated = Exclude<LengthRating, 'empty'>;

/** The words of the length hints, in the page's locale (i18n.ts `lengthWords`; also used by the Open Graph generator). */
export interface LengthWords {
  /** The Title field's label. */
  title: string;
  /** The Description field's label. */
  description: string;
  /** "42 characters · aim for 50–60". */
  hint: (length: number, min: number, max: number) => string;
  rating: Record<Rated, string>;
  /** "Title: too long (72 characters)." */
  announce: (field: string, length: number, rating: LengthRating) => string;
}

const RATING_TONE = { short: 'warning', good: 'success', long: 'danger' } as const;

export interface LengthHintProps {
  length: number;
  rating: LengthRating;
  min: number;
  max: number;
  words: LengthWords;
}

/** "42 characters · aim for 50–60" with a rating badge once there is text. */
export function LengthHint({ length, rating, min, max, words }: LengthHintProps) {
  return (
    <span className={lengthHint}>
      <span>{words.hint(length, min, max)}</span>
      {rating === 'empty' ? null : <Badge tone={RATING_TONE[rating]}>{words.rating[rating]}</Badge>}
    </span>
  );
}

/** Announces a length rating when it changes: not on every keystroke, and not on first render. */
export function useRatingAnnouncement(sentence: string, rating: LengthRating, announce: (text: string) => void) {
  const first = useRef(true);
  const say = useEffectEvent(() => announce(sentence));
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    say();
  }, [rating]);
}
