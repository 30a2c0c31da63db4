import { useEffect, useEffectEvent, useRef } from 'react';
import { Badge } from '../../ui/components/Badge';
import type { LengthRating } from '../seo-html';
import { lengthHint } from './MetaGenerator.css';

/** Also used by the Open Graph generator, which gives its own ranges. */
export const RATING_TEXT: Record<Exclude<LengthRating, 'empty'>, string> = { short: 'Too short', good: 'Good length', long: 'Too long' };
const RATING_TONE = { short: 'warning', good: 'success', long: 'danger' } as const;

export interface LengthHintProps {
  length: number;
  rating: LengthRating;
  min: number;
  max: number;
}

/** "42 characters · aim for 50–60" with a rating badge once there is text. */
export function LengthHint({ length, rating, min, max }: LengthHintProps) {
  return (
    <span className={lengthHint}>
      <span>
        {length} {length === 1 ? 'character' : 'characters'} · aim for {min}–{max}
      </span>
      {rating === 'empty' ? null : <Badge tone={RATING_TONE[rating]}>{RATING_TEXT[rating]}</Badge>}
    </span>
  );
}

/** The sentence a live region reads when a rating changes, e.g. "Title: too long (72 characters)." */
export function ratingSentence(field: string, length: number, rating: LengthRating): string {
  if (rating === 'empty') return `${field}: empty.`;
  return `${field}: ${RATING_TEXT[rating].toLowerCase()} (${length} ${length === 1 ? 'character' : 'characters'}).`;
}

/** Announces a length rating when it changes: not on every keystroke, and not on first render. */
export function useRatingAnnouncement(field: string, length: number, rating: LengthRating, announce: (text: string) => void) {
  const first = useRef(true);
  const say = useEffectEvent(() => announce(ratingSentence(field, length, rating)));
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    say();
  }, [rating]);
}
