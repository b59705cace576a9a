import { RESUME_MAX_BYTES } from '../../../../shared/limits.js';
import { FieldShell } from '../../components/Field.js';

export interface ResumeFieldProps {
  onFileChange: (file: File | null) => void;
  error?: string;
}

/**
 * The résumé upload. A file input cannot be given a value, so it stays uncontrolled: after a failed submit it
 * still holds the chosen file, and the form reads the file from the change event. Required-ness is checked by the
 * form (validate-application.ts), not by the browser, so every résumé problem reads the same way.
 */
export function ResumeField({ onFileChange, error }: ResumeFieldProps) {
  return (
    <FieldShell
      label="Résumé"
      hint={`PDF only, up to ${RESUME_MAX_BYTES / (1024 * 1024)} MB.`}
      error={error}
      required
    >
      {({ required, ...control }) => (
        <input
          {...control}
          aria-required={required}
          className={`${control.className} field__control--file`}
          type="file"
          name="resume"
          accept=".pdf,application/pdf"
          onChange={(event) => onFileChange(event.target.files?.[0] ?? null)}
        />
      )}
    </FieldShell>
  );
}
