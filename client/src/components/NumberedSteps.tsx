import './numbered-steps.css';

export interface NumberedStep {
  title: string;
  text: string;
}

export interface NumberedStepsProps {
  steps: readonly NumberedStep[];
}

/** An ordered list of short steps, each with a round number, a title and a line of text. */
export function NumberedSteps({ steps }: NumberedStepsProps) {
  return (
    <ol className="numbered-steps">
      {steps.map((step, index) => (
        <li key={step.title}>
          <span className="numbered-steps__number" aria-hidden="true">
            {index + 1}
          </span>
          <div>
            <h3>{step.title}</h3>
            <p>{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
