// A photo input (JPEG, PNG or WebP, as POST /case_management/image accepts) with its label and an error
// text; shared by the bike-authorization request and cloud no-MID.
import { useId } from 'react';

export function ImageField({
  label,
  onChange,
  error,
  required = true,
}: {
  label: string;
  onChange: (f: File | null) => void;
  error: string | undefined;
  required?: boolean;
}) {
  const id = useId();
  return (
    <div className={['field', required ? 'field-required' : '', error ? 'field-invalid' : ''].join(' ')}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        required={required}
        onChange={(e) => onChange(e.target.files?.[0] ?? null)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error ? (
        <span id={`${id}-error`} className="field-error">
          {error}
        </span>
      ) : null}
    </div>
  );
}
