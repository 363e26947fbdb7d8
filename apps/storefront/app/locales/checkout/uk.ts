import type { Texts } from "../types";
import type en from "./en";

const texts: Texts<typeof en> = {
  placeholder: "",
};
export default texts;
