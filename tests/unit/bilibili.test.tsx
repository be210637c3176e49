// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BilibiliVideo } from '../../theme/components/mdx/BilibiliVideo';

afterEach(cleanup);

describe('BilibiliVideo', () => {
  it('loads nothing from the video host until play is pressed', () => {
    const { container } = render(<BilibiliVideo bvid="BV1xx411c7mD" title="Rainbond 入门" />);
    expect(container.querySelector('iframe')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Rainbond 入门/ }));
    expect(container.querySelector('iframe')?.getAttribute('src')).toBe('https://player.bilibili.com/player.html?bvid=BV1xx411c7mD&autoplay=1&high_quality=1');
  });
  it('rejects something that is not a BV id', () => {
    expect(() => render(<BilibiliVideo bvid="javascript:alert(1)" title="x" />)).toThrow(/not a Bilibili BV id/);
  });
});
