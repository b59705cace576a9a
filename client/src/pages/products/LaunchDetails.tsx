import { Badge } from '../../components/Badge.js';
import { ButtonLink } from '../../components/ButtonLink.js';
import { Icon } from '../../components/Icon.js';
import { SectionHeading } from '../../components/SectionHeading.js';
import { LaunchProgress } from './LaunchProgress.js';
import { SystemFlow } from './SystemFlow.js';
import './launch-details.css';

export interface LaunchDetailsProps {
  title: string;
  progress: number;
  systemFlow: readonly string[];
}

/** Spec: 'Product Launch Details': progress bar, a 'Launching Soon' badge, Get Early Access, and the System Flow. */
export function LaunchDetails({ title, progress, systemFlow }: LaunchDetailsProps) {
  return (
    <section className="section section--subtle" aria-labelledby="launch-title">
      <div className="container">
        <SectionHeading id="launch-title" eyebrow="Roadmap" title="Product Launch Details">
          {title} is in development. Ask for early access and we will set you up with a licence key as soon as it opens.
        </SectionHeading>
        <div className="launch-details">
          <div className="launch-details__status">
            <Badge tone="soon">
              <Icon name="clock" size={16} />
              Launching Soon
            </Badge>
            <LaunchProgress value={progress} />
            <p className="launch-details__note">
              Early-access teams get the first licence keys and help connecting their sheet.
            </p>
            <ButtonLink to="/contact" size="lg">
              Get Early Access
              <Icon name="arrow" size={20} />
            </ButtonLink>
          </div>
          <SystemFlow steps={systemFlow} headingId="system-flow-title" />
        </div>
      </div>
    </section>
  );
}
