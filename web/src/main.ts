/**
 * Placeholder member app: proves the chain web -> core -> build -> server works end to end. The
 * React app replaces it; the venue name and hours already come from core, as all copy will.
 */
import { DEFAULT_VENUE, hoursLabel } from '@lounge/core';

const venue = DEFAULT_VENUE;
const app = document.getElementById('app');
if (!app) throw new Error('index.html has no #app element');

document.title = venue.name;

const heading = document.createElement('h1');
heading.textContent = venue.name;
const hours = document.createElement('p');
hours.textContent = `Open daily ${hoursLabel(venue)}`;
app.replaceChildren(heading, hours);
