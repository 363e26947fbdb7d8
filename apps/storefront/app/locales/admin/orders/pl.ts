import type { Texts } from "../../types";
import type en from "./en";

const texts: Texts<typeof en> = {};
export default texts;
