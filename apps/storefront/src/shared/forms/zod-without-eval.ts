import { z } from 'zod';

// The Content-Security-Policy forbids eval. zod probes for it (a CSP violation in the console) when
// its first object schema is built, and would compile parsers with it: it is told not to. Every
// module that builds schemas imports rules.ts (which imports this module first) or this module
// before zod, so it runs before the first schema is built. Those modules load with a form's first
// check (useLazyZodForm), so zod is part of no page's first load.
z.config({ jitless: true });
