import sharp from 'sharp';
import { axeViolations } from '../../web/e2e/axe';
import { expect, expectToast, test } from '../../web/e2e/fixtures';
import { signInAsNewAdmin } from './deskSetup';

// Staff put the venue's own photo on the home page from the desk: the prerendered / then offers it
// as AVIF and WebP at each width (srcset), with sizes, width and height; a gallery photo follows the
// hero; its focal point set at the desk is the hero's object-position; its credit and licence set at
// the desk are the credit line on the photo, in the served HTML too; the gallery photo's go up with
// its upload and are on it from the start; removing the hero brings the designed default back.

/** A photo-like JPEG: a green-to-gold gradient with a white ball. */
async function photo(width: number, height: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#1f4a37"/><stop offset="1" stop-color="#c9a45c"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width / 2}" cy="${height / 2}" r="${height / 5}" fill="#fff"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg().toBuffer();
}

// Each upload is resized and encoded to AVIF and WebP at up to three widths on the server: seconds of
// CPU that a busy two-core machine, running another worker's journeys beside it, can stretch past
// the suite's default.
test.describe.configure({ timeout: 180_000 });

test('staff upload a hero photo in the desk and / shows it with srcset; a gallery photo too; removing brings the designed defaults back', async ({
  page,
}) => {
  await signInAsNewAdmin(page, 'photographer');
  await page.getByRole('tab', { name: 'Website' }).click();

  const heroForm = page.getByRole('form', { name: /home page photo/ });
  await heroForm.getByLabel(/^Photo/).setInputFiles({
    name: 'bay.jpg',
    mimeType: 'image/jpeg',
    buffer: await photo(2100, 1400),
  });
  await heroForm.getByLabel('What the photo shows').fill('Bay one with a links course on the screen');
  await heroForm.getByRole('button', { name: 'Upload Photo' }).click();
  await expectToast(page, 'Photo Uploaded', 'The home page shows the new photo now.');
  await expect(page.getByRole('img', { name: 'Bay one with a links course on the screen' })).toBeVisible();
  // Where the subject is: a third across, two thirds down; the site's crops keep that point.
  const focal = page.getByRole('form', {
    name: 'Focal point of “Bay one with a links course on the screen”',
  });
  await expect(focal.getByLabel('Across (%)')).toHaveValue('50');
  await focal.getByLabel('Across (%)').fill('33');
  await focal.getByLabel('Down (%)').fill('67');
  await focal.getByRole('button', { name: 'Save Focal Point' }).click();
  await expectToast(page, 'Focal Point Saved', 'The site now crops the photo around the point you chose.');
  // Its maker and licence: CC BY needs the maker named, and the desk says so at the field before
  // anything is sent, as the server would.
  const credit = page.getByRole('form', {
    name: 'Credit and licence of “Bay one with a links course on the screen”',
  });
  await expect(credit.getByRole('radio', { name: 'Owned by the lounge' })).toBeChecked();
  await credit.getByRole('radio', { name: 'CC BY 4.0' }).check();
  await expect(credit.getByRole('alert')).toHaveText(
    'A photo under CC BY 4.0 must name who made it. Add a credit, e.g. “Photo: Jane Doe”, or choose another licence.',
  );
  await expect(credit.getByRole('button', { name: 'Save Credit' })).toBeDisabled();
  await credit.getByLabel('Credit', { exact: true }).fill('Photo: Jane Doe');
  await credit.getByLabel('Source link (optional)').fill('https://photos.example.com/jane/bay-one');
  await credit.getByRole('button', { name: 'Save Credit' }).click();
  await expectToast(page, 'Credit Saved', 'The site shows the photo with its credit and licence now.');

  const galleryForm = page.getByRole('form', { name: 'Add a gallery photo' });
  await galleryForm.getByLabel(/^Photo/).setInputFiles({
    name: 'lounge.jpg',
    mimeType: 'image/jpeg',
    buffer: await photo(1000, 750),
  });
  await galleryForm.getByLabel('What the photo shows').fill('The lounge bar between rounds');
  // Its credit and licence go up with it: under CC BY-SA the desk holds the upload back until the
  // maker is named, saying so at the field, as the server would.
  const galleryCredit = galleryForm.getByRole('group', { name: 'Credit and licence' });
  await galleryCredit.getByRole('radio', { name: 'CC BY-SA 4.0' }).check();
  await expect(galleryCredit.getByRole('alert')).toHaveText(
    'A photo under CC BY-SA 4.0 must name who made it. Add a credit, e.g. “Photo: Jane Doe”, or choose another licence.',
  );
  await expect(galleryForm.getByRole('button', { name: 'Upload Photo' })).toBeDisabled();
  await galleryCredit.getByLabel('Credit', { exact: true }).fill('Photo: Sam Lee');
  await galleryCredit.getByLabel('Source link (optional)').fill('http://photos.example.com/sam/bar');
  await expect(galleryCredit.getByRole('alert')).toHaveText(
    'The source link must be a whole web address starting with https://, or left empty.',
  );
  await galleryCredit.getByLabel('Source link (optional)').fill('https://photos.example.com/sam/bar');
  await expect(galleryCredit.getByRole('alert')).toHaveCount(0);
  await galleryForm.getByRole('button', { name: 'Upload Photo' }).click();
  await expectToast(page, 'Photo Uploaded', 'The photo is in the gallery now.');
  await expect(
    page
      .getByRole('form', { name: 'Credit and licence of “The lounge bar between rounds”' })
      .getByRole('radio', { name: 'CC BY-SA 4.0' }),
  ).toBeChecked();
  // The tab with photos in both slots, their guides and focal point fields, passes axe.
  await expect(
    page.getByRole('form', { name: 'Focal point of “The lounge bar between rounds”' }),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // The home page as the server serves it, before any script runs: the hero is in the HTML.
  const html = await (await page.request.get('/')).text();
  expect(html).toMatch(
    /<source type="image\/avif" srcSet="\/media\/[0-9a-f]{32}-640\.avif 640w, \S+-1280\.avif 1280w, \S+-1920\.avif 1920w"/,
  );
  expect(html).toContain('alt="Bay one with a links course on the screen"');
  expect(html).toContain('object-position:33% 67%');
  expect(html).toContain(
    '<p class="photo-credit"><a href="https://photos.example.com/jane/bay-one">Photo: Jane Doe</a> · <a href="https://creativecommons.org/licenses/by/4.0/" rel="license">CC BY 4.0</a>, cropped</p>',
  );

  await page.goto('/');
  const hero = page.getByRole('img', { name: 'Bay one with a links course on the screen' });
  await expect(hero).toHaveAttribute('srcset', /-640\.webp 640w, .*-1280\.webp 1280w, .*-1920\.webp 1920w$/);
  await expect(hero).toHaveAttribute('sizes', '(min-width: 960px) 46vw, 92vw');
  await expect(hero).toHaveAttribute('width', '1920');
  await expect(hero).toHaveAttribute('height', '1280');
  await expect(hero).toHaveCSS('object-position', '33% 67%');
  await expect
    .poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  // Chromium takes the AVIF source.
  expect(await hero.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\.avif$/);
  const gallery = page.getByRole('region', { name: 'Inside the Lounge' });
  await expect(gallery.getByRole('img', { name: 'The lounge bar between rounds' })).toBeVisible();
  // The hero's credit line on the photo, hydrated as served (a mismatch would be a console
  // error), readable: the home page with it passes axe. The gallery photo's credit, sent with its
  // upload, is on it too.
  await expect(page.getByRole('link', { name: 'Photo: Jane Doe' })).toHaveAttribute(
    'href',
    'https://photos.example.com/jane/bay-one',
  );
  await expect(page.getByRole('link', { name: 'CC BY 4.0' })).toBeVisible();
  await expect(gallery.getByRole('link', { name: 'Photo: Sam Lee' })).toHaveAttribute(
    'href',
    'https://photos.example.com/sam/bar',
  );
  await expect(gallery.getByRole('link', { name: 'CC BY-SA 4.0' })).toBeVisible();
  // The hero's line, and the gallery photo's twice: as the first gallery photo it also stands beside
  // the home page's "Experience Excellence", with its line there too.
  await expect(
    page.getByRole('region', { name: 'Experience Excellence' }).locator('.photo-credit'),
  ).toHaveText('Photo: Sam Lee · CC BY-SA 4.0, cropped');
  await expect(page.locator('.photo-credit')).toHaveCount(3);
  expect(await axeViolations(page)).toEqual([]);

  // Back at the desk, both come off again.
  await page.goto('/desk');
  await page.getByRole('tab', { name: 'Website' }).click();
  for (const name of ['Remove Home Page Photo', 'Remove gallery photo 1']) {
    await page.getByRole('button', { name }).click();
    await page.getByRole('button', { name: 'Remove', exact: true }).click();
    // Gone from the desk's list: the server has taken it off (the toast before may still be up).
    await expect(page.getByRole('button', { name })).toHaveCount(0);
  }
  await expect(page.getByText('No gallery photos yet')).toBeVisible();
  // The designed defaults again: the hero's drawing in the page (no picture to fetch), and the
  // gallery's drawn tiles in place of the photos.
  const defaultHtml = await (await page.request.get('/')).text();
  expect(defaultHtml).not.toContain('/media/');
  // No credit line, and no marker of one left (the page's inlined styles still name the class).
  expect(defaultHtml).not.toContain('<p class="photo-credit"');
  expect(defaultHtml).not.toContain('__HERO_CREDIT__');
  await page.goto('/');
  const drawing = page.getByRole('img', {
    name: "A simulator bay's screen showing a fairway and a ball in flight",
  });
  await expect(drawing).toBeVisible();
  expect(await drawing.evaluate((el) => el.tagName.toLowerCase())).toBe('svg');
  const tiles = page.getByRole('region', { name: 'Inside the Lounge' });
  await expect(tiles.getByText('The courses')).toBeVisible();
  await expect(tiles.getByRole('img', { name: 'The lounge bar between rounds' })).toHaveCount(0);
});
