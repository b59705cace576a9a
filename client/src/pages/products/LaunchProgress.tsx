import { useId } from 'react';
import './launch-progress.css';

export interface LaunchProgressProps {
  /** Percent complete, 0-100 (a fixed figure: the launch status is static). */
  value: number;
}

/** A native <progress> (no inline width style, which the CSP forbids), labelled, with the figure also in text. */
export function LaunchProgress({ value }: LaunchProgressProps) {
  const labelId = useId();
  return (
    <div className="launch-progress">
      <div className="launch-progress__header">
        <span id={labelId} className="launch-progress__label">
          Development progress
        </span>
        <span className="launch-progress__value">{value}% complete</span>
      </div>
      <progress className="launch-progress__bar" max={100} value={value} aria-labelledby={labelId}>
        {value}%
      </progress>
    </div>
  );
}
