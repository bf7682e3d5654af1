/** Shared look: the brand mark, the page spinner, the minute clock screens redraw with, and the scorecard grid. */
export { useNow } from '../features/booking/useNow';
export { ScorecardGrid } from '../features/tournaments/ScorecardGrid';
export { BrandMark } from '../ui/BrandMark';
export { PageLoading } from '../ui/PageLoading';
export { RunModeBanner } from '../ui/RunModeBanner';
