// A part of the page whose server HTML is kept between renders (lib/fragment-memo.server.ts): its one child, an
// element named by its first `data-*` attribute (`data-kept="footer"`, `data-category-tiles`), which must be the only
// one so named in the document; on the server, when an earlier render of the same part under the same key made it,
// that element with the kept HTML inside instead of its children. `deps` is everything the children read besides the
// page's language, city and image base (which the memo adds): a part that reads anything not in its key would show
// another page's HTML. A part with an id React made (useId: it follows the part's place in the tree) is never kept.
// In the browser it is its child: the browser's build leaves the rest out (import.meta.env.SSR).
import { cloneElement, type ReactElement, use } from "react";
import { FragmentMemoContext, markerOf } from "../../lib/fragment-memo";

export function Kept({ deps, children }: { deps: unknown; children: ReactElement<Record<string, unknown>> }) {
  if (!import.meta.env.SSR) return children;
  const marker = markerOf(children.props);
  const html = marker === null ? null : (use(FragmentMemoContext)?.html(marker, JSON.stringify(deps)) ?? null);
  return html === null ? children : cloneElement(children, { children: undefined, dangerouslySetInnerHTML: { __html: html } });
}
