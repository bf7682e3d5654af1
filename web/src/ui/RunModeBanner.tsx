/**
 * The strip at the top of every page of a test system (development mode, or payments in the
 * sandbox), so nobody mistakes it for the lounge's live site. Core words it; GET /api/venue says
 * which mode the server runs in. Shown by the website's frame and by the desk console.
 */
import { type RunMode, runModeNotice } from '@lounge/core';
import './runModeBanner.css';

export function RunModeBanner({ runMode }: { runMode: RunMode | undefined }) {
  const notice = runMode ? runModeNotice(runMode) : null;
  if (!notice) return null;
  return (
    <div className="run-mode-banner" role="status">
      {notice}
    </div>
  );
}
