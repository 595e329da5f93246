// A required photo input (JPEG, PNG or WebP, as POST /case_management/image accepts) with its label,
// the chosen file's name and an error text; shared by the registration request and cloud no-MID.
import { useId } from 'react';

export function ImageField({ label, file, onChange, error }: { label: string; file: File | null; onChange: (f: File | null) => void; error: string | undefined }) {
  const id = useId();
  return (
    <div className={['field', 'field-required', error ? 'field-invalid' : ''].join(' ')}>
      <label htmlFor={id}>{label}</label>
      <input id={id} type="file" accept="image/jpeg,image/png,image/webp" onChange={(e) => onChange(e.target.files?.[0] ?? null)} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : file ? `${id}-hint` : undefined} />
      {file ? (
        <span id={`${id}-hint`} className="field-hint">
          {file.name}
        </span>
      ) : null}
      {error ? (
        <span id={`${id}-error`} className="field-error">
          {error}
        </span>
      ) : null}
    </div>
  );
}
