import { BrandMark } from '../ui/BrandMark';

/** Shown for the moment before the venue settings arrive (one small request at start). */
export function SplashScreen() {
  return (
    <div className="splash" role="status" aria-live="polite">
      <BrandMark size={56} />
      <span className="visually-hidden">Loading</span>
    </div>
  );
}
