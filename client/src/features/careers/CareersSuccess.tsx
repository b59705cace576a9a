import { useEffect, useRef } from 'react';
import { MESSAGES } from '../../../../shared/messages.js';
import { Icon } from '../../components/Icon.js';

/** Replaces the form once the application is in; focus moves here so screen-reader users hear it. */
export function CareersSuccess() {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="form-success" role="status">
      <span className="form-success__icon">
        <Icon name="check" size={28} />
      </span>
      <h3 ref={headingRef} tabIndex={-1}>
        {MESSAGES.careersSuccess}
      </h3>
      <p>
        Thank you for applying. A member of the team reads every application and will reply by e-mail about the next
        step.
      </p>
    </div>
  );
}
