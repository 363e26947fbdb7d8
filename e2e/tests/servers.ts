/** The e2e shops: one per brand variant (PUBLIC_BRAND), on these ports. */
export const BRAND_PORTS = { default: 3210, second: 3211, test: 3212 } as const;
export const shopUrl = (brand: keyof typeof BRAND_PORTS, path = "") => `http://127.0.0.1:${BRAND_PORTS[brand]}${path}`;

/** The test's SMTP server (e2e/mail-catcher.ts) and its HTTP view of the received messages. */
export const MAIL_SMTP_PORT = 3225;
export const MAIL_HTTP_PORT = 3226;
