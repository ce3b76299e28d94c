/** Where the engine journeys find the site: the test build, served by global-setup.ts. */
export const ENGINES_PORT = Number(process.env.E2E_ENGINES_PORT ?? 4174);
export const ENGINES_BASE_URL = `http://localhost:${ENGINES_PORT}`;
