export interface FieldLabelProps {
  htmlFor: string;
  label: string;
  required?: boolean;
}

export function FieldLabel({ htmlFor, label, required }: FieldLabelProps) {
  return (
    <label className="field__label" htmlFor={htmlFor}>
      {label}
      {required ? (
        <span className="field__required" aria-hidden="true">
          *
        </span>
      ) : (
        <span className="field__optional">(optional)</span>
      )}
    </label>
  );
}
