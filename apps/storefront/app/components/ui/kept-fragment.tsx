// A part of the page whose server HTML is kept between renders (lib/fragment-memo.server.ts): the element `as`,
// marked `data-kept={name}`, with its children; on the server, when an earlier render of the same part under the
// same key made it, with that HTML instead. `deps` is everything the children read besides the page's language,
// city and image base (which the memo adds): a part that reads anything not in its key would show another page's
// HTML. Its position in the tree (useId) is in the key too: ids made inside it follow the position.
import { createElement, type HTMLAttributes, type ReactNode, use, useId } from "react";
import { FragmentMemoContext } from "../../lib/fragment-memo";

type Props = {
  as: "nav" | "ul" | "footer";
  name: string;
  deps: unknown;
  children: ReactNode;
} & HTMLAttributes<HTMLElement> &
  Record<`data-${string}`, string | boolean | undefined>;

export function KeptFragment({ as, name, deps, children, ...attributes }: Props) {
  const memo = use(FragmentMemoContext);
  const position = useId();
  const html = memo ? memo.html(name, `${position}|${JSON.stringify(deps)}`) : null;
  const props = { ...attributes, "data-kept": name };
  return html === null ? createElement(as, props, children) : createElement(as, { ...props, dangerouslySetInnerHTML: { __html: html } });
}
