import { Spinner } from '../components/ui/Spinner.tsx';

/** Shown while the guard runs on the first load. */
export function HydrateFallback() {
  return (
    <div className="boot-screen">
      <Spinner label="Loading" />
    </div>
  );
}
