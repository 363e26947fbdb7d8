// Back office: dashboard (issue 7).
export default {
  lead: "Today counts from midnight and the week from Monday {{week}}, shop time (Warsaw).",
  cities: "Cities",
  noCities: "No cities are assigned to you yet.",
  inactive: "Inactive",
  today: "Today",
  week: "This week",
  period: {
    orders_one: "{{count}} order",
    orders_other: "{{count}} orders",
    revenue: "Revenue",
  },
  waiting: {
    title: "Waiting for staff",
    CREATED: "New, to approve",
    PAID: "Paid, to approve",
    APPROVED: "Approved, to prepare",
    none: "Nothing is waiting.",
  },
  applications: {
    title: "Business applications",
    pending_one: "{{count}} application waits for a decision",
    pending_other: "{{count}} applications wait for a decision",
    none: "No applications are waiting.",
    open: "Open the queue",
  },
  lowStock: {
    title: "Low stock",
    lead: "Visible offers with {{threshold}} units or fewer, lowest first (at most 20).",
    product: "Product",
    city: "City",
    stock: "Stock",
    empty: "No offer is running low.",
    edit: "Prices and stock of {{name}}",
  },
};
