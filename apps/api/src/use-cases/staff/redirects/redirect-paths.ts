// The paths of a redirect written in the back office (issue 7), as the table keeps them
// (docs/ARCHITECTURE.md "Redirects"): same-site, without the locale prefix and the trailing slash, so that
// one row serves all four languages; the source without a query (the lookup ignores it).
import { isLocale, type Localized } from "@shop/domain";
import { isSitePath } from "../../content/lookup-redirect";
import { type InputProblem, say } from "../input-refusals";

const NOT_A_PATH = say(
  "Enter a path of this shop, starting with a single “/” (no address of another site, no spaces or “\\”).",
  "Введіть шлях цього магазину, що починається з одного «/» (без адреси іншого сайту, пробілів і «\\»).",
  "Podaj ścieżkę tego sklepu zaczynającą się od jednego „/” (bez adresu innej strony, spacji i „\\”).",
  "Введите путь этого магазина, начинающийся с одного «/» (без адреса другого сайта, пробелов и «\\»).",
);
const SOURCE_QUERY = say(
  "The source is matched without its query: leave out “?”, “#” and what follows.",
  "Джерело порівнюється без параметрів запиту: приберіть «?», «#» і все, що після них.",
  "Źródło jest porównywane bez parametrów: usuń „?”, „#” i to, co po nich.",
  "Источник сравнивается без параметров запроса: уберите «?», «#» и всё, что после них.",
);
const SAME_PAGE = say(
  "The target is the same page as the source: the redirect would loop.",
  "Ціль — та сама сторінка, що й джерело: переадресація зациклиться.",
  "Cel jest tą samą stroną co źródło: przekierowanie by się zapętliło.",
  "Цель — та же страница, что и источник: переадресация зациклится.",
);

/** The path part of a stored target (its query and fragment aside). */
export const targetPage = (toPath: string): string => toPath.split(/[?#]/, 1)[0] ?? toPath;

/** Drops a leading locale segment and a trailing slash ("/en/warszawa/promo/" → "/warszawa/promo"; "/en" → "/"). */
function withoutLocale(path: string): string {
  const first = path.split("/")[1];
  const rest = isLocale(first) ? path.slice(first.length + 1) : path;
  return rest.replace(/\/+$/, "") || "/";
}

export interface RedirectPaths {
  fromPath: string;
  toPath: string;
}

/** The stored form of both paths, or the problems with them. */
export function redirectPaths(input: RedirectPaths): { paths: RedirectPaths; problems: InputProblem[] } {
  const problems: InputProblem[] = [];
  const from = input.fromPath.trim();
  const to = input.toPath.trim();
  let fromPath = from;
  if (!isSitePath(from)) problems.push({ path: "fromPath", message: NOT_A_PATH });
  else if (/[?#]/.test(from)) problems.push({ path: "fromPath", message: SOURCE_QUERY });
  else fromPath = withoutLocale(from);
  let toPath = to;
  if (!isSitePath(to)) problems.push({ path: "toPath", message: NOT_A_PATH });
  else {
    const page = targetPage(to);
    toPath = withoutLocale(page) + to.slice(page.length);
  }
  if (problems.length === 0 && fromPath === targetPage(toPath)) problems.push({ path: "toPath", message: SAME_PAGE });
  return { paths: { fromPath, toPath }, problems };
}

/** "The target is itself redirected" (a loop when it leads back to the source). */
export function chainedTarget(target: { fromPath: string; toPath: string }, fromPath: string): Localized {
  if (targetPage(target.toPath) === fromPath)
    return say(
      `${target.fromPath} already redirects to ${target.toPath}: this redirect would make a loop.`,
      `${target.fromPath} уже переадресовує на ${target.toPath}: ця переадресація створить цикл.`,
      `${target.fromPath} już przekierowuje na ${target.toPath}: to przekierowanie utworzyłoby pętlę.`,
      `${target.fromPath} уже переадресует на ${target.toPath}: эта переадресация создаст цикл.`,
    );
  return say(
    `The target ${target.fromPath} is itself redirected to ${target.toPath}: point this redirect at ${target.toPath} directly.`,
    `Ціль ${target.fromPath} сама переадресовує на ${target.toPath}: вкажіть одразу ${target.toPath}.`,
    `Cel ${target.fromPath} sam przekierowuje na ${target.toPath}: wskaż od razu ${target.toPath}.`,
    `Цель ${target.fromPath} сама переадресует на ${target.toPath}: укажите сразу ${target.toPath}.`,
  );
}

/** "Another redirect leads here": a redirect from this path would make a chain. */
export const chainedSource = (other: { fromPath: string }, fromPath: string): Localized =>
  say(
    `${other.fromPath} redirects to ${fromPath}: a redirect from ${fromPath} would make a chain. Change that redirect first.`,
    `${other.fromPath} переадресовує на ${fromPath}: переадресація з ${fromPath} створить ланцюжок. Спершу змініть ту переадресацію.`,
    `${other.fromPath} przekierowuje na ${fromPath}: przekierowanie z ${fromPath} utworzyłoby łańcuch. Najpierw zmień tamto przekierowanie.`,
    `${other.fromPath} переадресует на ${fromPath}: переадресация с ${fromPath} создаст цепочку. Сначала измените ту переадресацию.`,
  );

export const sourceTaken = (fromPath: string): Localized =>
  say(
    `A redirect from ${fromPath} already exists.`,
    `Переадресація з ${fromPath} уже існує.`,
    `Przekierowanie z ${fromPath} już istnieje.`,
    `Переадресация с ${fromPath} уже существует.`,
  );
