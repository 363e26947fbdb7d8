// The stand-in's parcel lockers answered in this process, without a socket: the API's lockers when the server
// gives it none (tests, tools). The same client and adapter code as with InPost, over the stand-in's answers.
import type { LockerPoints } from "../../core/lockers";
import { inpostLockers } from "./lockers";
import { InPostPointsClient } from "./points-client";
import { standInPoints } from "./points-stand-in-data";
import { answerRequest } from "./points-stand-in-search";

const IN_PROCESS = "http://inpost-stand-in.invalid";

export function standInLockers(): LockerPoints {
  const points = standInPoints();
  const answer: typeof fetch = async (input) => {
    const { status, body } = answerRequest(points, "GET", new URL(String(input)), `${IN_PROCESS}/points`);
    return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
  };
  return inpostLockers(new InPostPointsClient({ baseUrl: IN_PROCESS, fetch: answer }));
}
