import type { VenuePhoto, VenuePhotosAnswer } from '@lounge/core';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../testing/fakeApi';
import { renderWithApp } from '../testing/renderWithApp';
import { FactsStrip } from './FactsStrip';
import { BAND_RATIO, PhotoBand } from './PhotoBand';
import { SplitPoints } from './SplitPoints';
import { SPLIT_RATIO, SplitSection } from './SplitSection';
import { Statement } from './Statement';
import { galleryPhoto } from './sectionParts';
import { VenueArt } from './VenueArt';

const NONE: VenuePhotosAnswer = { hero: null, gallery: [] };
const BAY: VenuePhoto = {
  id: 'a'.repeat(32),
  slot: 'gallery',
  alt: 'Bay 2 at night',
  widths: [480, 960],
  width: 960,
  height: 720,
  focalX: 30,
  focalY: 70,
  uploadedAt: '2026-11-01T18:00:00.000Z',
  credit: '',
  licence: 'owned',
  sourceUrl: '',
};
const UPLOADED: VenuePhotosAnswer = { hero: null, gallery: [BAY] };

function render(node: React.ReactElement, photos: VenuePhotosAnswer = NONE) {
  stubApi({ 'GET /api/photos': { body: photos } });
  return renderWithApp(node, { route: '/' });
}

const frameOf = (el: Element, selector: string) => el.querySelector(selector) as HTMLElement;

describe('SplitSection: a picture one side, its words the other', () => {
  it('names its section by its heading, at the level given, with the words and a 4:3 picture', () => {
    render(
      <SplitSection
        title="Between Rounds"
        headingLevel={3}
        picture={{ pick: galleryPhoto(0), art: 'lounge' }}
      >
        <p>Leather seats and the bar.</p>
      </SplitSection>,
    );
    const section = screen.getByRole('region', { name: 'Between Rounds' });
    expect(within(section).getByRole('heading', { level: 3, name: 'Between Rounds' })).toBeTruthy();
    expect(within(section).queryByRole('heading', { level: 2 })).toBeNull();
    expect(within(section).getByText('Leather seats and the bar.')).toBeTruthy();
    expect(SPLIT_RATIO).toBe('4 / 3');
    expect(frameOf(section, '.split-media').getAttribute('style')).toContain('aspect-ratio: 4 / 3');
    // The drawing, described, until a photo is uploaded.
    expect(within(section).getByRole('img', { name: /members’ lounge/ })).toBeTruthy();
  });

  it('takes h2 when no level is given, and shows the venue’s photo, described, once there is one', async () => {
    render(
      <SplitSection title="The Technology" picture={{ pick: galleryPhoto(0), art: 'bays' }} flip>
        <p>Launch monitors.</p>
      </SplitSection>,
      UPLOADED,
    );
    const section = screen.getByRole('region', { name: 'The Technology' });
    expect(section.className).toContain('split-flip');
    expect(within(section).getByRole('heading', { level: 2 })).toBeTruthy();
    const photo = await within(section).findByRole('img', { name: 'Bay 2 at night' });
    expect(photo.style.objectPosition).toBe('30% 70%');
    expect(photo.getAttribute('width')).toBe('960');
    expect(photo.getAttribute('height')).toBe('720');
  });
});

