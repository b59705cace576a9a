import { Link } from 'react-router';
import type { RichText } from '../../content/policies.js';

export interface RichTextViewProps {
  text: RichText;
}

/** Running policy text; site paths and #anchors become router links, mailto: and https: addresses plain anchors. */
export function RichTextView({ text }: RichTextViewProps) {
  if (typeof text === 'string') return text;
  return text.map((part, index) =>
    typeof part === 'string' ? (
      part
    ) : part.to.startsWith('/') || part.to.startsWith('#') ? (
      <Link key={index} to={part.to}>
        {part.text}
      </Link>
    ) : (
      <a key={index} href={part.to}>
        {part.text}
      </a>
    ),
  );
}
