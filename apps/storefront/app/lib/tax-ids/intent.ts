/** The intent of a form's "Check NIP" button (issue 34), posted without JavaScript and by the page's fetcher alike. */
export const CHECK_NIP_INTENT = "check-nip";
