/**
 * Shared look: the brand mark, the page spinner, the minute clock screens redraw with, the scorecard
 * grid, a contest's board, and an event quote's lines table.
 */
export { useNow } from '../features/booking/useNow';
export { QuoteLines } from '../features/eventQuote/QuoteLines';
export { ContestBoard } from '../features/tournaments/ContestBoard';
export { ScorecardGrid } from '../features/tournaments/ScorecardGrid';
export { BrandMark } from '../ui/BrandMark';
export { PageLoading } from '../ui/PageLoading';
export { RunModeBanner } from '../ui/RunModeBanner';
