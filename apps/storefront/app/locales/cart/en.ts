// The cart's texts (cart page, add to cart, the "cart changed" dialog), merged into en.ts as `cart`.
export default {
  listLabel: "Products in your cart",
  line: {
    unitPrice: "Price per unit",
    regular: "Regular price",
    kind: {
      sale: "Sale price",
      wholesale: "Wholesale price",
      franchise: "Franchise price",
    },
    quantity: "Quantity",
    available: "Available: {{count}}",
    update: "Update",
    updateOf: "Update the quantity of {{name}}",
    remove: "Remove",
    removeOf: "Remove {{name}} from the cart",
    total: "Total",
  },
  summary: {
    title: "Summary",
    items_one: "{{count}} item",
    items_other: "{{count}} items",
    subtotal: "Subtotal",
    note: "Delivery and coupons are applied at checkout.",
    checkout: "Proceed to checkout",
    tpd: "Products under the Tobacco Products Directive are store pickup and payment in store only, unless you have an approved business account.",
  },
  empty: {
    title: "Your cart is empty",
    text: "Browse the catalogue and add what you like.",
    link: "Go to the catalogue",
  },
  add: {
    added: "Added to cart",
    viewCart: "View cart",
    outOfStock: "Out of stock, so it can't be added to the cart right now.",
  },
  changes: {
    title: "Your cart has changed",
    lead_one: "We had to change {{count}} product in your cart:",
    lead_other: "We had to change {{count}} products in your cart:",
    notOffered: "Removed: no longer sold in this city",
    outOfStock: "Removed: out of stock",
    reduced_one: "Reduced from {{from}} to {{to}}: only {{count}} left in stock",
    reduced_other: "Reduced from {{from}} to {{to}}: only {{count}} left in stock",
    close: "Got it",
  },
  errors: {
    quantity: "Enter a quantity from 1 to {{max}}.",
    product: "This product could not be found.",
  },
};
