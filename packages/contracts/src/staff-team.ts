// Back office: the staff team (admins only): who is staff, in which role and cities; making a customer staff, changing a
// member's role and cities, and taking the role away. The changes are step-up actions (docs/back-office.md "Staff team").
import { z } from "zod";
import { EmailField } from "./accounts";
import { localized, staffTeamCatalogue, transpose } from "./messages";

const Instant = z.iso.datetime({ offset: true });

export const TEAM_MESSAGES = /* @__PURE__ */ transpose(staffTeamCatalogue, (m) => m.teamMessages);

/** "There is no city with the address …" in every language, naming the unknown slugs. */
export const unknownCitiesMessage = (slugs: readonly string[]) =>
  localized(staffTeamCatalogue, (m) => m.unknownCities({ cities: slugs.join(", ") }));

export const StaffRole = z.enum(["admin", "city-manager"]);
export type StaffRole = z.infer<typeof StaffRole>;

export const TeamMemberParams = z.object({
  userId: z.coerce.number().int().positive().max(2_147_483_647).meta({ example: 2 }),
});

const CitySlugs = z
  .array(z.string().trim().min(1, "required").max(64, "tooLong"))
  .max(100, "tooLong")
  .default([])
  .describe("City slugs (`krakow`): the cities a city manager runs, at least one; ignored for an admin (an admin runs every city)");

export const TeamMemberUpdate = z.object({ role: StaffRole, cities: CitySlugs }).meta({ id: "TeamMemberUpdate" });
export type TeamMemberUpdate = z.infer<typeof TeamMemberUpdate>;

export const TeamMemberCreate = z
  .object({ email: EmailField.describe("The e-mail of a live, verified customer account"), role: StaffRole, cities: CitySlugs })
  .meta({ id: "TeamMemberCreate" });
export type TeamMemberCreate = z.infer<typeof TeamMemberCreate>;

const TeamCity = z.object({ slug: z.string(), name: z.string().describe("In the request's language") });

export const StaffTeamMember = z
  .object({
    id: z.number().int(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    staffRole: StaffRole,
    cities: z.array(TeamCity).describe("A city manager's cities in the shop's order; empty for an admin (every city)"),
    secondFactor: z.boolean().describe("An authenticator or a passkey is on (without one the member must enrol at the next sign-in)"),
    createdAt: Instant.describe("When the account was made"),
  })
  .meta({ id: "StaffTeamMember" });
export type StaffTeamMember = z.infer<typeof StaffTeamMember>;

export const StaffTeam = z
  .object({
    members: z.array(StaffTeamMember).describe("Admins first, then city managers, each by e-mail"),
    cities: z.array(TeamCity.extend({ active: z.boolean() })).describe("Every city a city manager may be given, active or not"),
  })
  .meta({ id: "StaffTeam" });
export type StaffTeam = z.infer<typeof StaffTeam>;
