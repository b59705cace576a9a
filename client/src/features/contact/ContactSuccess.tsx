import { useEffect, useRef } from 'react';
import { MESSAGES } from '../../../../shared/messages.js';
import { Button } from '../../components/Button.js';
import { Icon } from '../../components/Icon.js';

export interface ContactSuccessProps {
  onSendAnother: () => void;
}

export function ContactSuccess({ onSendAnother }: ContactSuccessProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="form-success" role="status">
      <span className="form-success__icon">
        <Icon name="check" size={28} />
      </span>
      <h3 ref={headingRef} tabIndex={-1}>
        {MESSAGES.contactSuccessInline}
      </h3>
      <p>Thanks for writing. Someone from the team reads every message and replies by e-mail.</p>
      <Button variant="secondary" onClick={onSendAnother}>
        Send another message
      </Button>
    </div>
  );
}
