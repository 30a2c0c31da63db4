import { TextArea } from '../../ui/components/TextArea';
import { TextField } from '../../ui/components/TextField';
import { lengthInfo } from '../seo-html';
import { LengthHint, useRatingAnnouncement, type LengthWords } from './LengthHint';

interface Range {
  min: number;
  max: number;
}

interface TitleAndDescription {
  title: string;
  description: string;
}

export interface TitleDescriptionFieldsProps {
  /** The tool's fields; only title and description are read. */
  fields: TitleAndDescription;
  onChange: (patch: Pick<TitleAndDescription, 'title'> | Pick<TitleAndDescription, 'description'>) => void;
  /** The tool's own length ranges, shown in the hints and rated. */
  ranges: { title: Range; description: Range };
  /** Examples shown in the empty fields. */
  placeholders: TitleAndDescription;
  /** The tool's live region: a length rating that changes is read out. */
  announce: (text: string) => void;
  /** The labels, hints and announcements in the page's locale. */
  words: LengthWords;
}

/** Title and Description with their length hints, as the meta tag and Open Graph generators ask for them (each with its own ranges). */
export function TitleDescriptionFields({ fields: { title, description }, onChange, ranges, placeholders, announce, words }: TitleDescriptionFieldsProps) {
  const titleInfo = lengthInfo(title, ranges.title);
  const descriptionInfo = lengthInfo(description, ranges.description);
  useRatingAnnouncement(words.announce(words.title, titleInfo.length, titleInfo.rating), titleInfo.rating, announce);
  useRatingAnnouncement(words.announce(words.description, descriptionInfo.length, descriptionInfo.rating), descriptionInfo.rating, announce);

  return (
    <>
      <TextField
        label={words.title}
        value={title}
        onChange={(value) => onChange({ title: value })}
        placeholder={placeholders.title}
        description={<LengthHint {...titleInfo} {...ranges.title} words={words} />}
      />
      <TextArea
        label={words.description}
        value={description}
        onChange={(value) => onChange({ description: value })}
        placeholder={placeholders.description}
        minHeight="sm"
        description={<LengthHint {...descriptionInfo} {...ranges.description} words={words} />}
      />
    </>
  );
}
