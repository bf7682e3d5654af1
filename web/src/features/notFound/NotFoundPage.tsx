import { pageCopy } from '@lounge/core';
import { ButtonLink } from '../../ui/ButtonLink';
import { usePageTitle } from '../../ui/usePageTitle';

/** Any path no route table claims (docs/product.md). */
export default function NotFoundPage() {
  usePageTitle(pageCopy.notFoundTitle);
  return (
    <section className="section" aria-labelledby="not-found-title">
      <div className="container not-found">
        <p className="not-found-code" aria-hidden="true">
          404
        </p>
        <h1 id="not-found-title">{pageCopy.notFoundTitle}</h1>
        <p className="muted">That page is out of bounds. Let us get you back on the fairway.</p>
        <div className="actions">
          <ButtonLink to="/" type="primary" size="large">
            Back to Home
          </ButtonLink>
          <ButtonLink to="/contact" size="large">
            Contact Us
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
