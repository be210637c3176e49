import { BilibiliVideo } from '../components/mdx/BilibiliVideo';

/**
 * A site's own Bilibili component (an iframe wrapper given the player URL, `src`, or the video's `bvid`/`id`):
 * our click-to-play video, which loads nothing from the video host until played.
 */
export default function Video({ src, bvid, id, title }: { src?: string; bvid?: string; id?: string; title?: string }) {
  const fromSrc = src ? /[?&]bvid=(BV[0-9A-Za-z]{10})/.exec(src)?.[1] : undefined;
  const video = bvid ?? id ?? fromSrc;
  if (!video) throw new Error(`视频组件需要 Bilibili 的 BV 号（src 中的 bvid、bvid 或 id），收到的是 ${src ?? '空值'}`);
  return <BilibiliVideo bvid={video} title={title ?? '视频'} />;
}
