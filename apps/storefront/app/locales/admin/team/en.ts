// Back office: the staff team (admins only): roles, cities, adding and removing staff.
export default {
  lead: "An admin runs the whole back office; a city manager runs only their cities' orders, prices, stock and stores. Every change signs the member out on all their devices and asks you for a fresh code from your authenticator app.",
  list: {
    title: "Staff members",
    count_one: "{{count}} staff member",
    count_other: "{{count}} staff members",
  },
  you: "You",
  ownRole: "Another admin changes your own role.",
  since: "Account since {{date}}",
  allCities: "Every city",
  secondFactor: {
    on: "Two-step sign-in is on",
    off: "No two-step sign-in yet: they set it up at their next sign-in",
  },
  role: {
    label: "Role",
    admin: "Admin: the whole back office, every city",
    "city-manager": "City manager: only the cities ticked below",
  },
  cities: {
    label: "Cities (for a city manager)",
    hint: "A city manager needs at least one; an admin runs every city.",
    inactive: "{{city}} (not shown in the shop)",
  },
  save: "Save role and cities",
  remove: {
    lead: "They become a customer and are signed out everywhere.",
    submit: "Remove from staff",
  },
  add: {
    title: "Add a staff member",
    lead: "Their customer account must exist, have its e-mail confirmed and not be a business account. They are signed out, and set up two-step sign-in at their next sign-in.",
    email: "E-mail of their customer account",
    submit: "Make staff",
  },
  notice: {
    added: "The account is staff now; its sessions were ended.",
    changed: "Role and cities saved.",
    removed: "Removed from the staff and signed out everywhere.",
  },
};
