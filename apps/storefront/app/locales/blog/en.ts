// The blog's texts (list, article, home teaser), merged into en.ts as `blog`.
export default {
  list: {
    title: "Blog",
    description: "Guides to hookah care, shisha flavours and charcoal, accessory tips and news from our stores.",
    lead: "Guides, flavour reviews and news from our stores.",
    paged: "{{title}} – page {{page}}",
    empty: "No articles have been published yet. Please come back soon.",
    articles: "Articles",
  },
  topics: {
    hookahCare: "Hookah care",
    flavours: "Flavours",
    charcoal: "Charcoal",
    accessories: "Accessories",
    news: "News",
  },
  meta: {
    readingTime_one: "{{count}} min read",
    readingTime_other: "{{count}} min read",
  },
  article: {
    related: "Related articles",
    back: "All articles",
    englishOnly: "This article is not available in your language yet, so it is shown in English.",
  },
  pagination: {
    label: "Blog pages",
    previous: "Previous",
    next: "Next",
    page: "Page {{page}}",
    summary: "Page {{page}} of {{pages}}",
  },
  home: {
    empty: "Our first articles are on their way.",
  },
};
