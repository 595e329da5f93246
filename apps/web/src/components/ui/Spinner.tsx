export function Spinner({ size = 40, label }: { size?: number; label?: string }) {
  return (
    <span
      className="spinner"
      role={label ? 'status' : undefined}
      aria-label={label}
      style={{ width: size, height: size }}
    >
      <svg viewBox="0 0 50 50" aria-hidden="true">
        <circle cx="25" cy="25" r="20" fill="none" strokeWidth="5" />
      </svg>
    </span>
  );
}
