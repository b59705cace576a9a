import './system-flow.css';

export interface SystemFlowProps {
  steps: readonly string[];
  headingId: string;
}

/** The spec's system flow: key issued → portal sign-in → pick data → AI results. */
export function SystemFlow({ steps, headingId }: SystemFlowProps) {
  return (
    <div className="system-flow">
      <h3 id={headingId}>System Flow</h3>
      <ol className="system-flow__steps" aria-labelledby={headingId}>
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </div>
  );
}
