import { redirect } from "react-router";
import type { Route } from "./+types/review-feedback";
import { reviewFeedbackAction } from "./review-feedback.server";

/** Only the forms post here; a visit goes to the city's home page. */
export const loader = ({ params }: Route.LoaderArgs) => redirect(`/${params.lang}/${params.city}`);

export const action = (args: Route.ActionArgs) => reviewFeedbackAction(args);
