import { z } from 'zod';

// The Content-Security-Policy forbids eval. zod probes for it (a CSP violation in the console) when
// its first object schema is built, and would compile parsers with it: it is told not to. The root
// route imports this module first, so it runs before any route module builds a schema.
z.config({ jitless: true });
