import { useState, type FormEvent } from 'react';

/**
 * A form of one text field: an empty field shows `requiredMessage`; otherwise the value goes to
 * `onSubmit`, and a refused one (false) is cleared for the next try.
 */
export function useOneFieldForm(requiredMessage: string, onSubmit: (value: string) => Promise<boolean>) {
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (value === '') {
      setProblem(requiredMessage);
      return;
    }
    setProblem(null);
    if (!(await onSubmit(value))) setValue('');
  };

  return { value, setValue, problem, submit };
}
