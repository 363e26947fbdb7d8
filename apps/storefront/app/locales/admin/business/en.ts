// Back office: business applications (issue 7).
export default {
  lead: "Businesses ask for wholesale or franchise prices. Approve or reject each application; the customer is e-mailed either way.",
  tabs: { label: "Applications by status", pending: "Waiting", approved: "Approved", rejected: "Rejected", all: "All" },
  empty: {
    pending: "No applications are waiting.",
    approved: "No application has been approved yet.",
    rejected: "No application has been rejected.",
    all: "Nobody has applied yet.",
  },
  fields: {
    address: "Address",
    ssn: "Tax number (NIP)",
    postalIndex: "Postal code",
    applicant: "Applicant",
    email: "E-mail",
    phone: "Phone",
    submitted: "Submitted",
    reason: "Reason given",
  },
  nipCheck: {
    label: "White List (VAT)",
    active: "Active VAT payer",
    inactive: "Not an active VAT payer (exempt or removed): check before approving",
    "not-found": "Not in the White List: check the NIP before approving",
    unknown: "Not checked: the White List did not answer; check it by hand before approving",
    none: "Not checked",
    proof: "as of {{day}}, request {{requestId}}",
  },
  status: { none: "No application", pending: "Waiting", approved: "Approved", rejected: "Rejected" },
  kind: { wholesale: "Wholesale", franchise: "Franchise" },
  approve: {
    title: "Approve",
    wholesale: "Approve as wholesale",
    franchise: "Approve as franchise",
  },
  reject: {
    reason: "Reason (the customer reads it)",
    hint: "Say what to correct: the customer may apply again.",
    submit: "Reject",
  },
  notice: {
    wholesale: "{{email}} is approved as a wholesale customer and has been e-mailed.",
    franchise: "{{email}} is approved as a franchise partner and has been e-mailed.",
    rejected: "The application of {{email}} is rejected; the customer has been e-mailed the reason.",
  },
  conflict: "This application has already been decided (perhaps by someone else). The list shows it as it is now.",
};
