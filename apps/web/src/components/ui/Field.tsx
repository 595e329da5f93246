// Labelled form fields with hint and error text wired through aria-describedby.
import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';

interface FieldShell {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
}

function describedBy(id: string, error?: string, hint?: string) {
  return [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
}

function Messages({
  id,
  error,
  hint,
}: {
  id: string;
  error?: string | undefined;
  hint?: string | undefined;
}) {
  return (
    <>
      {hint ? (
        <span id={`${id}-hint`} className="field-hint">
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={`${id}-error`} className="field-error">
          {error}
        </span>
      ) : null}
    </>
  );
}

export function TextField({
  label,
  error,
  hint,
  className,
  ref,
  ...input
}: FieldShell & InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  const id = useId();
  return (
    <div
      className={[
        'field',
        input.required ? 'field-required' : '',
        error ? 'field-invalid' : '',
        className ?? '',
      ].join(' ')}
    >
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        ref={ref}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        {...input}
      />
      <Messages id={id} error={error} hint={hint} />
    </div>
  );
}

export function SelectField({
  label,
  error,
  hint,
  className,
  children,
  placeholder,
  ...select
}: FieldShell & SelectHTMLAttributes<HTMLSelectElement> & { children: ReactNode; placeholder?: string }) {
  const id = useId();
  return (
    <div
      className={[
        'field',
        select.required ? 'field-required' : '',
        error ? 'field-invalid' : '',
        className ?? '',
      ].join(' ')}
    >
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        {...select}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {children}
      </select>
      <Messages id={id} error={error} hint={hint} />
    </div>
  );
}

/** A multi-line text field (notes, summaries): same shell as TextField. */
export function TextAreaField({
  label,
  error,
  hint,
  className,
  ...area
}: FieldShell & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const id = useId();
  return (
    <div
      className={[
        'field',
        area.required ? 'field-required' : '',
        error ? 'field-invalid' : '',
        className ?? '',
      ].join(' ')}
    >
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        {...area}
      />
      <Messages id={id} error={error} hint={hint} />
    </div>
  );
}
