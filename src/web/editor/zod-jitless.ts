import { z } from "zod";

// zod checks once whether it may compile its object parsers with Function(); the editor's
// Content-Security-Policy forbids that ('unsafe-eval' is never allowed), and the refused check
// would be reported as a violation. In the browser the editor parses without it (as correct, only
// slower on large inputs); the server, which shares the zod module, keeps its compiled parsers.
if (!import.meta.env.SSR) z.config({ jitless: true });
