import { PHOTO_LICENCE_NAMES, type PhotoCredit as PhotoCreditFields, photoCreditHtml } from '@lounge/core';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PhotoCredit } from './PhotoCredit';

// The server writes the hero's credit line into a prerendered page (core's photoCreditHtml) and the
// browser hydrates it with this component: the two must be the same HTML, with no separators
// React would add between texts, or the page would log a hydration error and render again.
describe('the credit line on a venue photo', () => {
  const cases: PhotoCreditFields[] = PHOTO_LICENCE_NAMES.flatMap((licence) => [
    { credit: 'Photo: Jane Doe', licence, sourceUrl: '' },
    { credit: `Photo: O'Neil & "Co" <b>`, licence, sourceUrl: 'https://example.com/a?b=1&c=2' },
    { credit: '', licence, sourceUrl: 'https://example.com/a' },
  ]);

  it('is what the server writes, for every licence, with a source link or without', () => {
    for (const photo of cases) {
      const rendered = renderToString(<PhotoCredit photo={photo} />);
      expect(rendered).toBe(photoCreditHtml(photo));
      expect(rendered).not.toContain('<!-- -->');
    }
  });

  it('names the maker, links the source and the licence, and says the photo was cropped where CC BY asks', () => {
    expect(
      renderToString(
        <PhotoCredit
          photo={{ credit: 'Photo: Jane Doe', licence: 'cc-by-sa-4.0', sourceUrl: 'https://example.com/j' }}
        />,
      ),
    ).toBe(
      '<p class="photo-credit"><a href="https://example.com/j">Photo: Jane Doe</a> · <a href="https://creativecommons.org/licenses/by-sa/4.0/" rel="license">CC BY-SA 4.0</a>, cropped</p>',
    );
  });
});
