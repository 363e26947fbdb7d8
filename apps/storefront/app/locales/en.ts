export default {
  brand: { tagline: "Tobacco, hookahs and accessories" },
  nav: { language: "Language", skipToContent: "Skip to content" },
  cities: {
    title: "Choose your city",
    lead: "Each city has its own catalogue, prices and stores. Pick yours to start shopping.",
    count_one: "{{count}} city",
    count_other: "{{count}} cities",
    metaDescription: "Tobacco, hookahs, shisha and smoking accessories with store pickup in Warsaw, Kraków, Wrocław and Gdańsk.",
    empty: "No cities are available right now. Please come back later.",
    listLabel: "Cities",
  },
  footer: { adultsOnly: "Sale to adults (18+) only. Smoking seriously harms your health." },
  errors: {
    notFoundTitle: "404",
    notFound: "Page not found",
    returnHome: "Return to home page",
  },
};
