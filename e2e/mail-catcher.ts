// A real SMTP server for the end-to-end tests (started by Playwright before the shops): it accepts every
// message on MAIL_SMTP_PORT, parses it with mailparser, and lists what arrived over HTTP on MAIL_HTTP_PORT
// (GET /messages?to=ADDRESS → [{to, subject, text, html, date}], newest last; GET /health).
import { createServer } from "node:http";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { MAIL_HTTP_PORT, MAIL_SMTP_PORT } from "./tests/servers";

interface Received {
  to: string[];
  subject: string;
  text: string;
  html: string;
  date: string;
}

const inbox: Received[] = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS", "AUTH"],
  logger: false,
  onData(stream, session, callback) {
    simpleParser(stream)
      .then((mail) => {
        inbox.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          subject: mail.subject ?? "",
          text: mail.text ?? "",
          html: typeof mail.html === "string" ? mail.html : "",
          date: new Date().toISOString(),
        });
        callback();
      })
      .catch((error: Error) => callback(error));
  },
});
smtp.listen(MAIL_SMTP_PORT, "127.0.0.1");

createServer((req, res) => {
  const url = new URL(req.url ?? "/", "http://localhost");
  if (url.pathname === "/health") {
    res.end("ok");
    return;
  }
  if (url.pathname === "/messages") {
    const to = url.searchParams.get("to")?.toLowerCase();
    res.setHeader("Content-Type", "application/json");
    res.end(JSON.stringify(to ? inbox.filter((mail) => mail.to.includes(to)) : inbox));
    return;
  }
  res.statusCode = 404;
  res.end();
}).listen(MAIL_HTTP_PORT, "127.0.0.1");
