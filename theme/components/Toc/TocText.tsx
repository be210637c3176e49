import { type InlinePiece, inlinePieces } from '../../../core/dialect/headings';

function Piece({ piece }: { piece: InlinePiece }) {
  const inner = piece.children ? piece.children.map((child) => <Piece key={child.at} piece={child} />) : piece.text;
  if (piece.kind === 'code') return <code className="rounded bg-surface px-1 font-mono text-[0.85em]">{piece.text}</code>;
  if (piece.kind === 'strong') return <strong>{inner}</strong>;
  if (piece.kind === 'em') return <em>{inner}</em>;
  if (piece.kind === 'del') return <del>{inner}</del>;
  return <>{piece.text}</>;
}

/** A heading's text in the table of contents: its inline code and emphasis rendered, not shown as Markdown. */
export function TocText({ text }: { text: string }) {
  return inlinePieces(text).map((piece) => <Piece key={piece.at} piece={piece} />);
}
