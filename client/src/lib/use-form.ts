import { useCallback, useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { ApiError } from './api.js';

export type FormStatus = 'idle' | 'submitting' | 'success';
export type FieldErrors<TValues> = Partial<Record<keyof TValues, string>>;

export interface UseFormOptions<TValues> {
  initialValues: TValues;
  submit: (values: TValues) => Promise<unknown>;
  /** Runs before submitting; return false to stop (it tells the user why itself). */
  canSubmit?: (values: TValues) => boolean;
  onSuccess?: (submitted: TValues) => void;
  onFailure?: (error: unknown) => void;
}

export interface UseFormResult<TValues> {
  values: TValues;
  status: FormStatus;
  fieldErrors: FieldErrors<TValues>;
  /** The values that were last sent successfully (the form itself is cleared). */
  submitted: TValues | null;
  /** Attach to the <form>: after server field errors, focus moves to the first invalid field. */
  formRef: RefObject<HTMLFormElement | null>;
  setValue: <K extends keyof TValues>(name: K, value: TValues[K]) => void;
  /** The props that wire a text, select or textarea field to one string value: `<TextField {...bind('email')} />`. */
  bind: (name: StringKeys<TValues>) => BoundField;
  handleSubmit: (event: FormEvent<HTMLFormElement>) => void;
  reset: () => void;
}

type StringKeys<TValues> = { [K in keyof TValues]: TValues[K] extends string ? K : never }[keyof TValues] & string;

export interface BoundField {
  name: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string;
}

function toFieldErrors<TValues>(error: unknown, values: TValues): FieldErrors<TValues> {
  if (!(error instanceof ApiError)) return {};
  const errors: FieldErrors<TValues> = {};
  for (const { field, message } of error.fieldErrors) {
    if (typeof values === 'object' && values !== null && field in values) {
      const key = field as keyof TValues;
      errors[key] ??= message;
    }
  }
  return errors;
}

/** The one form pattern: controlled values, idle → submitting → success, failure keeps the values. */
export function useForm<TValues extends object>(options: UseFormOptions<TValues>): UseFormResult<TValues> {
  const { initialValues, submit, canSubmit, onSuccess, onFailure } = options;
  const [values, setValues] = useState<TValues>(initialValues);
  const [status, setStatus] = useState<FormStatus>('idle');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<TValues>>({});
  const [submitted, setSubmitted] = useState<TValues | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [fieldErrors]);

  const setValue = useCallback(<K extends keyof TValues>(name: K, value: TValues[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setFieldErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
  }, []);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'submitting') return;
    if (canSubmit && !canSubmit(values)) return;
    setStatus('submitting');
    setFieldErrors({});
    submit(values).then(
      () => {
        setSubmitted(values);
        setValues(initialValues);
        setStatus('success');
        onSuccess?.(values);
      },
      (error: unknown) => {
        setFieldErrors(toFieldErrors(error, values));
        setStatus('idle');
        onFailure?.(error);
      },
    );
  };

  const bind = (name: StringKeys<TValues>): BoundField => ({
    name,
    value: values[name] as string,
    onValueChange: (value) => setValue(name, value as TValues[typeof name]),
    error: fieldErrors[name],
  });

  const reset = () => {
    setValues(initialValues);
    setFieldErrors({});
    setSubmitted(null);
    setStatus('idle');
  };

  return { values, status, fieldErrors, submitted, formRef, setValue, bind, handleSubmit, reset };
}
