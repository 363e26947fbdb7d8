export const OPENAPI_INFO = {
  title: "Smoke Point shop API",
  version: "1",
  description:
    "The JSON API of the multi-city shop. Errors are `{ statusCode, message, code }`, the message in the Locale header's language.",
};
