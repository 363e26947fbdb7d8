// The back office's redirect list (issue 7): by source path, 50 a page, searched in both paths.
import type { StaffRedirect, StaffRedirectList, StaffRedirectQuery } from "@shop/contracts";
import { type Db, findStaffRedirects, type StaffRedirectRow } from "@shop/db";

const REDIRECT_PAGE_SIZE = 50;

export const toStaffRedirect = (row: StaffRedirectRow): StaffRedirect => ({
  id: row.id,
  fromPath: row.fromPath,
  toPath: row.toPath,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export async function listStaffRedirects(db: Db, query: StaffRedirectQuery): Promise<StaffRedirectList> {
  const page = query.page ?? 1;
  const { rows, total } = await findStaffRedirects(db, { q: query.q, limit: REDIRECT_PAGE_SIZE, offset: (page - 1) * REDIRECT_PAGE_SIZE });
  return { items: rows.map(toStaffRedirect), total, page, pageSize: REDIRECT_PAGE_SIZE };
}