describe('PhotoBand: the full width, one line over the picture', () => {
  it('sets its line as a paragraph by default, the picture in its band shape and read out as nothing', () => {
    const { container } = render(
      <PhotoBand picture={{ pick: galleryPhoto(0), art: 'course' }} line="Two tiers, one standard." />,
    );
    const band = frameOf(container, '.photo-band');
    expect(band.tagName).toBe('DIV');
    expect(within(band).getByText('Two tiers, one standard.').tagName).toBe('P');
    expect(within(band).queryByRole('heading')).toBeNull();
    expect(BAND_RATIO).toBe('5 / 2');
    expect(band.getAttribute('style')).toContain('aspect-ratio: 5 / 2');
    // Decorative: the drawing is hidden from screen readers, cropped to the band.
    expect(within(band).queryByRole('img')).toBeNull();
    const svg = band.querySelector('svg') as SVGElement;
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.getAttribute('preserveAspectRatio')).toBe('xMidYMid slice');
  });

  it('makes its line the heading of a section at the level given; an uploaded photo has an empty alt', async () => {
    render(
      <PhotoBand picture={{ pick: galleryPhoto(0), art: 'bays' }} line="Play all year" headingLevel={3} />,
      UPLOADED,
    );
    const band = screen.getByRole('region', { name: 'Play all year' });
    expect(within(band).getByRole('heading', { level: 3, name: 'Play all year' })).toBeTruthy();
    await waitFor(() => expect(band.querySelector('img')?.getAttribute('alt')).toBe(''));
    expect(band.querySelector('img')?.style.objectPosition).toBe('30% 70%');
  });
});

describe('FactsStrip: a few figures, large', () => {
  it('lists each figure with its words, named by a heading at the level given', () => {
    render(
      <FactsStrip
        title="The lounge in numbers"
        headingLevel={3}
        facts={[
          { value: 3, label: 'Simulator bays' },
          { value: '200+', label: 'Course options' },
        ]}
      />,
    );
    const strip = screen.getByRole('region', { name: 'The lounge in numbers' });
    expect(within(strip).getByRole('heading', { level: 3 })).toBeTruthy();
    const terms = within(strip)
      .getAllByRole('term')
      .map((t) => t.textContent);
    const figures = within(strip)
      .getAllByRole('definition')
      .map((d) => d.textContent);
    expect(terms).toEqual(['Simulator bays', 'Course options']);
    expect(figures).toEqual(['3', '200+']);
    expect(strip.className).toBe('facts-strip');
  });

  it('marks a strip of words (days, times) for its wider columns', () => {
    render(
      <FactsStrip
        title="Tour details"
        facts={[{ value: 'Wednesday-Saturday', label: 'Availability' }]}
        words
      />,
    );
    expect(screen.getByRole('region', { name: 'Tour details' }).className).toBe(
      'facts-strip facts-strip-words',
    );
  });
});

describe('Statement: one thing said large', () => {
  it('sets the statement under its heading, at the level given', () => {
    render(
      <Statement title="Member pricing" headingLevel={2}>
        Members save on every event.
      </Statement>,
    );
    const section = screen.getByRole('region', { name: 'Member pricing' });
    expect(within(section).getByRole('heading', { level: 2, name: 'Member pricing' })).toBeTruthy();
    expect(within(section).getByText('Members save on every event.').className).toBe('statement-line');
  });
});

describe('VenueArt', () => {
  it('gives each drawing its own gradient ids, so one page may show a drawing twice', () => {
    const { container } = render(
      <>
        <VenueArt kind="bays" />
        <VenueArt kind="bays" decorative crop />
      </>,
    );
    const ids = [...container.querySelectorAll('[id]')].map((el) => el.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const rect of container.querySelectorAll('rect[fill^="url(#"]')) {
      const id = /url\(#(.+)\)/.exec(rect.getAttribute('fill') ?? '')?.[1] ?? '';
      expect(ids).toContain(id);
    }
  });
});

describe('SplitPoints', () => {
  it('lists each point under its own heading, with what comes after its text, in two columns when asked', () => {
    render(
      <SplitPoints
        columns={2}
        points={[
          { title: 'Leagues', text: 'Weekly standings.', after: <a href="/tournaments">See the boards</a> },
          { title: 'Handicaps', text: 'From your cards.' },
        ]}
      />,
    );
    const list = screen.getByRole('list');
    expect(list.className).toBe('split-points split-points-2');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Leagues',
      'Handicaps',
    ]);
    expect(within(items[0] as HTMLElement).getByRole('link', { name: 'See the boards' })).toBeTruthy();
    expect(within(items[1] as HTMLElement).queryByRole('link')).toBeNull();
  });
});
