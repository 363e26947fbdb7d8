// Imported first by serve.ts: React picks its build from NODE_ENV when it is first loaded.
process.env.NODE_ENV ||= "production";
