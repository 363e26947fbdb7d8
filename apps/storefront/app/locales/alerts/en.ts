// "Notify me when back in stock" (issue 18): the product page's form and the pages of the e-mails' links.
export default {
  form: {
    heading: "Notify me when back in stock",
    lead: "We will e-mail you once, when it is back in {{city}}.",
    email: "Your e-mail",
    submit: "Notify me",
    submitSignedIn: "Notify me at {{email}}",
    privacy: "We use the address only for this one e-mail; every e-mail has a link to cancel.",
    sent: "Almost done: we have sent a confirmation link to {{email}}. Follow it to turn the alert on.",
    subscribed: "Done: we will e-mail {{email}} once, when it is back in {{city}}.",
  },
  page: {
    confirmTitle: "Confirm the back-in-stock alert",
    confirmLead: "Confirm that we may e-mail you once, when “{{product}}” is back in stock.",
    confirm: "Confirm the alert",
    confirmed: "Confirmed: we will e-mail you once, when “{{product}}” is back in stock.",
    notifiedNow: "Good news: “{{product}}” is already back in stock. We have sent you the e-mail.",
    unsubscribeTitle: "Cancel the back-in-stock alert",
    unsubscribeLead: "Remove the alert for “{{product}}”, and your address with it?",
    unsubscribe: "Cancel the alert",
    unsubscribed: "Done: the alert and your address are removed.",
    missing: "This link is incomplete. Please open it from the e-mail again.",
    toProduct: "Go to the product",
    toHome: "Continue shopping",
  },
};
