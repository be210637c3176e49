/** The loader context's parts the wrapper uses; the wrapped loader sees the whole context. */
interface LoaderContext {
  resourcePath: string;
  getOptions(): Record<string, unknown>;
  async(): (error: Error | null, result?: string) => void;
}

export default function markdownLoader(this: LoaderContext, source: string): void;
