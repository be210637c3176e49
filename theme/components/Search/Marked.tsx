const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"' };
const decode = (text: string) => text.replace(/&(amp|lt|gt|quot);/g, (entity) => ENTITIES[entity]);

/** Renders a highlight value (escaped text with <mark> tags) as React text nodes: nothing else becomes HTML. */
export function Marked({ value }: { value: string }) {
  return (
    <>
      {value.split(/(<mark>.*?<\/mark>)/g).map((part, index) =>
        part.startsWith('<mark>') ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one string never reorder.
          <mark key={index}>{decode(part.slice(6, -7))}</mark>
        ) : (
          decode(part)
        ),
      )}
    </>
  );
}
