import { Fragment } from "react";
import type { BodyBlock } from "../../lib/content/body";

/** A parsed body as HTML: every text goes through React, so it is escaped. */
export function BodyBlocks({ blocks }: { blocks: BodyBlock[] }) {
  return (
    <>
      {blocks.map((block, index) => {
        const key = `${block.kind}-${index}`;
        if (block.kind === "heading")
          return (
            <h2 key={key} id={block.id} className="mt-10 scroll-mt-24 text-2xl font-bold tracking-tight first:mt-0">
              {block.text}
            </h2>
          );
        if (block.kind === "list")
          return (
            <ul key={key} className="mt-4 list-disc space-y-1.5 pl-6 marker:text-neutral-500">
              {block.items.map((item, n) => (
                <li key={`${n}-${item}`}>{item}</li>
              ))}
            </ul>
          );
        return (
          <p key={key} className="mt-4">
            {block.lines.map((line, n) => (
              <Fragment key={`${n}-${line}`}>
                {n > 0 && <br />}
                {line}
              </Fragment>
            ))}
          </p>
        );
      })}
    </>
  );
}
