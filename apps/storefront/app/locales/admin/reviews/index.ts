import en from "./en";
import pl from "./pl";
import ru from "./ru";
import uk from "./uk";

export default { en, uk, pl, ru };
