// A controlled form with schema validation: errors appear after the first submit and update as the
// user types; a server error can be put on one field.
import { useState } from 'react';
import { validate, type FieldErrors, type Schema } from './validate.ts';

export function useForm<V extends Record<string, string>>(initial: V, schema: Schema<V>) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors<V>>({});
  const [submitted, setSubmitted] = useState(false);

  const set = (field: keyof V, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (submitted) setErrors(validate<V>(schema, next));
  };

  /** Validates everything; true when the form may be sent. */
  const check = (): boolean => {
    setSubmitted(true);
    const found = validate<V>(schema, values);
    setErrors(found);
    return Object.keys(found).length === 0;
  };

  const setFieldError = (field: keyof V, message: string) => setErrors((e) => ({ ...e, [field]: message }));

  return { values, setValues, errors, set, check, setFieldError };
}
