import { ButtonLink } from '../../components/ButtonLink.js';
import { Icon } from '../../components/Icon.js';
import type { ToolPageContent } from '../../content/products-tools.js';
import { BenefitCards } from './BenefitCards.js';
import { LaunchDetails } from './LaunchDetails.js';
import { ProductHero } from './ProductHero.js';

export interface ToolPageProps {
  tool: ToolPageContent;
}

/** The one template behind /products/aifi, aigo, aina and aipl. */
export function ToolPage({ tool }: ToolPageProps) {
  return (
    <>
      <ProductHero
        eyebrow={`AI tool · ${tool.typeName}`}
        title={tool.title}
        poweredBy={tool.poweredBy}
        description={tool.description}
        features={tool.features}
        slides={tool.slides}
      >
        {/* The spec's /contactus is a dead link; the contact page is /contact. */}
        <ButtonLink to="/contact" size="lg">
          Get early access
          <Icon name="arrow" size={20} />
        </ButtonLink>
      </ProductHero>
      <BenefitCards eyebrow="Benefits" title="How it can help?" benefits={tool.benefits} />
      <LaunchDetails title={tool.title} progress={tool.progress} systemFlow={tool.systemFlow} />
    </>
  );
}
