import { PHOTO_CREDIT_CLASS, type PhotoCredit as PhotoCreditFields, photoCreditView } from '@lounge/core';

/**
 * The credit line on a venue photo: who made it (linked to where it came from) and, where the
 * licence asks, its licence (linked to the licence's text) and that the site cropped it. Nothing
 * when staff gave no credit. Element for element what core's photoCreditHtml writes, which the
 * server puts in a prerendered page for this to hydrate (every text sits between elements, so
 * React needs no separators the server would not write).
 */
export function PhotoCredit({ photo }: { photo: PhotoCreditFields }) {
  const view = photoCreditView(photo);
  if (!view) return null;
  return (
    <p className={PHOTO_CREDIT_CLASS}>
      {view.creditHref ? <a href={view.creditHref}>{view.credit}</a> : <span>{view.credit}</span>}
      {view.licence ? ' · ' : null}
      {view.licence && view.licenceHref ? (
        <a href={view.licenceHref} rel="license">
          {view.licence}
        </a>
      ) : null}
      {view.licence && !view.licenceHref ? <span>{view.licence}</span> : null}
      {view.licence && view.cropped ? ', cropped' : null}
    </p>
  );
}
