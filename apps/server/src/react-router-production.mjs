// A module resolution hook (start.ts registers it): every file of React Router's development build resolves
// to the same file of its production build, which has the same entry points and leaves out the development
// warnings and checks (docs/adr/0015).
const DEVELOPMENT = "/node_modules/react-router/dist/development/";
const PRODUCTION = "/node_modules/react-router/dist/production/";

export async function resolve(specifier, context, nextResolve) {
  const resolved = await nextResolve(specifier, context);
  return resolved.url.includes(DEVELOPMENT) ? { ...resolved, url: resolved.url.replace(DEVELOPMENT, PRODUCTION) } : resolved;
}
