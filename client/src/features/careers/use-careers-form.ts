import { useEffect, useState } from 'react';
import { MESSAGES } from '../../../../shared/messages.js';
import { useForm } from '../../lib/use-form.js';
import { EMPTY_APPLICATION, submitApplication, type CareerValues } from './submit-application.js';
import { resumeProblem, uploadProblem, validateApplication, type ApplicationProblems } from './validate-application.js';

/**
 * The shared form pattern plus what a file upload needs: checks made in the browser before upload (roles chosen,
 * a PDF within the size limit) and 413/415 answers explained at the résumé field.
 */
export function useCareersForm() {
  const [problems, setProblems] = useState<ApplicationProblems>({});
  // Bumped when a submit attempt finds problems; choosing a file must not move focus.
  const [focusRequest, setFocusRequest] = useState(0);
  const report = (found: ApplicationProblems) => {
    setProblems(found);
    if (Object.values(found).some(Boolean)) setFocusRequest((n) => n + 1);
  };
  const form = useForm<CareerValues>({
    initialValues: EMPTY_APPLICATION,
    submit: submitApplication,
    canSubmit: (values) => {
      const found = validateApplication(values);
      report(found);
      return Object.keys(found).length === 0;
    },
    onFailure: (error) => {
      report(uploadProblem(error));
      console.error('Career application failed', error);
      window.alert(MESSAGES.careersFailed);
    },
  });
  const { formRef, setValue, fieldErrors, values } = form;

  // As with server field errors, move focus to the first field that needs attention.
  useEffect(() => {
    if (focusRequest === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest, formRef]);

  const clearProblem = (name: keyof ApplicationProblems) =>
    setProblems((current) => (current[name] ? { ...current, [name]: undefined } : current));

  const toggleRole = (id: string, checked: boolean) => {
    const roles = checked ? [...values.roles, id] : values.roles.filter((role) => role !== id);
    setValue('roles', roles);
    clearProblem('roles');
  };

  const chooseResume = (file: File | null) => {
    setValue('resume', file);
    // A wrong file is explained as soon as it is chosen, not after a slow upload.
    setProblems((current) => ({ ...current, resume: file ? resumeProblem(file) : undefined }));
  };

  const errors = {
    roles: problems.roles ?? fieldErrors.roles,
    resume: problems.resume ?? fieldErrors.resume,
  };

  return { ...form, errors, toggleRole, chooseResume };
}
