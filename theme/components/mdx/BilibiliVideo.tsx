import { useState } from 'react';

/**
 * A Bilibili video that loads nothing from the video host until the reader presses play:
 * before that it is a button with the title; then the player iframe replaces it.
 */
export function BilibiliVideo({ bvid, title }: { bvid: string; title: string }) {
  const [playing, setPlaying] = useState(false);
  if (!/^BV[0-9A-Za-z]{10}$/.test(bvid)) throw new Error(`BilibiliVideo: "${bvid}" is not a Bilibili BV id`);
  return (
    <div className="rp-not-doc my-6 aspect-video w-full overflow-hidden rounded-xl bg-ink" data-testid="bilibili-video">
      {playing ? (
        <iframe
          src={`https://player.bilibili.com/player.html?bvid=${bvid}&autoplay=1&high_quality=1`}
          title={title}
          className="h-full w-full"
          allow="autoplay; fullscreen"
          allowFullScreen
        />
      ) : (
        <button type="button" onClick={() => setPlaying(true)} className="flex h-full w-full flex-col items-center justify-center gap-4 text-white">
          <span aria-hidden="true" className="flex h-16 w-16 items-center justify-center rounded-full bg-white/20 text-3xl">
            ▶
          </span>
          <span className="px-6 text-center text-lg font-semibold">{title}</span>
          <span className="text-xs text-white/70">点击播放（视频来自哔哩哔哩）</span>
        </button>
      )}
    </div>
  );
}
