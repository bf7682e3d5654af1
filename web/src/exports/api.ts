/** The /api client (cookies, JSON, refusals as errors) and the venue's settings query. */
export { getJson, isUnauthorized, sendJson } from '../api/http';
export { venueQuery } from '../api/venue';
