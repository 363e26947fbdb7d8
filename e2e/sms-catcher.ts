// The SMSAPI stand-in for the end-to-end tests (started by Playwright before the shops, like the mail catcher): the
// shop's own stand-in (packages/mail) on SMSAPI_PORT, which the shops reach as their SMSAPI (SMSAPI_BASE), and an HTTP
// view of what it took on SMS_HTTP_PORT (GET /messages?to=+48… → [{to, from, text, test, parts}], oldest first;
// GET /health). Each message is also printed, as the demo shop's stand-in logs it.
import { createServer } from "node:http";
import { SmsApiStandIn } from "../packages/mail/src/sms/smsapi-stand-in";
import { SMS_HTTP_PORT, SMSAPI_PORT, SMSAPI_SENDER, SMSAPI_TOKEN } from "./tests/servers";

const standIn = new SmsApiStandIn({
  token: SMSAPI_TOKEN,
  senders: [SMSAPI_SENDER],
  log: (sms) => console.log(`SMS to ${sms.to}: ${sms.text}`),
});
await standIn.start(SMSAPI_PORT);

createServer((req, res) => {
  const url = new URL(req.url ?? "/", "http://localhost");
  if (url.pathname === "/health") {
    res.end("ok");
    return;
  }
  if (url.pathname === "/messages") {
    const to = url.searchParams.get("to");
    res.setHeader("Content-Type", "application/json");
    res.end(JSON.stringify(standIn.messages.filter((sms) => !to || sms.to === to)));
    return;
  }
  res.statusCode = 404;
  res.end();
}).listen(SMS_HTTP_PORT, "127.0.0.1");
