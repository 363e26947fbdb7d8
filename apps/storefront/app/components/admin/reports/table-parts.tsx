// The reports' tables' common parts (issue 36): a head row whose number columns are right-aligned, and a number cell.
import type { ReactNode } from "react";

const NUMBER = "text-right tabular-nums";

/** A column of figures in a head row (a plain string is a column of text). */
export const num = (label: string) => ({ label });
type Column = string | ReturnType<typeof num>;

export function HeadRow({ columns }: { columns: readonly Column[] }) {
  return (
    <tr>
      {columns.map((column) =>
        typeof column === "string" ? (
          <th key={column} scope="col">
            {column}
          </th>
        ) : (
          <th key={column.label} scope="col" className={NUMBER}>
            {column.label}
          </th>
        ),
      )}
    </tr>
  );
}

export const Num = ({ children }: { children: ReactNode }) => <td className={NUMBER}>{children}</td>;
