import { useCallback, useEffect, useRef, useState } from 'react';

type ImageState = 'loading' | 'loaded' | 'missing' | 'error' | 'offline';

export interface SmartImageProps {
  src: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
}

/**
 * An image that says what went wrong: not found, failed to load (click to retry), or the browser is
 * offline (it retries by itself when the connection returns).
 */
export function SmartImage({ src, alt, width, height, className = '' }: SmartImageProps) {
  const [state, setState] = useState<ImageState>('loading');
  const [attempt, setAttempt] = useState(0);
  const image = useRef<HTMLImageElement>(null);
  const retry = useCallback(() => {
    setState('loading');
    setAttempt((count) => count + 1);
  }, []);

  useEffect(() => {
    if (state !== 'offline') return;
    window.addEventListener('online', retry, { once: true });
    return () => window.removeEventListener('online', retry);
  }, [state, retry]);

  // An image that failed before hydration fired its error event before React listened: check once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the server-rendered first attempt needs this.
  useEffect(() => {
    const element = image.current;
    if (element?.complete && element.naturalWidth === 0) onError();
  }, []);

  const onError = async () => {
    if (!navigator.onLine) return setState('offline');
    try {
      const response = await fetch(src, { method: 'HEAD', cache: 'no-store' });
      setState(response.status === 404 ? 'missing' : 'error');
    } catch {
      setState(navigator.onLine ? 'error' : 'offline');
    }
  };

  const box = `inline-flex items-center justify-center rounded bg-surface p-2 text-center text-xs text-muted ${className}`;
  const size = { width, height };
  if (state === 'missing')
    return (
      <span role="img" aria-label={alt} className={box} style={size} data-image-state="missing">
        图片不存在
      </span>
    );
  if (state === 'error')
    return (
      <button type="button" onClick={retry} className={box} style={size} data-image-state="error">
        图片加载失败，点击重试
      </button>
    );
  if (state === 'offline')
    return (
      <span role="img" aria-label={alt} className={box} style={size} data-image-state="offline">
        网络已断开，恢复后自动加载
      </span>
    );
  return (
    <img
      key={attempt}
      ref={image}
      src={attempt === 0 ? src : `${src}${src.includes('?') ? '&' : '?'}retry=${attempt}`}
      alt={alt}
      width={width}
      height={height}
      loading="lazy"
      className={className}
      onLoad={() => setState('loaded')}
      onError={onError}
      data-image-state={state}
    />
  );
}
