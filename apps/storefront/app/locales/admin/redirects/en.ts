// Back office: redirects (issue 7).
export default {
  lead: "Shop addresses that send the browser to another page. One redirect serves every language: /warszawa/promo also covers /en/warszawa/promo and /pl/warszawa/promo.",
  newTitle: "New redirect",
  editTitle: "Edit redirect",
  search: { label: "Find redirects", q: "Path contains" },
  table: { label: "Redirects", from: "From", to: "To", status: "Type", updated: "Changed", actions: "Actions" },
  fields: {
    from: "From (path)",
    fromHint: "A path of this shop, e.g. /warszawa/promo. A language prefix and a trailing slash are dropped.",
    to: "To (path)",
    toHint: "Where to send the browser, e.g. /warszawa/products/sale (a query may follow). It must not be redirected itself.",
    status: "Type",
  },
  status: { permanent: "301 · moved for good", temporary: "302 · for now" },
  deleteConfirm: "Delete the redirect from {{from}}?",
  deleteLabel: "Delete the redirect from {{from}}",
  editLabel: "Edit the redirect from {{from}}",
  notices: {
    created: "Redirect from {{from}} created.",
    saved: "Redirect from {{from}} saved.",
    deleted: "Redirect deleted.",
  },
  gone: "This redirect no longer exists.",
};
