import { describe, expect, it } from 'vitest';
import { SOCIAL_CARD } from '../../core/data/site';
import { socialImage } from '../../core/seo/socialImage';

const ORIGIN = 'https://www.rainbond.com';

describe('socialImage', () => {
  it('gives a page without an image the site card, absolute, with its size and words', () => {
    for (const image of [undefined, '', '  ', 42]) {
      expect(socialImage(ORIGIN, image)).toEqual({ url: `${ORIGIN}${SOCIAL_CARD.path}`, width: 1200, height: 630, alt: SOCIAL_CARD.alt });
    }
  });
  it.each([
    ['/img/blog/year-in-review-2025.png', `${ORIGIN}/img/blog/year-in-review-2025.png`],
    ['img/case/boe.png', `${ORIGIN}/img/case/boe.png`],
    ['./img/case/boe.png', `${ORIGIN}/img/case/boe.png`],
    ['@site/static/img/case/boe.png', `${ORIGIN}/img/case/boe.png`],
    [' /img/封面.png ', `${ORIGIN}/img/%E5%B0%81%E9%9D%A2.png`],
    ['https://cdn.example.com/card.png', 'https://cdn.example.com/card.png'],
  ])('makes the front matter image %j absolute: %s', (image, url) => {
    expect(socialImage(ORIGIN, image)).toEqual({ url });
  });
});
