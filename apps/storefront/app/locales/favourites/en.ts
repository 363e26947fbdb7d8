// Favourites and recently viewed (issue 38): the hearts, the cabinet's page and the recently viewed list.
export default {
  heart: "Favourite: {{name}}",
  page: {
    empty: "You have no favourites yet. Tap the heart on a product to keep it here.",
    notSold: "Not sold in {{city}}.",
    soldIn: "Sold in:",
    soldNowhere: "Not sold in any city right now.",
    remove: "Remove {{name}} from favourites",
    alertsOn: "E-mail me when {{name}} is back in stock or cheaper in {{city}}",
    alertsOff: "Stop e-mails about {{name}}",
    alertsActive: "We will e-mail you when it is back in stock or cheaper in {{city}}.",
    removed: "Removed from favourites.",
    switchedOn: "Done: we will e-mail you once for each return to stock or lower price.",
    switchedOff: "Done: no more e-mails about this product.",
  },
  unsubscribe: {
    title: "Stop the favourite's e-mails",
    lead: "Stop the e-mails about this favourite? It stays in your favourites.",
    submit: "Stop the e-mails",
    done: "Done: no more e-mails about this product. It stays in your favourites.",
    invalid: "This link is no longer valid: the e-mails were already stopped, or a newer e-mail has its own link.",
  },
  recent: {
    title: "Recently viewed",
    remove: "Remove {{name}} from recently viewed",
    clear: "Clear the list",
    note: "Kept only in this browser.",
  },
};
