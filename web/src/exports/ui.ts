/** Shared look: the brand mark, the page spinner, and the minute clock screens redraw with. */
export { useNow } from '../features/booking/useNow';
export { BrandMark } from '../ui/BrandMark';
export { PageLoading } from '../ui/PageLoading';
export { RunModeBanner } from '../ui/RunModeBanner';
