import { Fragment } from 'react';
import { CodeOutput } from '../../../ui/components/CodeOutput';
import { ToolLink } from '../../../tools/ToolLink';
import type { Inline, PostBlock } from '../../content/blog';
import * as styles from './blog.css';

const LANGUAGE_NAMES: Record<string, string> = { html: 'HTML', js: 'JavaScript', json: 'JSON', text: 'plain text' };

function InlineContent({ parts }: { parts: readonly Inline[] }) {
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {typeof part === 'string' ? (
            part
          ) : 'code' in part ? (
            <code className={styles.inlineCode}>{part.code}</code>
          ) : (
            <ToolLink href={part.href}>{part.text}</ToolLink>
          )}
        </Fragment>
      ))}
    </>
  );
}

function Block({ block, headingLevel }: { block: PostBlock; headingLevel: 2 | 3 }) {
  switch (block.type) {
    case 'paragraph':
      return (
        <p>
          <InlineContent parts={block.content} />
        </p>
      );
    case 'heading': {
      const Heading = `h${headingLevel}` as const;
      return <Heading className={styles.proseHeading}>{block.text}</Heading>;
    }
    case 'list': {
      const List = block.ordered ? 'ol' : 'ul';
      return (
        <List>
          {block.items.map((item, i) => (
            <li key={i}>
              <InlineContent parts={item} />
            </li>
          ))}
        </List>
      );
    }
    case 'code':
      return <CodeOutput label={block.label} value={block.code} language={LANGUAGE_NAMES[block.language] ?? block.language} wrap />;
    case 'quote':
      return (
        <figure className={styles.quote}>
          <figcaption className={styles.quoteLabel}>{block.label}</figcaption>
          <blockquote className={styles.quoteText}>{block.text}</blockquote>
        </figure>
      );
  }
}

export interface PostBodyProps {
  body: readonly PostBlock[];
  /** Level of the body's section headings: 2 under the post's h1. */
  headingLevel?: 2 | 3;
}

/** Renders a post's structured blocks as prose; code blocks get a Copy button. */
export function PostBody({ body, headingLevel = 2 }: PostBodyProps) {
  return (
    <div className={styles.prose}>
      {body.map((block, i) => (
        <Block key={i} block={block} headingLevel={headingLevel} />
      ))}
    </div>
  );
}
