export type Frame = 'docs' | 'marketing';

const DOCS_FRAME_SEGMENTS = ['docs', 'community', 'blog', 'changelog'];

/** A path "contains" docs, community, blog or changelog → documentation frame. */
export function frameForPath(pathname: string): Frame {
  return DOCS_FRAME_SEGMENTS.some((word) => pathname.includes(word)) ? 'docs' : 'marketing';
}
