// The info pages and the contacts page (issue 8).
export default {
  info: {
    lastUpdated: "Last updated: {{date}}",
    toc: "On this page",
    englishOnly: "This page is not available in your language yet, so it is shown in English.",
    questions: "Questions about this page? Our stores and contacts are listed on the contacts page.",
    contactsLink: "Contacts",
  },
  contacts: {
    title: "Contacts",
    heading: "Stores and contacts in {{city}}",
    description: "Addresses, opening hours and phone numbers of our stores in {{city}}, our e-mail, social and messenger links.",
    lead: "Visit one of our stores in {{city}} or write to us: we gladly help with orders, products and pickup.",
    stores: "Our stores",
    noStores: "There is no store in {{city}} yet. Write or call us and we will help.",
    openingHours: "Opening hours",
    hoursNote: "Local time.",
    closed: "Closed",
    phone: "Phone",
    address: "Address",
    openMap: "Open in map",
    openMapLabel: "Open {{address}} in OpenStreetMap",
    googleMaps: "Google Maps",
    googleMapsLabel: "Open {{address}} in Google Maps",
    pickupNote:
      "Products under the TPD rules are sold for store pickup only. Bring an ID: we hand over tobacco products to adults (18+) only.",
    writeUs: "Write or call us",
    email: "E-mail",
    social: "Social media",
    messengers: "Messengers",
    allContacts: "Stores and opening hours",
  },
};
