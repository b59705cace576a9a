import type { PolicyBlock } from '../../content/policies.js';
import { PolicyContact } from './PolicyContact.js';
import { PolicyTable } from './PolicyTable.js';
import { RichTextView } from './RichTextView.js';

export interface PolicyBlockViewProps {
  block: PolicyBlock;
}

export function PolicyBlockView({ block }: PolicyBlockViewProps) {
  switch (block.kind) {
    case 'paragraph':
      return (
        <p>
          <RichTextView text={block.text} />
        </p>
      );
    case 'list': {
      const List = block.ordered ? 'ol' : 'ul';
      return (
        <List className="policy-list">
          {block.items.map((item, index) => (
            <li key={index}>
              <RichTextView text={item} />
            </li>
          ))}
        </List>
      );
    }
    case 'definitions':
      return (
        <dl className="policy-definitions">
          {block.items.map((item) => (
            <div key={item.term}>
              <dt>{item.term}</dt>
              <dd>
                <RichTextView text={item.text} />
              </dd>
            </div>
          ))}
        </dl>
      );
    case 'table':
      return <PolicyTable caption={block.caption} columns={block.columns} rows={block.rows} />;
    case 'callout':
      return (
        <p className="policy-callout">
          <RichTextView text={block.text} />
        </p>
      );
    case 'contact':
      return <PolicyContact />;
  }
}
