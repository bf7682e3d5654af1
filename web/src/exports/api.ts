/** The /api client (cookies, JSON, refusals as ApiError) and the venue's settings query. */
export { ApiError, asApiError, refusalNotice } from '../api/apiError';
export { getJson, isUnauthorized, sendJson } from '../api/http';
export { venueQuery } from '../api/venue';
